// `npm start`'s server (run after `npm run build`): it honours PORT, SERVICE_PORT and MEDIA_PORT
// on every page, and its proxy takes the allowed origins from PROXY_ALLOWED_ORIGINS.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CMS = 'https://cms.example.com';

/** A port nothing listens on right now. */
async function freePort() {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  server.close();
  return port;
}

describe('the demo server', () => {
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  let output = '';
  /** @type {Record<string, number>} */
  const ports = {};

  before(async () => {
    for (const name of ['PORT', 'SERVICE_PORT', 'MEDIA_PORT']) ports[name] = await freePort();
    const env = {...process.env, PROXY_ALLOWED_ORIGINS: CMS};
    for (const [name, port] of Object.entries(ports)) env[name] = String(port);
    delete env.VIDEO_API_BASE;
    child = spawn(process.execPath, ['demo/server.js'], {cwd: root, env});
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    while (!output.includes('Allowed origins')) {
      const [code] = await Promise.race([once(child.stdout, 'data'), once(child, 'exit')]);
      assert.notEqual(typeof code, 'number', `the server exited: ${output}`);
    }
  });
  after(() => child.kill());

  const site = (path = '/') => `http://127.0.0.1:${ports.PORT}${path}`;

  it('prints the URLs on the ports it was given, and the allowed origins', () => {
    assert.match(output, new RegExp(`Demo: +http://localhost:${ports.PORT}/`));
    assert.match(
      output,
      new RegExp(`Stand-in service: http://127\\.0\\.0\\.1:${ports.SERVICE_PORT}`),
    );
    assert.match(output, new RegExp(`Delivery host: +http://127\\.0\\.0\\.1:${ports.MEDIA_PORT}`));
    assert.match(output, new RegExp(`Allowed origins: ${CMS.replace(/\./g, '\\.')} `));
  });

  it('tells the pages where the stand-in service runs', async () => {
    const config = await (await fetch(site('/demo-config.json'))).json();
    assert.deepEqual(config, {serviceUrl: `http://127.0.0.1:${ports.SERVICE_PORT}`});
  });

  it('hard-codes no stand-in port in any page', async () => {
    for (const page of ['/', '/carousels.html', '/player.html']) {
      const html = await (await fetch(site(page))).text();
      assert.ok(html.includes('<video-'), `${page} is a demo page`);
      assert.doesNotMatch(html, /:800[12]\b/, page);
    }
  });

  it('lets a page on an allowed origin read the proxy, with a stand-in video delivered on MEDIA_PORT', async () => {
    const response = await fetch(site('/api/video/content/video?limit=1'), {
      headers: {origin: CMS},
    });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), CMS);
    const {data} = await response.json();
    assert.equal(new URL(data.items[0].playbackDetails.streamUrl).port, String(ports.MEDIA_PORT));
  });

  it('refuses a page on another origin', async () => {
    const response = await fetch(site('/api/video/content/video?limit=1'), {
      headers: {origin: 'https://elsewhere.example.com'},
    });
    assert.equal(response.status, 403);
    assert.equal((await response.json()).error.code, 'origin-not-allowed');
  });
});
