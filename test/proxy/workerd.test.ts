// The Workers module inside workerd itself (through miniflare), against the stand-in service.
// worker-module.test.ts calls the same module in Node, where Stryker's coverage sees it.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {Miniflare} from 'miniflare';
import {KEY, scope, startStandIn, type StandIns} from './harness.js';
import {withinOneWindow} from './workerd-runtime.js';

const WORKER = fileURLToPath(new URL('../../src/proxy/worker.ts', import.meta.url));

// The rate-limiting binding as docs/proxy.md configures it (the docs' test holds it verbatim).
const RATE_LIMITER_TOML = `[[ratelimits]]
name = "RATE_LIMITER"
namespace_id = "1001"
simple = { limit = 100, period = 60 }
`;

/** The Workers module as one ES module, bundled for no platform in particular. */
async function bundleWorker(): Promise<string> {
  const result = await build({
    entryPoints: [WORKER],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

describe('the Workers module in workerd', {timeout: 120_000}, () => {
  let standIns: StandIns;
  let script: string;
  const workers: Miniflare[] = [];
  before(async () => {
    [standIns, script] = await Promise.all([startStandIn(), bundleWorker()]);
  });
  after(async () => {
    await Promise.all(workers.map((worker) => worker.dispose()));
    await standIns.close();
  });

  /**
   * A worker onto a fresh scope; `bindings` add to or replace its environment, `limits` are
   * rate-limiting bindings as Miniflare simulates them.
   */
  async function worker(
    bindings: Record<string, string> = {},
    limits: Record<string, {simple: {limit: number; period: 10 | 60}}> = {},
  ) {
    const target = scope(standIns.serviceUrl);
    const options = {
      ratelimits: limits,
      // Listed, not discovered: the bundle's one dynamic import (the Redis client, never
      // loaded on Workers) has a computed name Miniflare's discovery refuses.
      modules: [{type: 'ESModule' as const, path: 'worker.js', contents: script}],
      compatibilityDate: '2025-07-01',
      bindings: {VIDEO_API_BASE: target.upstream, VIDEO_API_KEY: KEY, ...bindings},
    };
    const mf = new Miniflare(options);
    workers.push(mf);
    await mf.ready;
    const call = async (
      path: string,
      init?: {method?: string; headers?: Record<string, string>},
    ) => {
      const response = await mf.dispatchFetch(`https://widgets.test${path}`, init);
      const text = await response.text();
      return {status: response.status, headers: response.headers, text};
    };
    /** Starts the Worker afresh: a new isolate, its memory gone, the data centre's cache kept. */
    const restart = () => mf.setOptions(options);
    return {...target, call, restart, mf};
  }

  it('bundles without Node-only imports', () => {
    assert.doesNotMatch(script, /from\s*["']node:|require\(/);
  });

  it('forwards a list request with the key, and serves the repeat from memory', async () => {
    const {call, requests} = await worker();
    const first = await call('/api/video/content/video?categoryName=Investing%20Basics&limit=2');
    assert.equal(first.status, 200);
    assert.equal((JSON.parse(first.text) as {data: {items: unknown[]}}).data.items.length, 2);
    assert.ok(!`${first.text}${JSON.stringify([...first.headers])}`.includes(KEY));
    const second = await call('/api/video/content/video?limit=2&categoryName=Investing+Basics');
    assert.equal(second.headers.get('x-cache'), 'HIT');
    const logged = await requests();
    assert.equal(logged.length, 1);
    assert.equal(logged[0]?.apiKeyValid, true);
    assert.equal(logged[0]?.accept, 'application/json');
  });

  it('keeps answers in the data centre’s cache, which a new isolate serves', async () => {
    const {call, requests, restart} = await worker();
    const first = await call('/api/video/content/video/1001');
    assert.equal(first.headers.get('x-cache'), 'MISS');
    const missing = await call('/api/video/content/video/987654');
    assert.equal(missing.status, 404);
    await restart();
    const again = await call('/api/video/content/video/1001');
    assert.equal(again.headers.get('x-cache'), 'HIT');
    assert.equal(again.headers.get('etag'), first.headers.get('etag'));
    assert.equal(again.text, first.text);
    const stillMissing = await call('/api/video/content/video/987654');
    assert.equal(stillMissing.status, 404);
    assert.equal(stillMissing.headers.get('x-cache'), 'HIT');
    assert.equal((await requests()).length, 2);
  });

  it('makes one upstream call for 100 concurrent identical requests', async () => {
    const {call, requests, fault} = await worker({PROXY_RATE_LIMIT: 'off'});
    await fault({delayMs: 100});
    const responses = await Promise.all(
      Array.from({length: 100}, () => call('/api/video/content/video/1001')),
    );
    assert.ok(responses.every((r) => r.status === 200));
    // Every response carries the whole record: the shared cached bytes are not consumed.
    assert.equal(new Set(responses.map((r) => r.text)).size, 1);
    assert.match(responses[99]!.text, /"id":1001/);
    assert.equal((await requests()).length, 1);
  });

  it('refuses everything else before the upstream', async () => {
    const {call, requests} = await worker();
    for (const [path, init] of [
      ['/api/video/content/video%2F1001', undefined],
      ['/api/video/content/video/../../admin', undefined],
      ['/api/video/content/video?limit=1&url=http://evil.test', undefined],
      ['/api/video/content/video', {method: 'POST'}],
      ['/api/video/content/video', {headers: {origin: 'https://evil.test'}}],
    ] as const) {
      const response = await call(path, init);
      assert.ok(response.status >= 400 && response.status < 500, `${path}: ${response.status}`);
      assert.match(response.headers.get('content-type') ?? '', /json/);
    }
    assert.equal((await requests()).length, 0);
  });

  it('limits each client by the address Cloudflare reports', async () => {
    const {call} = await worker({PROXY_RATE_LIMIT: '2/0.01'});
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call('/api/video/content/video/1001')).status);
    assert.deepEqual(statuses, [200, 200, 429]);
  });

  it('counts limits in the rate-limiting binding RATE_LIMITER when there is one', async () => {
    // The binding of the docs, its limit lowered to 2 per client; the isolate's own bucket
    // would let 100 through.
    const name = /^name = "(\w+)"$/m.exec(RATE_LIMITER_TOML)?.[1] ?? '';
    const period = Number(/period = (\d+)/.exec(RATE_LIMITER_TOML)?.[1]) as 10 | 60;
    const {call} = await worker(
      {PROXY_RATE_LIMIT: '100/100'},
      {[name]: {simple: {limit: 2, period}}},
    );
    const statuses = async (ip: string) => {
      const seen = [];
      for (let i = 0; i < 3; i++) {
        const response = await call('/api/video/content/video/1001', {
          headers: {'cf-connecting-ip': ip},
        });
        seen.push([response.status, response.headers.get('retry-after')]);
      }
      return seen;
    };
    const seen = await withinOneWindow(period, async (attempt) => [
      ...(await statuses(`203.0.113.${7 + 2 * attempt}`)),
      (await statuses(`203.0.113.${8 + 2 * attempt}`))[0],
    ]);
    assert.deepEqual(seen, [
      [200, null],
      [200, null],
      [429, '10'],
      [200, null],
    ]);
  });

  it('sends the stored gzip to a client that accepts it, compressed once, not twice', async () => {
    const {call, mf} = await worker();
    const path = '/api/video/content/video?limit=12';
    await call(path);
    const hit = await mf.dispatchFetch(`https://widgets.test${path}`, {
      headers: {'accept-encoding': 'gzip, br'},
    });
    assert.equal(hit.headers.get('x-cache'), 'HIT');
    // Miniflare hands workerd's Content-Encoding on under this name, and decodes the body.
    assert.equal(hit.headers.get('mf-content-encoding'), 'gzip');
    assert.equal(hit.headers.get('vary'), 'Origin, Accept-Encoding');
    assert.match(hit.headers.get('etag') ?? '', /^"[0-9a-f]{24}-gzip"$/);
    // Decoded once, it is the answer itself: the runtime did not gzip the gzip again.
    const text = await hit.text();
    assert.equal((JSON.parse(text) as {data: {items: unknown[]}}).data.items.length, 12);
    assert.ok(Number(hit.headers.get('content-length')) < text.length / 2);
  });

  it('answers 502, naming nothing of the upstream, when it fails', async () => {
    const {call, fault} = await worker();
    await fault({status: 500, body: 'stack trace at db-7'});
    const response = await call('/api/video/content/video');
    assert.equal(response.status, 502);
    assert.doesNotMatch(response.text, /db-7|127\.0\.0\.1/);
  });

  it('takes its settings from the environment, and says so when the key is missing', async () => {
    const {call} = await worker({VIDEO_API_KEY: ''});
    const response = await call('/api/video/content/video');
    assert.equal(response.status, 500);
    assert.match(response.text, /not configured/);
  });
});
