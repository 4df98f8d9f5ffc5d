// `npm run screenshots`: starts the demo (on free ports) and photographs its pages in headless
// Chromium into docs/images/, so the README's picture shows what `npm start` shows today.
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:net';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';

const root = fileURLToPath(new URL('../', import.meta.url));

/** Free loopback ports for the demo server and its stand-ins. */
async function freePorts(count) {
  const servers = Array.from({length: count}, () => createServer().listen(0, '127.0.0.1'));
  await Promise.all(servers.map((server) => once(server, 'listening')));
  const ports = servers.map((server) => server.address().port);
  servers.forEach((server) => server.close());
  return ports;
}

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
let printed = '';
while (!printed.includes('Demo:')) printed += (await once(demo.stdout, 'data'))[0];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  await page.goto(`http://127.0.0.1:${port}/`);
  // Every card's thumbnail in view has loaded, and the hero's poster too.
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll('video-carousel, video-player')].flatMap(
      (element) => [...(element.shadowRoot?.querySelectorAll('img') ?? [])],
    );
    return images.length > 4 && images.every((image) => image.loading === 'lazy' || image.complete);
  });
  await page.evaluate(() => document.fonts.ready);
  const file = 'docs/images/demo.png';
  await page.screenshot({path: `${root}${file}`});
  console.log(`screenshots: ${file}`);
} finally {
  await browser.close();
  demo.kill();
}
