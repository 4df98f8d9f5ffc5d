// Benchmark, not a test: cache-hit throughput of the proxy's Node server (answers in memory, and
// in a real redis-server) next to a bare Node HTTP server answering the same bytes, in the same
// run, under a bounded load on loopback; and the upstream calls of a burst across 4 instances.
//   npm run bench:proxy     (BENCH_SECONDS=5, BENCH_CONNECTIONS=32)
// The servers run in a child process, so the load generator does not share their event loop.
import {fork} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';

const KEY = 'bench-key';
const BASE = '/api/video';
const PATH = `${BASE}/content/video?categoryName=Investing%20Basics&limit=12`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const INSTANCES = 4;
const BURST = 400;

if (process.argv[2] === 'serve') await serve();
else await measure();

/** Child: the stand-in, Redis, the proxies (caches warmed) and a bare server with their bytes. */
async function serve() {
  const {startStandIns} = await import('../demo/stand-in/start.js');
  const {createVideoProxy} = await import('../src/proxy/index.js');
  const {toNodeListener} = await import('../src/proxy/node-adapter.js');
  const {freePort, startRedis} = await import('../test/proxy/redis-server.ts');
  const redisPort = await freePort();
  const [standIns, redis] = await Promise.all([
    startStandIns({servicePort: 0, mediaPort: 0, apiKey: KEY}),
    startRedis(redisPort),
  ]);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  /** A proxy onto a scope of the stand-in; one client (the load generator) is not limited. */
  const proxyOnto = (scopeName, options = {}) =>
    createVideoProxy({
      upstream: `${standIns.serviceUrl}/scopes/${scopeName}`,
      apiKey: KEY,
      basePath: BASE,
      cacheTtl: 3600,
      rateLimit: false,
      ...options,
    });
  const proxy = proxyOnto('bench');
  const redisProxy = proxyOnto('bench', {redisUrl});
  const proxyServer = createServer(toNodeListener(proxy));
  const redisServer = createServer(toNodeListener(redisProxy));
  const proxyUrl = await listen(proxyServer);
  const redisProxyUrl = await listen(redisServer);
  await fetch(`${redisProxyUrl}${PATH}`);
  const burst = {
    memory: await burstCalls(standIns.serviceUrl, 'burst-memory', (name) => proxyOnto(name)),
    redis: await burstCalls(standIns.serviceUrl, 'burst-redis', (name) =>
      proxyOnto(name, {redisUrl}),
    ),
  };

  const warm = await fetch(`${proxyUrl}${PATH}`);
  const body = Buffer.from(await warm.arrayBuffer());
  const headers = Object.fromEntries(
    [...warm.headers].filter(([name]) => !['date', 'connection', 'keep-alive'].includes(name)),
  );
  const bareServer = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  const bareUrl = await listen(bareServer);

  process.on('message', async (message) => {
    if (message === 'upstream-calls') {
      const log = await (await fetch(`${standIns.serviceUrl}/__control/bench/requests`)).json();
      process.send?.({upstreamCalls: log.requests.length});
    } else if (message === 'stop') {
      for (const server of [proxyServer, redisServer, bareServer]) {
        server.closeAllConnections();
        server.close();
      }
      await Promise.all([proxy.close(), redisProxy.close()]);
      await Promise.all([standIns.close(), redis.stop()]);
      process.exit(0);
    }
  });
  process.send?.({
    proxyUrl,
    redisProxyUrl,
    bareUrl,
    burst,
    bytes: body.length,
    status: warm.status,
  });
}

/**
 * Upstream calls for BURST concurrent requests of one list spread over INSTANCES proxies made by
 * `make` (each onto the named scope), while the stand-in takes 100 ms to answer.
 */
async function burstCalls(serviceUrl, name, make) {
  const control = `${serviceUrl}/__control/${name}`;
  await fetch(`${control}/faults`, {method: 'POST', body: '{"faults":[{"delayMs":100}]}'});
  const proxies = Array.from({length: INSTANCES}, () => make(name));
  const request = () => new Request(`http://localhost${PATH}`);
  await Promise.all(Array.from({length: BURST}, (_, i) => proxies[i % INSTANCES](request())));
  await Promise.all(proxies.map((proxy) => proxy.close()));
  const log = await (await fetch(`${control}/requests`)).json();
  return log.requests.length;
}

/** @param {import('node:http').Server} server */
async function listen(server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

/** Parent: warms both servers up, then loads each for SECONDS and prints the comparison. */
async function measure() {
  const child = fork(fileURLToPath(import.meta.url), ['serve']);
  try {
    const [ready] = await once(child, 'message');
    if (ready.status !== 200) throw new Error(`the proxy answered ${ready.status} when warming up`);
    const load = (url, duration) =>
      autocannon({url: `${url}${PATH}`, connections: CONNECTIONS, duration});
    await load(ready.bareUrl, 1);
    await load(ready.proxyUrl, 1);
    await load(ready.redisProxyUrl, 1);
    const bare = await load(ready.bareUrl, SECONDS);
    const proxied = await load(ready.proxyUrl, SECONDS);
    const shared = await load(ready.redisProxyUrl, SECONDS);
    child.send('upstream-calls');
    const [{upstreamCalls}] = await once(child, 'message');

    const row = (name, r) => ({
      server: name,
      'req/s': Math.round(r.requests.average),
      'p50 ms': r.latency.p50,
      'p99 ms': r.latency.p99,
      errors: r.errors + r.timeouts + r.non2xx,
    });
    console.log(
      `${SECONDS} s per server, ${CONNECTIONS} connections, ${ready.bytes}-byte answer, 127.0.0.1`,
    );
    console.table([
      row('bare node:http', bare),
      row('proxy, memory store (cache hit)', proxied),
      row('proxy, Redis store (cache hit)', shared),
    ]);
    const ratio = proxied.requests.average / bare.requests.average;
    console.log(`proxy (memory) / bare throughput: ${ratio.toFixed(2)}`);
    console.log(`upstream calls during the runs: ${upstreamCalls} (the two warm-ups)`);
    console.log(
      `${BURST} concurrent requests for one list over ${INSTANCES} instances: ` +
        `${ready.burst.memory} upstream calls with memory stores, ` +
        `${ready.burst.redis} with Redis`,
    );
    const errors = row('', bare).errors + row('', proxied).errors + row('', shared).errors;
    if (errors > 0) {
      console.error(`${errors} errors: the benchmark is not valid`);
      process.exitCode = 1;
    }
  } finally {
    child.send('stop');
  }
}
