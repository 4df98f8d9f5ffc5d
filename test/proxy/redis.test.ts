// Several proxy instances sharing one real redis-server: one upstream call per answer, limits
// that hold across instances, and memory when Redis dies, Redis again when it is back.
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it} from 'node:test';
import {createVideoProxy, type VideoProxyOptions} from '../../src/proxy/index.js';
import {BASE, KEY, ORIGIN, scope, startStandIn, type StandIns} from './harness.js';
import {freePort, startRedis} from './redis-server.js';

const LIST = `${BASE}/content/video?categoryName=Investing%20Basics&limit=3`;

describe('proxy instances sharing Redis', () => {
  let standIns: StandIns;
  let port: number;
  let redis: Awaited<ReturnType<typeof startRedis>>;
  before(async () => {
    port = await freePort();
    [standIns, redis] = await Promise.all([startStandIn(), startRedis(port)]);
  });
  const opened: Array<{close(): Promise<void>}> = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((proxy) => proxy.close()));
  });
  after(async () => {
    await redis.stop();
    await standIns.close();
  });

  /** `count` proxies onto one fresh scope of the stand-in, sharing the Redis server. */
  function instances(count: number, options: Partial<VideoProxyOptions> = {}) {
    const target = scope(standIns.serviceUrl);
    const logs: string[] = [];
    const proxies = Array.from({length: count}, () => {
      const proxy = createVideoProxy({
        upstream: target.upstream,
        apiKey: KEY,
        basePath: BASE,
        rateLimit: false,
        redisUrl: `redis://127.0.0.1:${port}`,
        log: (line) => logs.push(line),
        ...options,
      });
      opened.push(proxy);
      return (path: string, clientAddress?: string) =>
        proxy(new Request(`${ORIGIN}${path}`), {clientAddress});
    });
    return {...target, proxies, logs};
  }

  it('makes one upstream call for 400 concurrent requests spread over 4 instances', async () => {
    const {proxies, requests, fault, logs} = instances(4);
    // Running instances: each has connected to Redis (and loaded its client) before the burst.
    for (const proxy of proxies)
      assert.equal((await proxy(`${BASE}/content/video/1001`)).status, 200);
    await fault({delayMs: 200});
    const responses = await Promise.all(Array.from({length: 400}, (_, i) => proxies[i % 4]!(LIST)));
    assert.deepEqual(new Set(responses.map((r) => r.status)), new Set([200]));
    const bodies = new Set(await Promise.all(responses.map((r) => r.text())));
    assert.equal(bodies.size, 1);
    assert.deepEqual(logs, []);
    const lists = (await requests()).filter((request) => request.path === '/content/video');
    assert.equal(lists.length, 1);
  });

  it('serves what one instance fetched from every other, with the same ETag', async () => {
    const {proxies, requests} = instances(2);
    const first = await proxies[0]!(`${BASE}/content/video/1001`);
    const second = await proxies[1]!(`${BASE}/content/video/1001`);
    assert.equal(second.headers.get('x-cache'), 'HIT');
    assert.equal(second.headers.get('etag'), first.headers.get('etag'));
    assert.equal(await second.text(), await first.text());
    assert.equal((await requests()).length, 1);
  });

  it('limits a client over its limit on one instance on every instance', async () => {
    const {proxies} = instances(3, {rateLimit: {burst: 2, perSecond: 0.01}});
    const client = `203.0.113.${Math.floor(Math.random() * 250)}`;
    assert.equal((await proxies[0]!(LIST, client)).status, 200);
    assert.equal((await proxies[0]!(LIST, client)).status, 200);
    for (const proxy of proxies) {
      const limited = await proxy(LIST, client);
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '100');
    }
    assert.equal((await proxies[1]!(LIST, `${client}0`)).status, 200);
  });

  it('answers every request on memory when Redis dies, logs once, and shares again once it is back', async () => {
    const {proxies, logs, requests} = instances(2);
    const [a, b] = proxies as [(typeof proxies)[0], (typeof proxies)[0]];
    assert.equal((await a(LIST)).status, 200);
    await redis.stop();
    for (let i = 0; i < 10; i++) {
      assert.equal((await a(`${BASE}/content/video?limit=${i + 1}`)).status, 200);
      assert.equal((await a(LIST)).status, 200);
    }
    assert.equal(logs.length, 1, logs.join('\n'));
    assert.match(
      logs[0]!,
      /^video proxy: the shared store failed \(.+\); using this instance’s memory/,
    );
    assert.ok(!logs[0]!.includes(KEY));

    redis = await startRedis(port);
    // The instance tries Redis again every second; wait for it to say it is back.
    const deadline = performance.now() + 15_000;
    while (!logs.some((line) => line.includes('store is back')) && performance.now() < deadline) {
      await a(LIST);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    assert.equal(logs.length, 2, logs.join('\n'));
    const before = (await requests()).length;
    assert.equal((await a(`${BASE}/content/video/1002`)).status, 200);
    const shared = await b(`${BASE}/content/video/1002`);
    assert.equal(shared.headers.get('x-cache'), 'HIT');
    assert.equal((await requests()).length, before + 1);
  });

  it('refuses a redisUrl that is not one, without repeating it', () => {
    assert.throws(
      () => createVideoProxy({upstream: 'https://v.test', apiKey: KEY, redisUrl: 'pw@host'}),
      (error: Error) => error instanceof TypeError && !error.message.includes('pw@host'),
    );
  });
});
