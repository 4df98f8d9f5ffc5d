import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {MemoryRateStore} from '../../src/proxy/rate-limit.js';

/** The store's `take` for one bucket shape, on a clock the test sets. */
function tokenBuckets(burst: number, perSecond: number, now: () => number) {
  const store = new MemoryRateStore();
  return (client: string) => store.take(client, burst, perSecond, now());
}
import {BASE, errorCode, scopedProxy, startStandIn, type StandIns} from './harness.js';

const LIST = `${BASE}/content/video?limit=2`;

describe('MemoryRateStore', () => {
  it('allows a burst, then one request per refill, per client', async () => {
    let now = 0;
    const take = tokenBuckets(3, 1, () => now);
    assert.deepEqual(await Promise.all([take('a'), take('a'), take('a'), take('a')]), [0, 0, 0, 1]);
    assert.equal(await take('b'), 0);
    now += 1000;
    assert.deepEqual(await Promise.all([take('a'), take('a')]), [0, 1]);
  });

  it('tells how many whole seconds until the next token', async () => {
    let now = 0;
    const take = tokenBuckets(1, 0.1, () => now);
    await take('a');
    assert.equal(await take('a'), 10);
    now += 5000;
    assert.equal(await take('a'), 5);
  });

  it('remembers 10,000 clients, forgetting the least recently seen beyond them', async () => {
    const take = tokenBuckets(1, 0.001, () => 0);
    assert.equal(await take('a'), 0);
    for (let i = 0; i < 9_999; i++) await take(`c${i}`);
    assert.ok((await take('a')) > 0, 'still remembered after 9,999 others');
    for (let i = 0; i < 10_000; i++) await take(`d${i}`);
    assert.equal(await take('a'), 0, 'forgotten after 10,000 others: a full bucket again');
  });

  it('refills for time passed, never for a clock that went back', async () => {
    let now = 10_000;
    const take = tokenBuckets(1, 1, () => now);
    await take('a');
    now = 5_000;
    assert.equal(await take('a'), 1);
  });

  it('never holds more than the burst', async () => {
    let now = 0;
    const take = tokenBuckets(2, 10, () => now);
    now += 60_000;
    assert.deepEqual(await Promise.all([take('a'), take('a'), take('a')]), [0, 0, 1]);
  });
});

describe('the proxy rate limit', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());
  const client = (clientAddress: string) => ({clientAddress});

  it('answers 429 with Retry-After once a client has used its burst', async () => {
    const {call, clock} = scopedProxy(standIns.serviceUrl, {
      rateLimit: {burst: 2, perSecond: 0.5},
    });
    assert.equal((await call(LIST, undefined, client('203.0.113.1'))).status, 200);
    assert.equal((await call(LIST, undefined, client('203.0.113.1'))).status, 200);
    const limited = await call(LIST, undefined, client('203.0.113.1'));
    assert.equal(limited.status, 429);
    assert.equal(limited.headers.get('retry-after'), '2');
    assert.equal(await errorCode(limited), 'rate-limited');
    assert.equal((await call(LIST, undefined, client('203.0.113.2'))).status, 200);
    clock.now += 2000;
    assert.equal((await call(LIST, undefined, client('203.0.113.1'))).status, 200);
  });

  it('counts refused requests too, so probing costs tokens', async () => {
    const {call, requests} = scopedProxy(standIns.serviceUrl, {
      rateLimit: {burst: 1, perSecond: 0.01},
    });
    assert.equal((await call(`${BASE}/nope`, undefined, client('a'))).status, 404);
    assert.equal((await call(LIST, undefined, client('a'))).status, 429);
    assert.equal((await requests()).length, 0);
  });

  it('limits by a key of the caller’s choosing', async () => {
    const {call} = scopedProxy(standIns.serviceUrl, {
      rateLimit: {
        burst: 1,
        perSecond: 0.01,
        key: (request) => request.headers.get('x-user') ?? 'anon',
      },
    });
    assert.equal((await call(LIST, {headers: {'x-user': 'u1'}})).status, 200);
    assert.equal((await call(LIST, {headers: {'x-user': 'u1'}})).status, 429);
    assert.equal((await call(LIST, {headers: {'x-user': 'u2'}})).status, 200);
  });

  it('does not limit a request whose client is unknown', async () => {
    const {call} = scopedProxy(standIns.serviceUrl, {rateLimit: {burst: 1, perSecond: 0.01}});
    for (let i = 0; i < 3; i++) assert.equal((await call(LIST)).status, 200);
  });

  it('is on by default', async () => {
    const {call} = scopedProxy(standIns.serviceUrl, {rateLimit: undefined});
    const statuses = [];
    for (let i = 0; i < 61; i++) statuses.push((await call(LIST, undefined, client('c'))).status);
    assert.equal(statuses.filter((s) => s === 200).length, 60);
    assert.equal(statuses.at(-1), 429);
  });
});
