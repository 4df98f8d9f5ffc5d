#!/usr/bin/env node
// `npx video-content-widgets-proxy`: the proxy as a Node server, configured by environment
// variables only, so the key never shows in `ps` or a shell history.
import {createServer} from 'node:http';
import {ENV_HELP, optionsFromEnv} from './env-options.js';
import {toNodeListener} from './node-adapter.js';
import {createVideoProxy, type VideoProxy, type VideoProxyOptions} from './video-proxy.js';

const USAGE = `Usage: VIDEO_API_BASE=… VIDEO_API_KEY=… npx video-content-widgets-proxy

Serves the two read operations of the Video Content Service under PROXY_BASE_PATH, adding the
key server-side. Configured by environment variables only:
${ENV_HELP}
  PORT                   port to listen on (default 8787; 0 picks a free one)
  HOST                   address to bind (default 127.0.0.1; 0.0.0.0 in a container)`;

const args = process.argv.slice(2);
if (args.length === 1 && ['--help', '-h'].includes(args[0]!)) {
  console.log(USAGE);
  process.exit(0);
}
if (args.length > 0) {
  // The arguments are not echoed: one of them may be the key.
  console.error(
    'video-content-widgets-proxy takes no arguments: set VIDEO_API_KEY and the other settings ' +
      'in the environment (see --help).',
  );
  process.exit(2);
}

let options: VideoProxyOptions;
let handler: VideoProxy;
try {
  options = optionsFromEnv(process.env);
  handler = createVideoProxy(options);
} catch (error) {
  console.error(error instanceof TypeError ? error.message : 'video proxy: invalid settings.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8787);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer(toNodeListener(handler));
server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(`video-content-widgets-proxy: cannot listen on ${host}:${port} (${error.code}).`);
  process.exit(1);
});
server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const name = host.includes(':') ? `[${host}]` : host;
  console.log(`video-content-widgets-proxy: http://${name}:${bound}${options.basePath ?? ''}`);
});

const stop = () => {
  server.close(() => void handler.close().finally(() => process.exit(0)));
  server.closeIdleConnections();
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
