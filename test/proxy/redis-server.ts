// A real redis-server (the Debian package) on a free loopback port, for the shared-store tests.
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {freePorts} from '../../scripts/free-ports.js';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A port nothing listens on (scripts/free-ports.js: none that another test's socket takes). */
export const freePort = async () => (await freePorts(1))[0]!;

/**
 * The server under a shell that kills it once the shell's standard input closes: when the test
 * process ends, however it ends (a mutation run's bail kills it without its `after` hooks), the
 * pipe closes and the server goes with it. The shell ends when the server does.
 */
const WATCHED = `exec 3<&0; ${REDIS_SERVER} "$@" & server=$!; (read _ <&3; kill -9 $server) & wait $server`;

/** Starts redis-server on `port` (in memory only) and resolves once it accepts connections. */
export async function startRedis(port: number): Promise<{stop: () => Promise<void>}> {
  const args = ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'];
  const child = spawn('sh', ['-c', WATCHED, 'sh', ...args], {stdio: ['pipe', 'pipe', 'pipe']});
  const exited = once(child, 'exit');
  let output = '';
  while (!output.includes('Ready to accept connections')) {
    const [chunk] = (await Promise.race([
      once(child.stdout!, 'data'),
      exited.then(() => {
        child.stdin!.end();
        throw new Error(`redis-server stopped: ${output}`);
      }),
    ])) as [Buffer];
    output += chunk.toString();
  }
  child.stdout!.resume();
  // Killed at once, as a server that dies would be.
  const stop = async () => {
    child.stdin!.end();
    await exited;
  };
  return {stop};
}
