// A real redis-server (the Debian package) on a free loopback port, for the shared-store tests.
import {spawn, type ChildProcess} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:net';

export const REDIS_SERVER = '/usr/bin/redis-server';

/** A port that was free a moment ago. */
export async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Starts redis-server on `port` (in memory only) and resolves once it accepts connections. */
export async function startRedis(
  port: number,
): Promise<{process: ChildProcess; stop: () => Promise<void>}> {
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    {stdio: ['ignore', 'pipe', 'pipe']},
  );
  let output = '';
  while (!output.includes('Ready to accept connections')) {
    const [chunk] = (await Promise.race([
      once(child.stdout!, 'data'),
      once(child, 'exit').then(() => {
        throw new Error(`redis-server stopped: ${output}`);
      }),
    ])) as [Buffer];
    output += chunk.toString();
  }
  child.stdout!.resume();
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGKILL');
    await once(child, 'exit');
  };
  return {process: child, stop};
}
