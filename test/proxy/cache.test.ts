import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {MemoryAnswerStore} from '../../src/proxy/answer-cache.js';
import type {Answer} from '../../src/proxy/upstream.js';
import {BASE, scopedProxy, startStandIn, type StandIns} from './harness.js';

const LIST = `${BASE}/content/video?categoryName=Investing%20Basics&limit=3`;

describe('MemoryAnswerStore', () => {
  const answer: Answer = {status: 200, body: new Uint8Array(1), etag: '"e"', storedAt: 0};

  it('keeps 1000 answers, forgetting the least recently used beyond them', async () => {
    const store = new MemoryAnswerStore(() => 0);
    for (let i = 0; i < 1000; i++) await store.set(`/k${i}`, answer, 60_000);
    await store.get('/k0');
    await store.set('/k1000', answer, 60_000);
    assert.ok(await store.get('/k0'));
    assert.equal(await store.get('/k1'), undefined);
    assert.ok(await store.get('/k2'));
    assert.ok(await store.get('/k1000'));
  });

  it('forgets an answer once its keep time is over', async () => {
    let now = 0;
    const store = new MemoryAnswerStore(() => now);
    await store.set('/k', answer, 1500);
    assert.equal(await store.get('/k'), answer);
    now = 1499;
    assert.equal(await store.get('/k'), answer);
    now = 1500;
    assert.equal(await store.get('/k'), undefined);
    now = 0;
    assert.equal(await store.get('/k'), undefined);
  });

  it('keeps nothing for a keep time of 0', async () => {
    const store = new MemoryAnswerStore(() => 0);
    await store.set('/k', answer, 0);
    assert.equal(await store.get('/k'), undefined);
  });

  it('forgets no other answer for one kept 0 ms or less, even when it holds 1000', async () => {
    const store = new MemoryAnswerStore(() => 0);
    for (let i = 0; i < 1000; i++) await store.set(`/k${i}`, answer, 60_000);
    await store.set('/none', answer, 0);
    await store.set('/negative', answer, -1);
    assert.ok(await store.get('/k0'));
    assert.ok(await store.get('/k1'));
    assert.equal(await store.get('/none'), undefined);
  });
});

describe('the proxy cache', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());
  const scoped = (options = {}) => scopedProxy(standIns.serviceUrl, options);

  it('makes one upstream call for 100 identical concurrent requests', async () => {
    const {call, requests, fault} = scoped();
    await fault({delayMs: 100});
    const responses = await Promise.all(Array.from({length: 100}, () => call(LIST)));
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    assert.ok(responses.every((r) => r.status === 200));
    assert.equal(bodies.size, 1);
    assert.equal((await requests()).length, 1);
  });

  it('coalesces concurrent requests even with cacheTtl 0, but caches nothing', async () => {
    const {call, requests} = scoped({cacheTtl: 0});
    await Promise.all(Array.from({length: 10}, () => call(LIST)));
    assert.equal((await requests()).length, 1);
    const response = await call(LIST);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-cache'), 'MISS');
    await call(LIST);
    assert.equal((await requests()).length, 3);
  });

  it('serves a fresh answer from memory with its age, then asks again once it is old', async () => {
    const {call, requests, clock} = scoped({cacheTtl: 60});
    assert.equal((await call(LIST)).headers.get('x-cache'), 'MISS');
    clock.now += 59_500;
    const hit = await call(LIST);
    assert.equal(hit.headers.get('x-cache'), 'HIT');
    assert.equal(hit.headers.get('age'), '59');
    assert.equal((await requests()).length, 1);
    clock.now += 1000;
    const renewed = await call(LIST);
    assert.equal(renewed.headers.get('x-cache'), 'MISS');
    assert.equal(renewed.headers.get('age'), '0');
    assert.equal((await requests()).length, 2);
  });

  it('treats parameter order as one request, and different parameters as another', async () => {
    const {call, requests} = scoped();
    await call(`${BASE}/content/video?limit=3&categoryName=Investing%20Basics`);
    await call(`${BASE}/content/video?categoryName=Investing+Basics&limit=3`);
    assert.equal((await requests()).length, 1);
    await call(`${BASE}/content/video?categoryName=Investing%20Basics&limit=4`);
    assert.equal((await requests()).length, 2);
  });

  it('tells CDNs how long to keep and when to serve stale', async () => {
    const response = await scoped({cacheTtl: 30, staleTtl: 300}).call(LIST);
    assert.equal(
      response.headers.get('cache-control'),
      'public, max-age=30, s-maxage=30, stale-while-revalidate=300, stale-if-error=300',
    );
    assert.equal(response.headers.get('vary'), 'Origin, Accept-Encoding');
  });

  it('caches "no such video" too', async () => {
    const {call, requests} = scoped();
    assert.equal((await call(`${BASE}/content/video/987654`)).status, 404);
    assert.equal((await call(`${BASE}/content/video/987654`)).status, 404);
    assert.equal((await requests()).length, 1);
  });

  it('serves HEAD from the cache', async () => {
    const {call, requests} = scoped();
    await call(LIST);
    const head = await call(LIST, {method: 'HEAD'});
    assert.equal(head.headers.get('x-cache'), 'HIT');
    assert.equal(head.body, null);
    assert.equal((await requests()).length, 1);
  });

  describe('when the upstream fails after an answer was stored', () => {
    for (const [what, fault] of [
      ['a 500', {status: 500}],
      ['a 429', {status: 429}],
      ['a dropped connection', {drop: true}],
      ['a timeout', {delayMs: 3000}],
    ] as const) {
      it(`serves the stale answer on ${what}`, async () => {
        // A time-out a loaded machine's first answer stays well within (with 200 ms, a fresh
        // run's first call once timed out, so no answer was kept), the fault's delay well past it.
        const {call, fault: inject, clock} = scoped({cacheTtl: 60, staleTtl: 600, timeout: 1000});
        const first = await call(LIST);
        assert.equal(first.status, 200, 'the answer to keep came');
        const fresh = await first.text();
        clock.now += 120_000;
        await inject(fault);
        const stale = await call(LIST);
        assert.equal(stale.status, 200);
        assert.equal(stale.headers.get('x-cache'), 'STALE');
        assert.equal(stale.headers.get('age'), '120');
        assert.equal(await stale.text(), fresh);
      });
    }

    it('answers the error once the answer is past the stale window', async () => {
      const {call, fault, clock} = scoped({cacheTtl: 60, staleTtl: 600});
      await call(LIST);
      clock.now += 661_000;
      await fault({status: 500});
      assert.equal((await call(LIST)).status, 502);
    });

    it('does not serve stale when the upstream refuses the request itself', async () => {
      const {call, fault, clock} = scoped();
      await call(LIST);
      clock.now += 120_000;
      await fault({status: 400});
      assert.equal((await call(LIST)).status, 400);
    });

    it('stores the next good answer again', async () => {
      const {call, fault, clock, requests} = scoped();
      await call(LIST);
      clock.now += 120_000;
      await fault({status: 500});
      await call(LIST);
      assert.equal((await call(LIST)).headers.get('x-cache'), 'MISS');
      assert.equal((await call(LIST)).headers.get('x-cache'), 'HIT');
      assert.equal((await requests()).length, 3);
    });
  });

  describe('validation', () => {
    it('answers 304 to a matching If-None-Match without asking the upstream', async () => {
      const {call, requests} = scoped();
      const first = await call(LIST);
      const etag = first.headers.get('etag') ?? '';
      assert.match(etag, /^"[0-9a-f]{24}"$/);
      for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
        const response = await call(LIST, {headers: {'if-none-match': header}});
        assert.equal(response.status, 304, header);
        assert.equal(response.body, null);
        assert.equal(response.headers.get('etag'), etag);
        assert.match(response.headers.get('cache-control') ?? '', /s-maxage/);
      }
      assert.equal((await requests()).length, 1);
    });

    it('answers 200 to an If-None-Match of another version', async () => {
      const {call} = scoped();
      await call(LIST);
      const response = await call(LIST, {headers: {'if-none-match': '"stale"'}});
      assert.equal(response.status, 200);
    });

    it('gives one answer one ETag and another answer another', async () => {
      const {call} = scoped();
      const a = (await call(LIST)).headers.get('etag');
      const b = (await call(LIST)).headers.get('etag');
      const c = (await call(`${BASE}/content/video/1001`)).headers.get('etag');
      assert.equal(a, b);
      assert.notEqual(a, c);
    });
  });
});
