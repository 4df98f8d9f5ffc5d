// The Workers module called in this process, as workerd would call it: `fetch(request, env)`,
// with workerd's own `caches.default` and rate-limiting binding (through Miniflare) and the
// stand-in service on loopback. workerd.test.ts shows the bundle runs in workerd itself.
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it, mock} from 'node:test';
import type worker from '../../src/proxy/worker.js';
import {KEY, scope, startStandIn, type StandIns} from './harness.js';
import {withinOneWindow, workerdRuntime} from './workerd-runtime.js';

let isolates = 0;
/** The module as a new isolate loads it: its own handler, made by its first request. */
async function freshIsolate(): Promise<typeof worker> {
  const module = (await import(`../../src/proxy/worker.js?isolate=${++isolates}`)) as {
    default: typeof worker;
  };
  return module.default;
}

describe('the Workers module, called as workerd calls it', {timeout: 60_000}, () => {
  let standIns: StandIns;
  let runtime: Awaited<ReturnType<typeof workerdRuntime>>;
  before(async () => {
    [standIns, runtime] = await Promise.all([
      startStandIn(),
      workerdRuntime({RATE_LIMITER: {simple: {limit: 2, period: 60}}}),
    ]);
  });
  after(async () => {
    await runtime.dispose();
    await standIns.close();
  });
  afterEach(() => mock.restoreAll());

  /** What the module writes to the console, kept from the test's output. */
  function consoleLines() {
    const lines: unknown[][] = [];
    for (const name of ['log', 'warn', 'error'] as const) {
      mock.method(console, name, (...args: unknown[]) => lines.push([name, ...args]));
    }
    return lines;
  }

  /**
   * A new isolate onto a fresh scope of the stand-in, its settings those of `env` (getters kept
   * as getters) over the upstream with `slashes` added and the key; with `edge`, workerd's
   * `caches.default` is the global `caches` while it answers (Node has none). `restart` gives
   * another isolate with the same settings.
   */
  async function isolate(env: object = {}, {edge = true, slashes = ''} = {}) {
    const target = scope(standIns.serviceUrl);
    const settings = Object.defineProperties(
      {VIDEO_API_BASE: `${target.upstream}${slashes}`, VIDEO_API_KEY: KEY},
      Object.getOwnPropertyDescriptors(env),
    );
    const start = async () => caller(await freshIsolate(), settings, edge);
    return {...target, call: await start(), restart: start};
  }

  function caller(module: typeof worker, env: Record<string, unknown>, edge: boolean) {
    return async (path: string, headers: Record<string, string> = {}) => {
      const global = globalThis as {caches?: unknown};
      if (edge) global.caches = {default: runtime.edge};
      try {
        const request = new Request(`https://widgets.test${path}`, {headers});
        const response = await module.fetch(request, env);
        return {status: response.status, headers: response.headers, text: await response.text()};
      } finally {
        delete global.caches;
      }
    };
  }

  type Call = Awaited<ReturnType<typeof isolate>>['call'];

  /** Status and Retry-After of `count` requests from the client at `address`. */
  async function fromClient(call: Call, address: string, count = 3) {
    const seen = [];
    for (let i = 0; i < count; i++) {
      const response = await call('/api/video/content/video/1001', {'cf-connecting-ip': address});
      seen.push([response.status, response.headers.get('retry-after')]);
    }
    return seen;
  }

  describe('with the data centre’s cache', () => {
    it('keeps answers there, under the upstream URL without its trailing slashes', async () => {
      const lines = consoleLines();
      const {call, upstream, requests} = await isolate({}, {slashes: '//'});
      const found = await call('/api/video/content/video/1001');
      assert.equal(found.status, 200);
      assert.equal(found.headers.get('x-cache'), 'MISS');
      const missing = await call('/api/video/content/video/987654');
      assert.equal(missing.status, 404);
      const entry = await runtime.edge.match(`${upstream}/content/video/1001`);
      assert.equal(entry?.headers.get('x-answer-status'), '200');
      assert.equal(entry.headers.get('etag'), found.headers.get('etag'));
      const missingEntry = await runtime.edge.match(`${upstream}/content/video/987654`);
      assert.equal(missingEntry?.headers.get('x-answer-status'), '404');
      assert.equal((await requests()).length, 2);
      assert.deepEqual(lines, []);
    });

    it('serves a new isolate what another one fetched', async () => {
      const {call, restart, requests} = await isolate();
      const first = await call('/api/video/content/video?limit=2');
      const again = await (await restart())('/api/video/content/video?limit=2');
      assert.equal(again.headers.get('x-cache'), 'HIT');
      assert.equal(again.text, first.text);
      assert.equal((await requests()).length, 1);
    });
  });

  describe('without a Cache API', () => {
    it('keeps answers in the isolate’s memory, and logs nothing', async () => {
      const lines = consoleLines();
      const {call, restart, requests} = await isolate({}, {edge: false});
      assert.equal((await call('/api/video/content/video/1001')).headers.get('x-cache'), 'MISS');
      assert.equal((await call('/api/video/content/video/1001')).headers.get('x-cache'), 'HIT');
      const other = await restart();
      assert.equal((await other('/api/video/content/video/1001')).headers.get('x-cache'), 'MISS');
      assert.equal((await requests()).length, 2);
      assert.deepEqual(lines, []);
    });
  });

  describe('rate limits', () => {
    it('name the client by the address Cloudflare reports in CF-Connecting-IP', async () => {
      const {call} = await isolate({PROXY_RATE_LIMIT: '2/0.01'});
      assert.deepEqual(
        (await fromClient(call, '198.51.100.1')).map(([status]) => status),
        [200, 200, 429],
      );
      assert.deepEqual((await fromClient(call, '198.51.100.2', 1))[0], [200, null]);
      // A request no address names is not limited.
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await call('/api/video/content/video/1001')).status);
      assert.deepEqual(statuses, [200, 200, 200]);
    });

    it('are counted by the binding RATE_LIMITER when there is one', async () => {
      const {call} = await isolate({
        PROXY_RATE_LIMIT: '100/100',
        RATE_LIMITER: runtime.bindings.RATE_LIMITER,
      });
      const seen = await withinOneWindow(60, async (attempt) => [
        ...(await fromClient(call, `203.0.113.${20 + attempt}`)),
        ...(await fromClient(call, `203.0.113.${30 + attempt}`, 1)),
      ]);
      assert.deepEqual(seen, [
        [200, null],
        [200, null],
        [429, '10'],
        [200, null],
      ]);
    });

    it('are counted by the isolate when RATE_LIMITER is not a binding', async () => {
      const lines = consoleLines();
      const {call} = await isolate({PROXY_RATE_LIMIT: '2/0.01', RATE_LIMITER: 'on'});
      assert.deepEqual(
        (await fromClient(call, '198.51.100.3')).map(([status]) => status),
        [200, 200, 429],
      );
      assert.deepEqual(lines, []);
    });
  });

  describe('when misconfigured', () => {
    const MISCONFIGURED =
      '{"error":{"code":"misconfigured","message":"The proxy is not configured."}}';

    it('answers 500 in JSON, asks nothing upstream, and logs the setting at fault', async () => {
      const lines = consoleLines();
      const {call, requests} = await isolate({VIDEO_API_KEY: ' '});
      const response = await call('/api/video/content/video/1001');
      assert.equal(response.status, 500);
      assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(response.text, MISCONFIGURED);
      assert.deepEqual(lines, [['error', 'video proxy: set VIDEO_API_KEY.']]);
      assert.equal((await requests()).length, 0);
    });

    it('never logs the key, even when the key is at fault', async () => {
      const lines = consoleLines();
      const {call} = await isolate({VIDEO_API_KEY: `${KEY}\r\nx-admin: 1`});
      assert.equal((await call('/api/video/content/video/1001')).text, MISCONFIGURED);
      assert.deepEqual(lines, [
        ['error', 'video proxy: apiKey must be a non-empty string on one line.'],
      ]);
    });

    it('logs a failure other than a setting’s without its message, which may hold anything', async () => {
      const lines = consoleLines();
      const env = {
        get RATE_LIMITER(): unknown {
          throw new Error(`binding failed with ${KEY}`);
        },
      };
      const {call} = await isolate(env);
      const response = await call('/api/video/content/video/1001');
      assert.equal(response.status, 500);
      assert.equal(response.text, MISCONFIGURED);
      assert.deepEqual(lines, [['error', 'video proxy: invalid settings.']]);
    });
  });
});
