// Several proxy instances sharing one real redis-server: one upstream call per answer, limits
// that hold across instances, and memory when Redis dies, Redis again when it is back.
import assert from 'node:assert/strict';
import {after, afterEach, before, describe, it} from 'node:test';
import {createClient} from 'redis';
import {gzip} from '../../src/proxy/encoding.js';
import {createVideoProxy, type VideoProxyOptions} from '../../src/proxy/index.js';
import {redisStores, type RedisStores} from '../../src/proxy/redis-stores.js';
import type {Answer} from '../../src/proxy/upstream.js';
import {BASE, KEY, ORIGIN, scope, startStandIn, type StandIns} from './harness.js';
import {freePort, startRedis} from './redis-server.js';

const LIST = `${BASE}/content/video?categoryName=Investing%20Basics&limit=3`;

/**
 * Sends `request` every 100 ms, for at most 15 s, until the instance logs that the shared store
 * is back: it tries Redis again every second, and only a request makes it try.
 */
async function untilBack(logs: string[], request: () => Promise<unknown>) {
  const deadline = performance.now() + 15_000;
  while (!logs.some((line) => line.includes('store is back')) && performance.now() < deadline) {
    await request();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

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
    await untilBack(logs, () => a(LIST));
    assert.equal(logs.length, 2, logs.join('\n'));
    const before = (await requests()).length;
    assert.equal((await a(`${BASE}/content/video/1002`)).status, 200);
    const shared = await b(`${BASE}/content/video/1002`);
    assert.equal(shared.headers.get('x-cache'), 'HIT');
    assert.equal((await requests()).length, before + 1);
  });

  it(
    'answers on memory at once when Redis is down from the start, and shares once it is up',
    {timeout: 30_000},
    async () => {
      const downPort = await freePort();
      const {proxies, logs} = instances(2, {redisUrl: `redis://127.0.0.1:${downPort}`});
      const [a, b] = proxies as [(typeof proxies)[0], (typeof proxies)[0]];
      // The first attempt's refusal is the cause: a command that waited for the server would
      // have failed on the store fallback's own net instead ("no answer within 10000 ms").
      for (let i = 0; i < 5; i++) assert.equal((await a(LIST)).status, 200);
      assert.deepEqual(logs, [
        'video proxy: the shared store failed (Error ECONNREFUSED: connect ECONNREFUSED ' +
          `127.0.0.1:${downPort}); using this instance’s memory until it is back`,
      ]);

      const late = await startRedis(downPort);
      try {
        await untilBack(logs, () => a(`${BASE}/content/video/1003`));
        assert.equal(logs.length, 2, logs.join('\n'));
        assert.equal((await a(`${BASE}/content/video/1004`)).status, 200);
        assert.equal((await b(`${BASE}/content/video/1004`)).headers.get('x-cache'), 'HIT');
      } finally {
        await late.stop();
      }
    },
  );

  it('refuses a redisUrl that is not one, without repeating it', () => {
    assert.throws(
      () => createVideoProxy({upstream: 'https://v.test', apiKey: KEY, redisUrl: 'pw@host'}),
      (error: Error) => error instanceof TypeError && !error.message.includes('pw@host'),
    );
  });
});

// Bounded: a client that cannot reach the server retries without end rather than failing.
describe('redisStores', {timeout: 30_000}, () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;
  let url: string;
  /** A client of the test's own, to see what the stores keep. */
  let raw: ReturnType<typeof createClient>;
  before(async () => {
    const port = await freePort();
    redis = await startRedis(port);
    url = `redis://127.0.0.1:${port}`;
    raw = createClient({url});
    await raw.connect();
  });
  const opened: RedisStores[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((stores) => stores.close()));
  });
  after(async () => {
    raw.destroy();
    await redis.stop();
  });

  /** Stores for a fresh upstream (the key namespace), and that namespace. */
  function stores(namespace = `https://v.test/${Math.random().toString(36).slice(2)}`) {
    const opening = redisStores(url, namespace);
    opened.push(opening);
    return Object.assign(opening, {namespace});
  }

  const body = new TextEncoder().encode(JSON.stringify({videos: ['a', 'b', 'c']}));

  it('gives back a gzipped answer as it was, keeping only the gzip after a header line', async () => {
    const {answers, namespace} = stores();
    const answer: Answer = {
      status: 200,
      body,
      gzip: await gzip(body),
      etag: '"e1"',
      storedAt: 1234,
    };
    await answers.set('/a', answer, 60_000);
    assert.deepEqual(await answers.get('/a'), answer);
    const value = await raw.sendCommand<Buffer>(['GET', `vcw-proxy:${namespace}:answer:/a`], {
      typeMapping: {36: Buffer},
    });
    assert.deepEqual(
      value,
      Buffer.concat([
        Buffer.from('{"status":200,"etag":"\\"e1\\"","storedAt":1234,"gzip":true}\n'),
        answer.gzip!,
      ]),
    );
  });

  it('gives back an answer kept without gzip as plain bytes, with no gzip', async () => {
    const {answers} = stores();
    const answer: Answer = {status: 404, body, etag: '"e2"', storedAt: 5};
    await answers.set('/plain', answer, 60_000);
    assert.deepEqual(await answers.get('/plain'), answer);
  });

  it('reads an entry of an earlier version, whose header does not say gzip, as gzipped', async () => {
    const {answers, namespace} = stores();
    const gzipped = await gzip(body);
    const header = Buffer.from('{"status":200,"etag":"\\"e3\\"","storedAt":9}\n');
    await raw.set(`vcw-proxy:${namespace}:answer:/old`, Buffer.concat([header, gzipped]));
    assert.deepEqual(await answers.get('/old'), {
      status: 200,
      etag: '"e3"',
      storedAt: 9,
      body,
      gzip: gzipped,
    });
  });

  it('finds nothing it never kept, nor what the stores of another upstream kept', async () => {
    const one = stores();
    const other = stores();
    await other.answers.set('/a', {status: 200, body, etag: '"e"', storedAt: 0}, 60_000);
    assert.equal(await one.answers.get('/a'), undefined);
    assert.equal(await other.answers.get('/b'), undefined);
  });

  it('keeps an answer for its keep time, in whole milliseconds', async () => {
    const {answers, namespace} = stores();
    await answers.set('/a', {status: 200, body, etag: '"e"', storedAt: 0}, 60_000.5);
    const left = await raw.pTTL(`vcw-proxy:${namespace}:answer:/a`);
    assert.ok(left > 0 && left <= 60_001, String(left));
  });

  it('grants a claim to one caller until it is released', async () => {
    const {answers, namespace} = stores();
    const elsewhere = stores(namespace);
    assert.equal(await answers.claim!('/a', 60_000), true);
    assert.equal(await answers.claim!('/a', 60_000), false);
    assert.equal(await elsewhere.answers.claim!('/a', 60_000), false);
    assert.equal(await answers.claim!('/b', 60_000), true);
    await answers.release!('/a');
    assert.equal(await elsewhere.answers.claim!('/a', 60_000), true);
  });

  it('lets a claim that is never released expire after its time', async () => {
    const {answers, namespace} = stores();
    assert.equal(await answers.claim!('/a', 30_000), true);
    const left = await raw.pTTL(`vcw-proxy:${namespace}:claim:/a`);
    assert.ok(left > 0 && left <= 30_000, String(left));
  });

  it('takes tokens from one bucket per client, refilled at its rate', async () => {
    const {rates} = stores();
    assert.equal(await rates.take('203.0.113.1', 2, 0.5, 10_000), 0);
    assert.equal(await rates.take('203.0.113.1', 2, 0.5, 10_000), 0);
    assert.equal(await rates.take('203.0.113.1', 2, 0.5, 10_000), 2);
    assert.equal(await rates.take('203.0.113.2', 2, 0.5, 10_000), 0);
    assert.equal(await rates.take('203.0.113.1', 2, 0.5, 12_000), 0);
    assert.equal(await rates.take('203.0.113.1', 2, 0.5, 12_000), 2);
  });

  it('keeps everything under keys named after the upstream', async () => {
    const {answers, rates, namespace} = stores();
    await answers.set('/a', {status: 200, body, etag: '"e"', storedAt: 0}, 60_000);
    await answers.claim!('/b', 60_000);
    await rates.take('203.0.113.1', 2, 1, 0);
    const keys = await raw.keys(`vcw-proxy:${namespace}:*`);
    assert.deepEqual(keys.sort(), [
      `vcw-proxy:${namespace}:answer:/a`,
      `vcw-proxy:${namespace}:claim:/b`,
      `vcw-proxy:${namespace}:rate:203.0.113.1`,
    ]);
    assert.equal(await raw.get(`vcw-proxy:${namespace}:claim:/b`), '1');
  });

  it('fails every command once closed before it had connected', async () => {
    const {answers} = stores();
    // Closed in the same tick: the redis client has not even been loaded yet.
    await opened.pop()!.close();
    await assert.rejects(answers.get('/a'), {name: 'Error', message: 'closed'});
  });

  it('fails every command once closed after it had connected', async () => {
    const {answers} = stores();
    assert.equal(await answers.get('/a'), undefined);
    await opened.pop()!.close();
    await assert.rejects(answers.get('/a'), {message: 'The client is closed'});
  });
});
