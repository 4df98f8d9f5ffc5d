import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {optionsFromEnv} from '../../src/proxy/index.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {BASE, KEY, scope, scopedProxy, startStandIn, type StandIns} from './harness.js';

const CLI = fileURLToPath(new URL('../../src/proxy/cli.ts', import.meta.url));

/** Runs the CLI from source; resolves with its exit code and everything it printed. */
function runCli(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    env: {PATH: process.env.PATH ?? '', ...env},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code]) => code as number | null);
  return {child, exited, output: () => output};
}

describe('optionsFromEnv', () => {
  it('reads every setting', () => {
    const options = optionsFromEnv({
      VIDEO_API_BASE: 'https://videos.test',
      VIDEO_API_KEY: KEY,
      PROXY_BASE_PATH: '/videos',
      PROXY_ALLOWED_ORIGINS: 'https://a.test, https://b.test',
      PROXY_PUBLIC_ORIGIN: 'https://www.example.com',
      PROXY_CACHE_TTL: '30',
      PROXY_STALE_TTL: '0',
      PROXY_MAX_LIMIT: '24',
      PROXY_TIMEOUT: '2500',
      PROXY_CONCURRENCY: '8',
      PROXY_QUEUE_SIZE: '50',
      PROXY_QUEUE_WAIT: '1500',
      PROXY_REDIS_URL: 'redis://cache.internal:6379',
      PROXY_RATE_LIMIT: '20/2.5',
      PROXY_BEACON: 'on',
    });
    assert.deepEqual(options, {
      upstream: 'https://videos.test',
      apiKey: KEY,
      basePath: '/videos',
      allowedOrigins: ['https://a.test', 'https://b.test'],
      publicOrigin: 'https://www.example.com',
      cacheTtl: 30,
      staleTtl: 0,
      maxLimit: 24,
      timeout: 2500,
      concurrency: 8,
      queueSize: 50,
      queueWait: 1500,
      redisUrl: 'redis://cache.internal:6379',
      rateLimit: {burst: 20, perSecond: 2.5},
      beacon: {},
    });
  });

  it('defaults the mount to /api/video and turns the rate limit off with "off"', () => {
    const options = optionsFromEnv({
      VIDEO_API_BASE: 'https://videos.test',
      VIDEO_API_KEY: KEY,
      PROXY_RATE_LIMIT: 'off',
    });
    assert.equal(options.basePath, '/api/video');
    assert.equal(options.rateLimit, false);
    assert.equal(options.cacheTtl, undefined);
  });

  it('keys the rate limit on the last entry of PROXY_CLIENT_HEADER', () => {
    const {rateLimit} = optionsFromEnv({
      VIDEO_API_BASE: 'https://videos.test',
      VIDEO_API_KEY: KEY,
      PROXY_CLIENT_HEADER: 'X-Forwarded-For',
    });
    assert.ok(rateLimit);
    assert.equal(rateLimit.burst, 60);
    const key = (headers: Record<string, string>) =>
      rateLimit.key?.(new Request('https://p.test/', {headers}), {clientAddress: '10.0.0.1'});
    assert.equal(key({'x-forwarded-for': '6.6.6.6, 203.0.113.9'}), '203.0.113.9');
    assert.equal(key({'x-forwarded-for': '6.6.6.6,7.7.7.7,  203.0.113.9 '}), '203.0.113.9');
    assert.equal(key({'x-forwarded-for': '6.6.6.6, '}), '10.0.0.1');
    assert.equal(key({}), '10.0.0.1');
  });

  const base = {VIDEO_API_BASE: 'https://v.test', VIDEO_API_KEY: KEY};

  it('trims values, ignores blank and non-text ones, and keeps origins apart by commas or spaces', () => {
    const options = optionsFromEnv({
      ...base,
      PROXY_BASE_PATH: '  /videos  ',
      PROXY_PUBLIC_ORIGIN: '   ',
      PROXY_CACHE_TTL: 30 as unknown as string, // A Worker's binding that is not a text.
      PROXY_ALLOWED_ORIGINS: ',https://a.test,, https://b.test',
      PROXY_TIMEOUT: '2.25',
      PROXY_RATE_LIMIT: '5/10.25',
      PROXY_BEACON: 'off',
    });
    assert.equal(options.basePath, '/videos');
    assert.equal(options.publicOrigin, undefined);
    assert.equal(options.cacheTtl, undefined);
    assert.deepEqual(options.allowedOrigins, ['https://a.test', 'https://b.test']);
    assert.equal(options.timeout, 2.25);
    assert.deepEqual(options.rateLimit, {burst: 5, perSecond: 10.25});
    const whole = optionsFromEnv({...base, PROXY_RATE_LIMIT: '60/10'}).rateLimit;
    assert.deepEqual(whole, {burst: 60, perSecond: 10});
    assert.equal(options.beacon, undefined);
    assert.equal(optionsFromEnv(base).beacon, undefined);
  });

  for (const [what, env, message] of [
    ['no upstream', {VIDEO_API_KEY: KEY}, 'video proxy: set VIDEO_API_BASE.'],
    ['no key', {VIDEO_API_BASE: 'https://v.test'}, 'video proxy: set VIDEO_API_KEY.'],
    [
      'a bad number',
      {...base, PROXY_CACHE_TTL: '1m'},
      'video proxy: PROXY_CACHE_TTL must be a number, got "1m".',
    ],
    [
      'a number after other text',
      {...base, PROXY_TIMEOUT: 'x5'},
      'video proxy: PROXY_TIMEOUT must be a number, got "x5".',
    ],
    [
      'a number with a bare point',
      {...base, PROXY_TIMEOUT: '5.'},
      'video proxy: PROXY_TIMEOUT must be a number, got "5.".',
    ],
    ...['fast', 'x5/1', '5/1s', '5/1.', '5/.5'].map((limit) => [
      `a rate limit of "${limit}"`,
      {...base, PROXY_RATE_LIMIT: limit},
      'video proxy: PROXY_RATE_LIMIT must be <burst>/<perSecond> or off.',
    ]),
    [
      'a bad beacon switch',
      {...base, PROXY_BEACON: 'yes'},
      'video proxy: PROXY_BEACON must be on or off, got "yes".',
    ],
  ] as Array<[string, Record<string, string>, string]>) {
    it(`names the variable at fault for ${what}`, () => {
      assert.throws(() => optionsFromEnv(env), {name: 'TypeError', message});
    });
  }
});

describe('toNodeListener', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

  /** A Node server of a proxy onto a fresh scope; `raw` sends a target and headers as given. */
  async function nodeServer(options = {}) {
    const scoped = scopedProxy(standIns.serviceUrl, options);
    const server = createServer(toNodeListener(scoped.proxy));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const port = (server.address() as AddressInfo).port;
    const raw = (path: string, headers: Record<string, string | string[]> = {}, method = 'GET') =>
      new Promise<{status: number; headers: Record<string, unknown>; text: string}>(
        (resolve, reject) => {
          const req = httpRequest(
            {host: '127.0.0.1', port, path, method, headers, setHost: !('host' in headers)},
            (res) => {
              let text = '';
              res.on('data', (chunk: Buffer) => (text += chunk.toString()));
              res.on('end', () =>
                resolve({status: res.statusCode ?? 0, headers: res.headers, text}),
              );
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
    return {...scoped, raw, close: () => server.close()};
  }

  it('builds the URL from the path alone: a forged Host changes nothing', async () => {
    const {raw, requests, close} = await nodeServer({cacheTtl: 0});
    try {
      for (const host of ['evil.test/api/video/content/video/1002#', 'a@evil.test', 'x:y:z']) {
        const answer = await raw(`${BASE}/content/video/1001`, {host});
        assert.equal(answer.status, 200, host);
        assert.match(answer.text, /"id":1001\b/);
      }
      assert.deepEqual(
        (await requests()).map((r) => r.path),
        ['/content/video/1001', '/content/video/1001', '/content/video/1001'],
      );
    } finally {
      close();
    }
  });

  it('refuses an Origin equal to a forged Host', async () => {
    const {raw, requests, close} = await nodeServer();
    try {
      const answer = await raw(`${BASE}/content/video/1001`, {
        host: 'evil.test',
        origin: 'http://evil.test',
      });
      assert.equal(answer.status, 403);
      assert.equal(answer.headers['access-control-allow-origin'], 'http://evil.test');
      assert.equal((await requests()).length, 0);
    } finally {
      close();
    }
  });

  it('refuses dot segments and backslashes in any encoding with 400, forwarding nothing', async () => {
    const {raw, requests, close} = await nodeServer();
    try {
      for (const target of [
        `${BASE}/content/video/1001/..`,
        `${BASE}/content/video/1001/../1002`,
        `${BASE}/content/video/1001/%2e%2e`,
        `${BASE}/content/video/1001/%2E.`,
        `${BASE}/content/video/1001/%252e%252e`,
        `${BASE}/content/./video/1001`,
        `${BASE}/content/video\\1001`,
        `${BASE}/content/video%5c1001`,
        `${BASE}/content/video/1001/..?limit=1`,
      ]) {
        const answer = await raw(target);
        assert.equal(answer.status, 400, target);
        assert.equal(JSON.parse(answer.text).error.code, 'invalid-path', target);
        assert.equal(answer.headers['content-type'], 'application/json; charset=utf-8');
      }
      assert.equal((await requests()).length, 0);
      // A dot only in the query is no path segment.
      assert.equal((await raw(`${BASE}/content/video?categoryName=..`)).status, 200);
    } finally {
      close();
    }
  });

  it('refuses a target that is not origin-form, and a method fetch forbids', async () => {
    const {raw, requests, close} = await nodeServer();
    try {
      for (const [target, method] of [
        ['*', 'OPTIONS'],
        [`http://evil.test${BASE}/content/video/1001`, 'GET'],
        [`${BASE}/content/video/1001`, 'TRACE'],
      ] as const) {
        const answer = await raw(target, {}, method);
        assert.equal(answer.status, 400, target);
        assert.deepEqual(JSON.parse(answer.text), {
          error: {code: 'bad-request', message: 'The request could not be read.'},
        });
      }
      assert.equal((await requests()).length, 0);
    } finally {
      close();
    }
  });

  it('answers 500 in JSON when the handler itself fails', async () => {
    const server = createServer(toNodeListener(() => Promise.reject(new Error('bug'))));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`, {
        signal: AbortSignal.timeout(5000),
      });
      assert.equal(response.status, 500);
      assert.deepEqual(await response.json(), {
        error: {code: 'internal', message: 'The proxy failed.'},
      });
    } finally {
      server.close();
    }
  });

  /** A Node server of `listener`, as an app's request handler would call it. */
  async function serverOf(listener: (req: IncomingMessage, res: ServerResponse) => void) {
    const server = createServer(listener);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {origin, close: () => server.close()};
  }

  it('gives a plain Request handler the method, URL and every header, and sends its answer', async () => {
    const echo = toNodeListener(async (request) =>
      Response.json(
        {method: request.method, url: request.url, headers: [...request.headers]},
        {status: 201, headers: {'x-answer': 'yes'}},
      ),
    );
    const {origin, close} = await serverOf(echo);
    try {
      const response = await fetch(`${origin}/echo?x=1`, {
        method: 'PUT',
        headers: [
          ['x-twice', 'a'],
          ['x-twice', 'b'],
          ['x-once', 'c'],
        ],
        body: 'ignored',
      });
      assert.equal(response.status, 201);
      assert.equal(response.headers.get('x-answer'), 'yes');
      const text = await response.text();
      assert.equal(response.headers.get('content-length'), String(text.length));
      const seen = JSON.parse(text) as {method: string; url: string; headers: string[][]};
      assert.equal(seen.method, 'PUT');
      assert.equal(seen.url, 'http://localhost/echo?x=1');
      const headers = new Map(seen.headers.map(([name, value]) => [name, value]));
      assert.equal(headers.get('x-twice'), 'a, b');
      assert.equal(headers.get('x-once'), 'c');
      assert.equal(headers.get('host'), new URL(origin).host);
    } finally {
      close();
    }
  });

  it('sends a body-less Response of a plain handler without a body or a length', async () => {
    const empty = toNodeListener(async () => new Response(null, {headers: {'x-answer': 'none'}}));
    const {origin, close} = await serverOf(empty);
    try {
      const response = await fetch(`${origin}/`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-answer'), 'none');
      assert.equal(response.headers.get('content-length'), null);
      assert.equal(await response.text(), '');
    } finally {
      close();
    }
  });

  it('passes every value of a repeated header on to the proxy, joined as Headers joins them', async () => {
    const {raw, close} = await nodeServer();
    try {
      const path = `${BASE}/content/video/1001`;
      const answer = await raw(path, {'accept-encoding': ['identity', 'gzip']});
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['content-encoding'], 'gzip');
      assert.equal(
        (await raw(path, {'accept-encoding': 'identity'})).headers['content-encoding'],
        undefined,
      );
    } finally {
      close();
    }
  });

  it("rate-limits each client by the socket's address", async () => {
    const {raw, close} = await nodeServer({rateLimit: {burst: 1, perSecond: 0.001}});
    try {
      assert.equal((await raw(`${BASE}/content/video/1001`)).status, 200);
      const limited = await raw(`${BASE}/content/video/1001`);
      assert.equal(limited.status, 429);
      assert.equal(JSON.parse(limited.text).error.code, 'rate-limited');
    } finally {
      close();
    }
  });

  it('gives a rate-limit key the request and its headers', async () => {
    const {raw, close} = await nodeServer({
      rateLimit: {
        burst: 1,
        perSecond: 0.001,
        key: (request: Request) => request.headers.get('x-client') ?? 'none',
      },
    });
    try {
      const status = async (client: string) =>
        (await raw(`${BASE}/content/video/1001`, {'x-client': client})).status;
      assert.deepEqual([await status('a'), await status('b'), await status('a')], [200, 200, 429]);
    } finally {
      close();
    }
  });

  it('refuses exactly CONNECT, TRACE and TRACK in any case, not methods that contain them', async () => {
    const {proxy} = scopedProxy(standIns.serviceUrl);
    const listener = toNodeListener(proxy);
    // As a method-override middleware would: the method comes from a header.
    const {origin, close} = await serverOf((req, res) => {
      req.method = req.headers['x-http-method-override'] as string;
      listener(req, res);
    });
    try {
      const codes: Record<string, unknown> = {};
      for (const method of ['track', 'Connect', 'TRACE', 'XTRACE', 'TRACEX', 'CONNECTED']) {
        const response = await fetch(`${origin}${BASE}/content/video/1001`, {
          headers: {'x-http-method-override': method},
        });
        codes[method] = [
          response.status,
          ((await response.json()) as {error: {code: string}}).error.code,
        ];
      }
      assert.deepEqual(codes, {
        track: [400, 'bad-request'],
        Connect: [400, 'bad-request'],
        TRACE: [400, 'bad-request'],
        XTRACE: [405, 'method-not-allowed'],
        TRACEX: [405, 'method-not-allowed'],
        CONNECTED: [405, 'method-not-allowed'],
      });
    } finally {
      close();
    }
  });

  it('without a mount, hands every request to the proxy even when given next()', async () => {
    const {proxy} = scopedProxy(standIns.serviceUrl);
    const listener = toNodeListener(proxy);
    const {origin, close} = await serverOf((req, res) =>
      listener(req, res, () => res.writeHead(200).end('page')),
    );
    try {
      assert.equal((await fetch(`${origin}${BASE}/content/video/1001`)).status, 200);
      const outside = await fetch(`${origin}/index.html`);
      assert.equal(outside.status, 404);
      assert.notEqual(await outside.text(), 'page');
    } finally {
      close();
    }
  });

  it('ends a response another middleware has started when the handler fails', async () => {
    const failing = toNodeListener(() => Promise.reject(new Error('bug')));
    const {origin, close} = await serverOf((req, res) => {
      res.writeHead(200, {'content-type': 'text/plain'}).write('partial');
      failing(req, res);
    });
    try {
      const response = await fetch(`${origin}/x`, {signal: AbortSignal.timeout(5000)});
      assert.equal(response.status, 200);
      assert.equal(await response.text(), 'partial');
    } finally {
      close();
    }
  });

  it('hands requests outside the mount to next(), as middleware', async () => {
    const {proxy} = scopedProxy(standIns.serviceUrl);
    const listener = toNodeListener(proxy, BASE);
    const server = createServer((req, res) =>
      listener(req, res, () => {
        res.writeHead(200, {'content-type': 'text/plain'});
        res.end('page');
      }),
    );
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      assert.equal(await (await fetch(`${origin}/index.html`)).text(), 'page');
      assert.equal(await (await fetch(`${origin}${BASE}x/content/video`)).text(), 'page');
      assert.equal((await fetch(`${origin}${BASE}`)).status, 404);
      assert.equal((await fetch(`${origin}${BASE}?limit=1`)).status, 404);
      assert.equal((await fetch(`${origin}${BASE}/content/video/1001`)).status, 200);
      assert.equal((await fetch(`${origin}${BASE}/nope`)).status, 404);
    } finally {
      server.close();
    }
  });
});

describe('npx video-content-widgets-proxy', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

  it('serves the proxy with the key from the environment, and never prints it', async () => {
    const {upstream, requests} = scope(standIns.serviceUrl);
    const cli = runCli([], {VIDEO_API_BASE: upstream, VIDEO_API_KEY: KEY, PORT: '0'});
    try {
      while (!/http:\/\/\S+/.test(cli.output())) await once(cli.child.stdout, 'data');
      const base = /http:\/\/\S+/.exec(cli.output())![0];
      assert.match(base, /^http:\/\/127\.0\.0\.1:\d+\/api\/video$/);
      const response = await fetch(`${base}/content/video?limit=2`);
      assert.equal(response.status, 200);
      const text = `${JSON.stringify([...response.headers])}${await response.text()}`;
      assert.ok(!text.includes(KEY));
      assert.equal((await requests())[0]?.apiKeyValid, true);
      const refused = await fetch(`${base}/content/video`, {method: 'POST', body: 'x'});
      assert.equal(refused.status, 405);
    } finally {
      cli.child.kill('SIGTERM');
    }
    assert.equal(await cli.exited, 0);
    assert.ok(!cli.output().includes(KEY));
    assert.ok(!cli.output().includes(upstream));
  });

  it('refuses arguments, so the key is never put on a command line', async () => {
    const cli = runCli(['--api-key', KEY], {VIDEO_API_BASE: 'https://v.test', PORT: '0'});
    assert.equal(await cli.exited, 2);
    assert.match(cli.output(), /takes no arguments/);
    assert.ok(!cli.output().includes(KEY));
  });

  it('stops with a clear message when the environment lacks the key', async () => {
    const cli = runCli([], {VIDEO_API_BASE: 'https://v.test', PORT: '0'});
    assert.equal(await cli.exited, 1);
    assert.match(cli.output(), /set VIDEO_API_KEY/);
  });

  it('prints its settings on --help', async () => {
    const cli = runCli(['--help'], {});
    assert.equal(await cli.exited, 0);
    assert.match(cli.output(), /PROXY_ALLOWED_ORIGINS/);
  });
});
