// Random paths, parameters, methods and headers: whatever is asked, only the two routes with
// valid parameters reach the upstream, exactly as rebuilt by the proxy, and the key is never shown.
import assert from 'node:assert/strict';
import {request as httpRequest, createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {createVideoProxy} from '../../src/proxy/index.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {BASE, KEY, scopedProxy, startStandIn, type StandIns} from './harness.js';

const UPSTREAM = 'https://videos.internal.test/v1';
const MAX_LIMIT = 100;

/** A small seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  return {next, pick};
}

const PREFIXES = [
  '/api/video',
  '/api/video/',
  '/api',
  '',
  '/API/video',
  '/api/videos',
  '/api/video/.',
];
const SEGMENTS = [
  'content',
  'video',
  'content/video',
  'content/video',
  '1001',
  '1002',
  '0',
  '007',
  '-1',
  '1e3',
  '99999999999999999999',
  '..',
  '.',
  '%2e%2e',
  '%2E',
  '%2F',
  '%2f',
  '%5c',
  '\\',
  '',
  '//',
  'evil.test',
  'http:',
  'http://evil.test',
  '@evil.test',
  '%00',
  '%0d%0a',
  'x-api-key',
  ';',
  '%3f',
  '１',
  'content%2Fvideo',
  '%252e%252e',
  'video.json',
  'admin',
];
const NAMES = [
  'categoryName',
  'categoryName',
  'limit',
  'limit',
  'apiKey',
  'x-api-key',
  'url',
  'callback',
  'categoryname',
  'LIMIT',
  'limit[]',
  '__proto__',
  '',
  'categoryName ',
];
const VALUES = [
  '',
  '1',
  '12',
  '100',
  '101',
  '0',
  '-1',
  '1.5',
  'abc',
  'Investing Basics',
  'Investing+Basics',
  '%0d%0aX-Injected:%201',
  'a'.repeat(201),
  'a'.repeat(200),
  '../../admin',
  'http://evil.test',
  '%2F..%2F',
  '1,2',
  ' 1',
  '%E0%A4%A',
  '\u00e9t\u00e9',
  '%00',
  '0x10',
  '1e2',
];
const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'];

function randomTarget(rng: ReturnType<typeof random>): string {
  // Half the targets start as a valid route, so both outcomes are reached often.
  const nearValid = rng.next() < 0.5;
  const segments = nearValid
    ? ['content/video', ...(rng.next() < 0.4 ? [rng.pick(SEGMENTS)] : [])]
    : Array.from({length: Math.floor(rng.next() * 4)}, () => rng.pick(SEGMENTS));
  const prefix = nearValid ? BASE : rng.pick(PREFIXES);
  let target = prefix + (segments.length ? `/${segments.join('/')}` : '');
  if (rng.next() < 0.7) {
    const count = Math.floor(rng.next() * (nearValid ? 3 : 4));
    const params = Array.from({length: count}, () => {
      const value = rng.pick(VALUES);
      const name = nearValid && rng.next() < 0.8 ? rng.pick(NAMES.slice(0, 4)) : rng.pick(NAMES);
      return `${name}=${rng.next() < 0.5 ? encodeURIComponent(value) : value}`;
    });
    target += `?${params.join('&')}`;
  }
  if (rng.next() < 0.05) target += '#frag';
  return target;
}

/** An oracle written apart from the proxy: the upstream path a request may reach, if any. */
function allowedUpstream(url: URL, method: string): string | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const one = /^\/api\/video\/content\/video\/(0|[1-9][0-9]{0,14})$/.exec(url.pathname);
  if (one) return url.search === '' || url.search === '?' ? `/content/video/${one[1]}` : undefined;
  if (url.pathname !== '/api/video/content/video') return undefined;
  const entries = [...url.searchParams];
  const names = entries.map(([name]) => name);
  if (new Set(names).size !== names.length) return undefined;
  if (!names.every((name) => name === 'categoryName' || name === 'limit')) return undefined;
  const category = url.searchParams.get('categoryName');
  const limit = url.searchParams.get('limit');
  // eslint-disable-next-line no-control-regex -- control characters are what is checked
  if (category !== null && !/^[^\u0000-\u001f\u007f]{1,200}$/.test(category)) return undefined;
  if (limit !== null && !/^[1-9][0-9]{0,8}$/.test(limit)) return undefined;
  const query = new URLSearchParams();
  if (category !== null) query.set('categoryName', category);
  // A larger limit is lowered to the maximum, not refused.
  if (limit !== null) query.set('limit', String(Math.min(Number(limit), MAX_LIMIT)));
  return `/content/video${query.size ? `?${query}` : ''}`;
}

/** The upstream path of a forwarded URL, in the oracle's form (URLSearchParams encoding). */
function forwardedPath(url: URL): string {
  const query = new URLSearchParams(url.search);
  return `${url.pathname.slice(new URL(UPSTREAM).pathname.length)}${query.size ? `?${query}` : ''}`;
}

describe('the proxy under fuzzed requests', () => {
  it('forwards exactly the valid requests of the two routes, and never shows the key', async () => {
    const forwarded: Array<{url: URL; init: RequestInit | undefined}> = [];
    const proxy = createVideoProxy({
      upstream: UPSTREAM,
      apiKey: KEY,
      basePath: BASE,
      cacheTtl: 0,
      maxLimit: MAX_LIMIT,
      rateLimit: false,
      log: () => {},
      fetch: async (input, init) => {
        forwarded.push({url: new URL(String(input)), init});
        return new Response('{"data":{"items":[]}}', {status: 200});
      },
    });
    const rng = random(20240601);
    let reached = 0;
    for (let i = 0; i < 4000; i++) {
      const target = randomTarget(rng);
      const method = rng.pick(METHODS);
      let request: Request;
      try {
        request = new Request(`http://widgets.test${target}`, {
          method,
          headers: {
            'x-api-key': 'stolen',
            'x-forwarded-host': 'evil.test',
            ...(rng.next() < 0.2 ? {origin: rng.pick(['https://evil.test', 'null'])} : {}),
          },
        });
      } catch {
        continue; // not a request any runtime would hand over
      }
      const url = new URL(request.url);
      const before = forwarded.length;
      const response = await proxy(request);
      const text = `${JSON.stringify([...response.headers])}${await response.text()}`;
      const context = `${method} ${target}`;
      assert.ok(!text.includes(KEY), context);

      const expected = request.headers.has('origin') ? undefined : allowedUpstream(url, method);
      if (expected === undefined) {
        assert.equal(forwarded.length, before, `forwarded: ${context}`);
        const preflight = method === 'OPTIONS' && response.status === 204;
        assert.ok(preflight || (response.status >= 400 && response.status < 500), context);
        continue;
      }
      reached++;
      assert.equal(response.status, 200, context);
      assert.equal(forwarded.length, before + 1, `not forwarded: ${context}`);
      const sent = forwarded.at(-1)!;
      assert.equal(sent.url.origin, new URL(UPSTREAM).origin, context);
      assert.equal(forwardedPath(sent.url), expected, context);
      assert.equal(sent.init?.method, 'GET');
      assert.equal(sent.init?.redirect, 'manual');
      assert.deepEqual(
        new Headers(sent.init?.headers),
        new Headers({
          accept: 'application/json',
          'x-api-key': KEY,
        }),
      );
    }
    // The generator must reach both outcomes often enough to prove something.
    assert.ok(reached > 200, `only ${reached} valid requests`);
    assert.ok(forwarded.some(({url}) => /\/content\/video\/\d+$/.test(url.pathname)));
    assert.ok(forwarded.some(({url}) => url.searchParams.has('categoryName')));
  });
});

describe('the Node server under raw request targets', () => {
  let standIns: StandIns;
  let server: Server;
  let port: number;
  let scoped: ReturnType<typeof scopedProxy>;
  before(async () => {
    standIns = await startStandIn();
    scoped = scopedProxy(standIns.serviceUrl, {cacheTtl: 0});
    server = createServer(toNodeListener(scoped.proxy));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  after(async () => {
    server.close();
    await standIns.close();
  });

  /** Sends the request target exactly as given, which `fetch` would normalise first. */
  const raw = (path: string, method = 'GET') =>
    new Promise<{status: number; text: string}>((resolve, reject) => {
      const req = httpRequest({host: '127.0.0.1', port, path, method}, (res) => {
        let text = JSON.stringify(res.headers);
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => resolve({status: res.statusCode ?? 0, text}));
      });
      req.on('error', reject);
      req.end();
    });

  it('lets only the two routes reach the stand-in, from targets fetch cannot express', async () => {
    const rng = random(7);
    const targets = [
      '/api/video/content/video/../../../__control/x/faults',
      '/api/video/content/video/..%2F..%2F__control',
      '/api/video/content/video/%2e%2e/%2e%2e/scopes',
      '//evil.test/api/video/content/video',
      'http://evil.test/api/video/content/video',
      '*',
      '/api/video/content/video/1001/..',
      '/api/video/./content/video/1001',
      '/api/video/content/video?limit=1%0d%0ax-api-key:%20y',
      ...Array.from({length: 300}, () => randomTarget(rng).replace(/[\s#]/g, '')),
    ];
    for (const target of targets) {
      let result: {status: number; text: string};
      try {
        result = await raw(target, rng.pick(METHODS));
      } catch {
        continue; // Node's client refused to send it
      }
      assert.ok(result.status < 500, `${target}: ${result.status}`);
      assert.ok(!result.text.includes(KEY), target);
    }
    const logged = await scoped.requests();
    assert.ok(logged.length > 20, `only ${logged.length} reached the stand-in`);
    for (const request of logged) {
      assert.match(request.path, /^\/content\/video(\/(0|[1-9]\d{0,14}))?$/);
      assert.ok(
        Object.keys(request.query).every((name) => ['categoryName', 'limit'].includes(name)),
      );
      assert.equal(request.method, 'GET');
      assert.equal(request.apiKeyValid, true);
    }
  });
});
