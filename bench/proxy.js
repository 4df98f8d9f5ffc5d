// Benchmark, not a test: cache-hit throughput of the proxy's Node server (answers in memory, and
// in a real redis-server) next to a bare Node HTTP server answering the same bytes, in the same
// run, under a bounded load on loopback; and the upstream calls of a burst across 4 instances.
// Every request accepts gzip, as browsers do, so the answers go out gzipped.
//   npm run bench:proxy     (BENCH_SECONDS=5, BENCH_CONNECTIONS=50, BENCH_ROUNDS=3)
// BENCH_CPU_PROF=1 writes the servers' CPU profile to tmp/proxy-profile/ (node --cpu-prof).
// The servers run in a child process, so the load generator does not share their event loop.
import {fork} from 'node:child_process';
import {once} from 'node:events';
import {createServer, get} from 'node:http';
import {fileURLToPath} from 'node:url';
import autocannon from 'autocannon';

const KEY = 'bench-key';
const BASE = '/api/video';
const PATH = `${BASE}/content/video?categoryName=Investing%20Basics&limit=12`;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ACCEPT = {'accept-encoding': 'gzip, deflate, br'};
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

  // Read raw, not through fetch, which would gunzip the body.
  const warm = await rawGet(`${proxyUrl}${PATH}`);
  const plain = await rawGet(`${proxyUrl}${PATH}`, {});
  const body = warm.body;
  const headers = Object.fromEntries(
    Object.entries(warm.headers).filter(
      ([name]) => !['date', 'connection', 'keep-alive'].includes(name),
    ),
  );
  const bareServer = createServer((_req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  const bareUrl = await listen(bareServer);

  process.on('message', async (message) => {
    if (message === 'cpu') {
      process.send?.({cpu: process.cpuUsage()});
    } else if (message === 'upstream-calls') {
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
    plainBytes: plain.body.length,
    encoding: warm.headers['content-encoding'] ?? 'none',
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

/** The status, headers and undecoded body of a GET of `url`. */
function rawGet(url, headers = ACCEPT) {
  return new Promise((resolve, reject) => {
    get(url, {headers}, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () =>
        resolve({status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks)}),
      );
    }).on('error', reject);
  });
}

/** @param {import('node:http').Server} server */
async function listen(server) {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
}

/** Parent: warms both servers up, then loads each for SECONDS and prints the comparison. */
async function measure() {
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir=tmp/proxy-profile']
    : [];
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: [...process.execArgv, ...profile],
  });
  try {
    const [ready] = await once(child, 'message');
    if (ready.status !== 200) throw new Error(`the proxy answered ${ready.status} when warming up`);
    /** The servers' CPU time (user + system, µs) so far. */
    const cpu = async () => {
      child.send('cpu');
      const [{cpu: used}] = await once(child, 'message');
      return used.user + used.system;
    };
    /** Loads one server; its req/s, latency, and the servers' CPU µs per request meanwhile. */
    const load = async (url, duration) => {
      const before = await cpu();
      const result = await autocannon({
        url: `${url}${PATH}`,
        connections: CONNECTIONS,
        duration,
        headers: ACCEPT,
      });
      return {result, cpuPerRequest: ((await cpu()) - before) / result.requests.total};
    };
    const servers = [
      ['bare node:http', ready.bareUrl],
      ['proxy, memory store (cache hit)', ready.proxyUrl],
      ['proxy, Redis store (cache hit)', ready.redisProxyUrl],
    ];
    for (const [, url] of servers) await load(url, 1);
    // Interleaved rounds, so a burst of load from elsewhere on the machine hits every server.
    const runs = servers.map(() => []);
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, [, url]] of servers.entries()) runs[i].push(await load(url, SECONDS));
    }
    child.send('upstream-calls');
    const [{upstreamCalls}] = await once(child, 'message');

    const figures = runs.map((list) => ({
      perSecond: median(list.map((run) => run.result.requests.average)),
      cpu: median(list.map((run) => run.cpuPerRequest)),
      p50: median(list.map((run) => run.result.latency.p50)),
      p99: median(list.map((run) => run.result.latency.p99)),
      errors: list.reduce((sum, {result: r}) => sum + r.errors + r.timeouts + r.non2xx, 0),
    }));
    console.log(
      `${ROUNDS} interleaved rounds of ${SECONDS} s per server, ${CONNECTIONS} connections, ` +
        `127.0.0.1; the answer ${ready.bytes} bytes (${ready.encoding}; ` +
        `${ready.plainBytes} bytes uncompressed); medians`,
    );
    console.table(
      figures.map((figure, i) => ({
        server: servers[i][0],
        'req/s': Math.round(figure.perSecond),
        'server CPU µs/req': Math.round(figure.cpu),
        'req/s per CPU core': Math.round(1e6 / figure.cpu),
        'p50 ms': figure.p50,
        'p99 ms': figure.p99,
        errors: figure.errors,
      })),
    );
    const [bare, proxied] = figures;
    console.log(
      `proxy (memory) / bare: ${(proxied.perSecond / bare.perSecond).toFixed(2)} by req/s, ` +
        `${(bare.cpu / proxied.cpu).toFixed(2)} by CPU per request ` +
        '(the second holds when other processes share the cores)',
    );
    console.log(`upstream calls during the runs: ${upstreamCalls} (the two warm-ups)`);
    console.log(
      `${BURST} concurrent requests for one list over ${INSTANCES} instances: ` +
        `${ready.burst.memory} upstream calls with memory stores, ` +
        `${ready.burst.redis} with Redis`,
    );
    const errors = figures.reduce((sum, figure) => sum + figure.errors, 0);
    if (errors > 0) {
      console.error(`${errors} errors: the benchmark is not valid`);
      process.exitCode = 1;
    }
  } finally {
    child.send('stop');
  }
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
