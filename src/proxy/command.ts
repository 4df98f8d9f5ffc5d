import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {ENV_HELP, optionsFromEnv} from './env-options.js';
import {toNodeListener} from './node-adapter.js';
import {createVideoProxy, type VideoProxy, type VideoProxyOptions} from './video-proxy.js';

const USAGE = `Usage: VIDEO_API_BASE=… VIDEO_API_KEY=… npx video-content-widgets-proxy

Serves the two read operations of the Video Content Service under PROXY_BASE_PATH, adding the
key server-side. Configured by environment variables only:
${ENV_HELP}
  PORT                   port to listen on (default 8787; 0 picks a free one)
  HOST                   address to bind (default 127.0.0.1; 0.0.0.0 in a container)`;

/** What the command uses of Node's `process`; `process` itself, or a test's own. */
export interface CommandProcess {
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
  exit(code: number): void;
  once(signal: 'SIGINT' | 'SIGTERM', listener: () => void): unknown;
}

/** Where the command prints: `console`, or a test's own. */
export type CommandOutput = Pick<Console, 'log' | 'error'>;

/**
 * `npx video-content-widgets-proxy`: serves the proxy from Node's `http` server, configured by
 * environment variables only, so the key never shows in `ps` or a shell history. Prints its URL
 * once it listens, and exits with 0 once it has stopped on SIGINT or SIGTERM, with 2 when given
 * arguments, with 1 when the settings are invalid or it cannot listen.
 */
export function runCommand(proc: CommandProcess, output: CommandOutput = console): void {
  const args = proc.argv.slice(2);
  if (args.length === 1 && ['--help', '-h'].includes(args[0]!)) {
    output.log(USAGE);
    return proc.exit(0);
  }
  if (args.length > 0) {
    // The arguments are not echoed: one of them may be the key.
    output.error(
      'video-content-widgets-proxy takes no arguments: set VIDEO_API_KEY and the other settings ' +
        'in the environment (see --help).',
    );
    return proc.exit(2);
  }

  let options: VideoProxyOptions & {basePath: string};
  let handler: VideoProxy;
  try {
    options = optionsFromEnv(proc.env);
    handler = createVideoProxy(options);
  } catch (error) {
    // Both throw a TypeError that names the setting at fault and never shows the key.
    output.error((error as TypeError).message);
    return proc.exit(1);
  }
  const port = Number(proc.env.PORT ?? 8787);
  const host = proc.env.HOST ?? '127.0.0.1';

  const server = createServer(toNodeListener(handler));
  server.on('error', (error: NodeJS.ErrnoException) => {
    output.error(`video-content-widgets-proxy: cannot listen on ${host}:${port} (${error.code}).`);
    proc.exit(1);
  });
  server.listen(port, host, () => {
    const name = host.includes(':') ? `[${host}]` : host;
    const bound = (server.address() as AddressInfo).port;
    output.log(`video-content-widgets-proxy: http://${name}:${bound}${options.basePath}`);
  });

  // Since Node 19, `close` also closes the idle keep-alive connections.
  const stop = () => server.close(() => void handler.close().finally(() => proc.exit(0)));
  proc.once('SIGINT', stop);
  proc.once('SIGTERM', stop);
}
