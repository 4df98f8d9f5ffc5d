// `npm start`'s server (run after `npm run build`): it honours PORT, SERVICE_PORT and MEDIA_PORT
// on every page, and its proxy takes the allowed origins from PROXY_ALLOWED_ORIGINS.
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {readFileSync} from 'node:fs';
import {request} from 'node:http';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {freePorts} from '../../scripts/free-ports.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const CMS = 'https://cms.example.com';

describe('the demo server', () => {
  /** @type {import('node:child_process').ChildProcess} */
  let child;
  let output = '';
  /** @type {Record<string, number>} */
  const ports = {};

  /** Starts the server on ports free a moment ago; false if one was taken since (EADDRINUSE). */
  async function start() {
    [ports.PORT, ports.SERVICE_PORT, ports.MEDIA_PORT] = await freePorts(3);
    const env = {...process.env, PROXY_ALLOWED_ORIGINS: CMS};
    for (const [name, port] of Object.entries(ports)) env[name] = String(port);
    delete env.VIDEO_API_BASE;
    output = '';
    child = spawn(process.execPath, ['demo/server.js'], {cwd: root, env});
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    // The last line it prints: stdout to a pipe may arrive in several chunks. `close` comes
    // after the output of a server that stopped, so its words are in `output` by then.
    while (!/Delivery host: +\S+\n/.test(output)) {
      const [code] = await Promise.race([once(child.stdout, 'data'), once(child, 'close')]);
      if (typeof code !== 'number') continue;
      if (/EADDRINUSE/.test(output)) return false;
      assert.fail(`the server exited: ${output}`);
    }
    return true;
  }

  before(async () => {
    // A port free a moment ago can still be taken before the server listens (scripts/free-ports.js
    // leaves only a program that binds that very port).
    for (let attempt = 1; !(await start()); attempt++)
      assert.ok(attempt < 3, `no free ports in ${attempt} attempts: ${output}`);
  });
  after(() => child.kill());

  const site = (path = '/') => `http://127.0.0.1:${ports.PORT}${path}`;
  const fetchText = async (path) => (await fetch(site(path))).text();

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

  it('takes the players’ quality beacons at /api/video/beacon and logs them', async () => {
    const event = {type: 'rebuffer', videoId: '1001', durationMs: 300, count: 1};
    const response = await fetch(site('/api/video/beacon'), {
      method: 'POST',
      headers: {'content-type': 'text/plain'},
      body: JSON.stringify([event]),
    });
    assert.equal(response.status, 204);
    while (!output.includes(JSON.stringify({beacon: event}))) await once(child.stderr, 'data');
  });

  it('hard-codes no stand-in port in any page', async () => {
    const pages = ['/', '/carousels.html', '/player.html', '/media-chrome.html'];
    for (const page of [...pages, '/server-rendered.html']) {
      const html = await (await fetch(site(page))).text();
      assert.ok(html.includes('<video-'), `${page} is a demo page`);
      assert.doesNotMatch(html, /:800[12]\b/, page);
    }
  });

  it('renders a player with its record’s poster, link and JSON-LD inside, as a CMS would', async () => {
    const html = await (await fetch(site('/server-rendered.html?video=1002'))).text();
    const player = /<video-player id="rendered-player" video-id="1002">(.*?)<\/video-player>/s.exec(
      html,
    )?.[1];
    assert.ok(player, 'the page holds the player');
    assert.match(player, /<script type="application\/ld\+json">\{.*"identifier":"1002"/);
    assert.match(player, new RegExp(`<img src="http://127\\.0\\.0\\.1:${ports.MEDIA_PORT}/.+">`));
    assert.match(player, /<a href="[^"]+\.mp4">[^<]+<\/a>$/);
    assert.doesNotMatch(html, /<!--player-->/);
  });

  it('renders the carousel with its cards, playing in that player, as a CMS would', async () => {
    const html = await (await fetch(site('/server-rendered.html?limit=3'))).text();
    assert.match(
      html,
      /<video-carousel category="Investing Basics" limit="3" player="rendered-player"><template shadowrootmode="open">/,
    );
    assert.equal([...html.matchAll(/part="card-button"/g)].length, 3);
    assert.doesNotMatch(html, /<!--carousel-->/);
    const refused = await fetch(site('/server-rendered.html?limit=x'));
    assert.equal(refused.status, 400);
  });

  it('renders the player alone for a record the service does not have, and refuses a non-id', async () => {
    const html = await (await fetch(site('/server-rendered.html?video=999999'))).text();
    assert.match(html, /<video-player id="rendered-player" video-id="999999"><\/video-player>/);
    const refused = await fetch(site('/server-rendered.html?video=1%22%3E%3Cscript%3E'));
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /takes a video id/);
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

  /**
   * The status, headers and undecoded body of a request to the demo server.
   * @param {string} path
   * @param {Record<string, string>} headers
   * @returns {Promise<{status: number, headers: import('node:http').IncomingHttpHeaders, body: Buffer}>}
   */
  const raw = (path, headers) =>
    new Promise((resolve, reject) => {
      request(site(path), {headers}, (res) => {
        /** @type {Buffer[]} */
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () =>
          resolve({status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks)}),
        );
      })
        .on('error', reject)
        .end();
    });

  it('sends pages and scripts brotli- or gzip-compressed when the browser accepts it', async () => {
    const script = readFileSync(`${root}dist/video-content-widgets.js`);
    const page = readFileSync(`${root}demo/index.html`, 'utf8');
    const navOf = (html) => /<nav aria-label="Demo pages">.*?<\/nav>/.exec(html)?.[0] ?? '';
    const served = Buffer.from(page.replace('<!--site-nav-->', navOf(await fetchText('/'))));
    for (const [path, original] of [
      ['/dist/video-content-widgets.js', script],
      ['/', served],
    ]) {
      const br = await raw(path, {'accept-encoding': 'gzip, deflate, br'});
      assert.equal(br.headers['content-encoding'], 'br', path);
      assert.equal(br.headers.vary, 'Accept-Encoding');
      assert.deepEqual(brotliDecompressSync(br.body), original);
      const gzip = await raw(path, {'accept-encoding': 'gzip'});
      assert.equal(gzip.headers['content-encoding'], 'gzip', path);
      assert.deepEqual(gunzipSync(gzip.body), original);
      const plain = await raw(path, {});
      assert.equal(plain.headers['content-encoding'], undefined, path);
      assert.deepEqual(plain.body, original);
    }
  });

  it('writes the one nav into every page, the page itself marked, without script', async () => {
    for (const [path, marked] of [
      ['/', '/'],
      ['/index.html', '/'],
      ['/player.html', '/player.html'],
      ['/server-rendered.html?video=1002', '/server-rendered.html'],
      ['/frameworks/index.html', '/frameworks/index.html'],
      ['/frameworks/vue.html', '/frameworks/vue.html'],
    ]) {
      const html = await fetchText(path);
      assert.doesNotMatch(html, /<!--site-nav-->/, path);
      const current = [...html.matchAll(/<a href="([^"]+)" aria-current="page">/g)];
      assert.deepEqual(
        current.map((match) => match[1]),
        [marked],
        path,
      );
    }
  });

  it('sends the proxy’s answers gzipped too', async () => {
    const answer = await raw('/api/video/content/video?limit=3', {'accept-encoding': 'gzip, br'});
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(JSON.parse(gunzipSync(answer.body).toString()).data.items.length, 3);
  });
});
