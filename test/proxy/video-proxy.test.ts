import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {startStandIns} from '../../demo/stand-in/start.js';
import {createVideoProxy} from '../../src/proxy/index.js';

const KEY = 'proxy-test-key';
const BASE = '/api/video';

describe('createVideoProxy', () => {
  let standIns: Awaited<ReturnType<typeof startStandIns>>;
  before(async () => {
    standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey: KEY});
  });
  after(() => standIns.close());

  /** A proxy onto a fresh scope of the stand-in, and that scope's request log. */
  function scoped(options: {timeout?: number} = {}) {
    const scope = `proxy-${Math.random().toString(36).slice(2)}`;
    const upstream = `${standIns.serviceUrl}/scopes/${scope}`;
    const proxy = createVideoProxy({upstream, apiKey: KEY, basePath: BASE, ...options});
    const call = (path: string, init?: RequestInit) =>
      proxy(new Request(`http://widgets.test${path}`, init));
    const control = `${standIns.serviceUrl}/__control/${scope}`;
    const requests = async () =>
      ((await (await fetch(`${control}/requests`)).json()) as {requests: unknown[]}).requests;
    const fault = (fault: object) =>
      fetch(`${control}/faults`, {method: 'POST', body: JSON.stringify({faults: [fault]})});
    return {call, requests, fault};
  }

  it('forwards a list request with the key added server-side', async () => {
    const {call, requests} = scoped();
    const response = await call(`${BASE}/content/video?categoryName=Investing%20Basics&limit=2`);
    assert.equal(response.status, 200);
    const body = (await response.json()) as {data: {items: unknown[]}};
    assert.equal(body.data.items.length, 2);
    assert.equal((await requests()).length, 1);
  });

  it('forwards a single-video request', async () => {
    const {call} = scoped();
    const response = await call(`${BASE}/content/video/1001`);
    const body = (await response.json()) as {data: {items: Array<{id: number}>}};
    assert.equal(body.data.items[0]?.id, 1001);
  });

  it('passes the upstream 404 of an unknown id on', async () => {
    const {call} = scoped();
    assert.equal((await call(`${BASE}/content/video/987654`)).status, 404);
  });

  it('forwards only categoryName and limit', async () => {
    const {call, requests} = scoped();
    await call(`${BASE}/content/video?limit=1&apiKey=x&x-api-key=y&callback=z`);
    const [request] = (await requests()) as Array<{query: Record<string, string>}>;
    assert.deepEqual(request?.query, {limit: '1'});
  });

  for (const [what, path, init] of [
    ['a POST', `${BASE}/content/video`, {method: 'POST', body: '{}'}],
    ['another path', `${BASE}/admin`],
    ['a path outside the mount', '/content/video'],
    ['a dot-dot path', `${BASE}/content/video/../../admin`],
    ['an encoded slash', `${BASE}/content/video%2F1`],
    ['a non-numeric id', `${BASE}/content/video/1;drop`],
  ] as const) {
    it(`refuses ${what} without reaching the upstream`, async () => {
      const {call, requests} = scoped();
      const response = await call(path, init);
      assert.ok(response.status >= 400 && response.status < 500, String(response.status));
      assert.match(response.headers.get('content-type') ?? '', /json/);
      assert.equal((await requests()).length, 0);
    });
  }

  it('never shows the key in a response', async () => {
    const {call} = scoped();
    for (const path of [`${BASE}/content/video`, `${BASE}/content/video/1001`, `${BASE}/nope`]) {
      const response = await call(path);
      const text = `${JSON.stringify([...response.headers])}${await response.text()}`;
      assert.ok(!text.includes(KEY), path);
    }
  });

  it('answers 502 when the upstream cannot be reached', async () => {
    const proxy = createVideoProxy({upstream: 'http://127.0.0.1:9', apiKey: KEY, basePath: BASE});
    const response = await proxy(new Request(`http://widgets.test${BASE}/content/video`));
    assert.equal(response.status, 502);
    assert.ok(!(await response.text()).includes('127.0.0.1'));
  });

  it('answers 504 when the upstream is too slow', async () => {
    const {call, fault} = scoped({timeout: 200});
    await fault({delayMs: 2000});
    assert.equal((await call(`${BASE}/content/video`)).status, 504);
  });
});
