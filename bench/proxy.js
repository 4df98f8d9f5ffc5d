// Benchmark, not a test: cache-hit throughput of the proxy's Node server next to a bare Node
// HTTP server answering the same bytes, in the same run, under a bounded load on loopback.
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

if (process.argv[2] === 'serve') await serve();
else await measure();

/** Child: the stand-in, the proxy (cache warmed) and a bare server with the proxy's bytes. */
async function serve() {
  const {startStandIns} = await import('../demo/stand-in/start.js');
  const {createVideoProxy} = await import('../src/proxy/index.js');
  const {toNodeListener} = await import('../src/proxy/node-adapter.js');
  const standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey: KEY});
  const upstream = `${standIns.serviceUrl}/scopes/bench`;
  const proxy = createVideoProxy({
    upstream,
    apiKey: KEY,
    basePath: BASE,
    cacheTtl: 3600,
    rateLimit: false, // one client (the load generator) would be throttled otherwise
  });
  const proxyServer = createServer(toNodeListener(proxy));
  const proxyUrl = await listen(proxyServer);

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
      proxyServer.closeAllConnections();
      bareServer.closeAllConnections();
      proxyServer.close();
      bareServer.close();
      await standIns.close();
      process.exit(0);
    }
  });
  process.send?.({proxyUrl, bareUrl, bytes: body.length, status: warm.status});
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
    const bare = await load(ready.bareUrl, SECONDS);
    const proxied = await load(ready.proxyUrl, SECONDS);
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
    console.table([row('bare node:http', bare), row('proxy (cache hit)', proxied)]);
    const ratio = proxied.requests.average / bare.requests.average;
    console.log(`proxy / bare throughput: ${ratio.toFixed(2)}`);
    console.log(`upstream calls during the run: ${upstreamCalls} (the warm-up)`);
    const errors = row('', bare).errors + row('', proxied).errors;
    if (errors > 0) {
      console.error(`${errors} errors: the benchmark is not valid`);
      process.exitCode = 1;
    }
  } finally {
    child.send('stop');
  }
}
