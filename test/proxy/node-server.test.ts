import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {once} from 'node:events';
import {createServer} from 'node:http';
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
      PROXY_CACHE_TTL: '30',
      PROXY_STALE_TTL: '0',
      PROXY_MAX_LIMIT: '24',
      PROXY_TIMEOUT: '2500',
      PROXY_RATE_LIMIT: '20/2.5',
    });
    assert.deepEqual(options, {
      upstream: 'https://videos.test',
      apiKey: KEY,
      basePath: '/videos',
      allowedOrigins: ['https://a.test', 'https://b.test'],
      cacheTtl: 30,
      staleTtl: 0,
      maxLimit: 24,
      timeout: 2500,
      rateLimit: {burst: 20, perSecond: 2.5},
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
    assert.equal(key({}), '10.0.0.1');
  });

  const base = {VIDEO_API_BASE: 'https://v.test', VIDEO_API_KEY: KEY};
  for (const [what, env, message] of [
    ['no upstream', {VIDEO_API_KEY: KEY}, /VIDEO_API_BASE/],
    ['no key', {VIDEO_API_BASE: 'https://v.test'}, /VIDEO_API_KEY/],
    ['a bad number', {...base, PROXY_CACHE_TTL: '1m'}, /PROXY_CACHE_TTL/],
    ['a bad rate limit', {...base, PROXY_RATE_LIMIT: 'fast'}, /PROXY_RATE_LIMIT/],
  ] as const) {
    it(`names the variable at fault for ${what}`, () => {
      assert.throws(
        () => optionsFromEnv(env),
        (error: Error) => message.test(error.message) && !error.message.includes(KEY),
      );
    });
  }
});

describe('toNodeListener', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

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
