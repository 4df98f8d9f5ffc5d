// Starts `demo/server.js` on free loopback ports (page, stand-in service, delivery host) for the
// scripts and tests that look at the demo as `npm start` serves it. Needs `npm run build` first.
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {fileURLToPath} from 'node:url';
import {freePorts} from './free-ports.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/**
 * The running demo: its base URL (ending in `/`) and `stop()`.
 * @returns {Promise<{url: string, stop: () => void}>}
 */
export async function startDemo() {
  const [port, servicePort, mediaPort] = await freePorts(3);
  const demo = spawn(process.execPath, ['demo/server.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: `${port}`,
      SERVICE_PORT: `${servicePort}`,
      MEDIA_PORT: `${mediaPort}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(demo, 'exit').then(([code]) => {
    throw new Error(`demo/server.js exited (${code}) before it served`);
  });
  let printed = '';
  while (!printed.includes('Demo:')) {
    printed += (await Promise.race([once(demo.stdout, 'data'), exited]))[0];
  }
  demo.stdout.resume();
  return {url: `http://127.0.0.1:${port}/`, stop: () => demo.kill()};
}
