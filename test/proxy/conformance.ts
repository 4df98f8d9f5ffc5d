// One contract, two proxies: these HTTP cases run against the Node proxy
// (test/proxy/conformance.test.ts) and the WordPress plugin's PHP route
// (test/wordpress/wordpress.test.ts), so the two cannot drift apart.
import assert from 'node:assert/strict';
import {beforeEach, describe, it} from 'node:test';
import type {LoggedRequest} from './harness.js';

export const CONFORMANCE_ORIGIN = 'http://widgets.test';
/** The upstream time-out both proxies are given for these cases, in ms. */
export const CONFORMANCE_TIMEOUT = 1000;

export interface ProxyTarget {
  /** The proxy's base URL, e.g. `http://127.0.0.1:8787/api/video`. */
  base: string;
  /** The stand-in scope the proxy asks (see harness.ts `scope()`), and its control URL. */
  control: string;
  /** The key the proxy sends; no answer may contain it. */
  apiKey: string;
}

const ERROR_MESSAGES: Record<string, string> = {
  'not-found': 'Unknown route: use /content/video or /content/video/<id>.',
  'invalid-id': 'The video id must be a non-negative integer.',
  'unknown-parameter': 'Unknown query parameter: only categoryName and limit are accepted.',
  'duplicate-parameter': 'Give categoryName and limit once each.',
  'invalid-limit': 'limit must be an integer from 1 to 100.',
  'invalid-category': 'categoryName must be 1 to 200 characters without control characters.',
  'uri-too-long': 'The URL is too long.',
  'invalid-path': 'The path may not contain . or .. segments or backslashes, encoded or not.',
  'method-not-allowed': 'Only GET and HEAD are supported.',
  'origin-not-allowed': 'This origin may not use the proxy.',
  'upstream-error': 'The video service failed; try again later.',
  'upstream-unreachable': 'The video service could not be reached.',
  'upstream-timeout': 'The video service did not answer in time.',
  'bad-gateway': 'The video service sent an unreadable answer.',
  'rate-limited': 'The video service is busy; try again later.',
  rejected: 'The video service refused these parameters.',
};

/** Paths below the mount the proxy refuses without asking the service (as fetch sends them). */
const REFUSED: [string, string, number, string, RequestInit?][] = [
  ['a POST', '/content/video', 405, 'method-not-allowed', {method: 'POST', body: '{}'}],
  ['a PUT', '/content/video/1001', 405, 'method-not-allowed', {method: 'PUT', body: '{}'}],
  ['a DELETE', '/content/video/1001', 405, 'method-not-allowed', {method: 'DELETE'}],
  ['another path', '/admin', 404, 'not-found'],
  ['a trailing slash', '/content/video/', 400, 'invalid-id'],
  ['an encoded slash', '/content/video%2F1001', 404, 'not-found'],
  ['an encoded slash in the id', '/content/video/1001%2Fadmin', 400, 'invalid-id'],
  ['a double slash', '//content/video', 404, 'not-found'],
  ['an absolute URL in the path', '/content/video/http://evil.test/', 404, 'not-found'],
  ['a non-numeric id', '/content/video/1;drop', 400, 'invalid-id'],
  ['a negative id', '/content/video/-1', 400, 'invalid-id'],
  ['an id with leading zeros', '/content/video/01001', 400, 'invalid-id'],
  ['a huge id', `/content/video/${'9'.repeat(16)}`, 400, 'invalid-id'],
  ['an id with a tail', '/content/video/1001x', 400, 'invalid-id'],
  ['a route with more after it', '/content/video/1001/x', 404, 'not-found'],
  ['a list route with more after it', '/content/videox', 404, 'not-found'],
  ['a query on a single video', '/content/video/1001?limit=1', 400, 'unknown-parameter'],
  ['an unknown parameter', '/content/video?limit=1&apiKey=x', 400, 'unknown-parameter'],
  ['a wrongly cased parameter', '/content/video?categoryname=x', 400, 'unknown-parameter'],
  ['a repeated parameter', '/content/video?limit=1&limit=2', 400, 'duplicate-parameter'],
  ['limit 0', '/content/video?limit=0', 400, 'invalid-limit'],
  ['a negative limit', '/content/video?limit=-1', 400, 'invalid-limit'],
  ['a fractional limit', '/content/video?limit=1.5', 400, 'invalid-limit'],
  ['a limit with a leading zero', '/content/video?limit=01', 400, 'invalid-limit'],
  ['a limit above the maximum', '/content/video?limit=101', 400, 'invalid-limit'],
  ['an empty limit', '/content/video?limit=', 400, 'invalid-limit'],
  ['a limit of ten digits', '/content/video?limit=1000000000', 400, 'invalid-limit'],
  ['an empty category', '/content/video?categoryName=', 400, 'invalid-category'],
  [
    'a category too long',
    `/content/video?categoryName=${'x'.repeat(201)}`,
    400,
    'invalid-category',
  ],
  [
    'a header injection',
    '/content/video?categoryName=a%0d%0ax-api-key:%20y',
    400,
    'invalid-category',
  ],
  ['a control character', '/content/video?categoryName=a%7fb', 400, 'invalid-category'],
  ['a URL too long', `/content/video?categoryName=${'y'.repeat(2100)}`, 414, 'uri-too-long'],
  ['a backslash, encoded', '/content/video/%5c1001', 400, 'invalid-path'],
  ['a dot-dot, encoded twice', '/content/video/1001/%252e%252e', 400, 'invalid-path'],
];

/** Upstream failures (stand-in faults) and what the proxy answers in their place. */
const FAILURES: [string, object, number, string][] = [
  ['a 500', {status: 500}, 502, 'upstream-error'],
  ['a 401 (a wrong key)', {status: 401}, 502, 'upstream-error'],
  [
    'a redirect, not followed',
    {status: 302, headers: {location: 'http://evil.test/'}},
    502,
    'upstream-error',
  ],
  ['a 400', {status: 400}, 400, 'rejected'],
  ['a 200 that is not JSON', {status: 200, body: '<html>oops</html>'}, 502, 'bad-gateway'],
  ['a 200 larger than 4 MiB', {records: {count: 3, titleLength: 2_000_000}}, 502, 'bad-gateway'],
  ['a dropped connection', {drop: true}, 502, 'upstream-unreachable'],
  ['no answer within the time-out', {delayMs: CONFORMANCE_TIMEOUT * 3}, 504, 'upstream-timeout'],
];

let unique = 0;
/** A list URL no earlier case asked for, so no cached answer serves it. */
const fresh = () => `/content/video?categoryName=conformance-${Date.now()}-${++unique}`;

export function conformance(name: string, target: () => ProxyTarget) {
  describe(`the proxy contract (${name})`, () => {
    const get = (path: string, init: RequestInit = {}) =>
      fetch(`${target().base}${path}`, {
        ...init,
        // Identity, so both proxies' ETags are of the same bytes.
        headers: {'accept-encoding': 'identity', ...(init.headers as Record<string, string>)},
      });
    const control = (what: string, init?: RequestInit) =>
      fetch(what ? `${target().control}/${what}` : target().control, init);
    const requests = async () =>
      ((await (await control('requests')).json()) as {requests: LoggedRequest[]}).requests;
    const fault = async (...faults: object[]) => {
      const response = await control('faults', {method: 'POST', body: JSON.stringify({faults})});
      assert.ok(response.ok, await response.text());
    };
    /** Reads a body and checks the key is not in it, nor in any header. */
    const text = async (response: Response) => {
      const body = await response.text();
      const seen = `${JSON.stringify([...response.headers])} ${body}`;
      assert.ok(!seen.includes(target().apiKey), 'the key is in an answer');
      return body;
    };

    beforeEach(async () => {
      assert.ok((await control('', {method: 'DELETE'})).ok);
    });

    it('forwards a list request with the key and Accept added, and says how long to keep it', async () => {
      const response = await get('/content/video?categoryName=Investing%20Basics&limit=2');
      assert.equal(response.status, 200);
      const body = JSON.parse(await text(response)) as {data: {items: unknown[]}};
      assert.equal(body.data.items.length, 2);
      assert.deepEqual(
        (await requests()).map(({method, path, query, apiKeyValid, accept}) => ({
          ...{method, path, query, apiKeyValid, accept},
        })),
        [
          {
            method: 'GET',
            path: '/content/video',
            query: {categoryName: 'Investing Basics', limit: '2'},
            apiKeyValid: true,
            accept: 'application/json',
          },
        ],
      );
      const header = (name: string) => response.headers.get(name);
      assert.equal(header('content-type'), 'application/json; charset=utf-8');
      assert.equal(header('x-content-type-options'), 'nosniff');
      assert.equal(header('referrer-policy'), 'no-referrer');
      assert.equal(header('content-security-policy'), "default-src 'none'; frame-ancestors 'none'");
      assert.equal(
        header('cache-control'),
        'public, max-age=60, s-maxage=60, stale-while-revalidate=600, stale-if-error=600',
      );
      assert.equal(header('vary'), 'Origin, Accept-Encoding');
      assert.equal(header('access-control-allow-origin'), null);
      assert.match(header('etag') ?? '', /^"[0-9a-f]{24}"$/);
    });

    it('forwards a single-video request, sending its own key, never the client’s', async () => {
      const response = await get('/content/video/1001', {headers: {'x-api-key': 'client-chosen'}});
      const body = JSON.parse(await text(response)) as {data: {items: {id: number}[]}};
      assert.equal(body.data.items[0]?.id, 1001);
      const [logged] = await requests();
      assert.equal(logged?.path, '/content/video/1001');
      assert.equal(logged?.apiKeyValid, true);
    });

    it('keeps an answer: a second request is a hit, a known ETag a 304, neither asks again', async () => {
      const path = fresh();
      const first = await get(path);
      await text(first);
      assert.equal(first.headers.get('x-cache'), 'MISS');
      const second = await get(path);
      assert.equal(second.headers.get('x-cache'), 'HIT');
      assert.equal(await text(second), '{"data":{"items":[]}}');
      const etag = first.headers.get('etag')!;
      assert.equal(second.headers.get('etag'), etag);
      const again = await get(path, {headers: {'if-none-match': `W/${etag}`}});
      assert.equal(again.status, 304);
      assert.equal(await text(again), '');
      assert.equal((await requests()).length, 1);
    });

    it('answers HEAD without a body, asking the service with GET', async () => {
      const response = await get(fresh(), {method: 'HEAD'});
      assert.equal(response.status, 200);
      assert.equal(await text(response), '');
      assert.deepEqual(
        (await requests()).map((r) => r.method),
        ['GET'],
      );
    });

    it('turns the service’s 404 into its own, without the service’s words', async () => {
      await fault({status: 404, body: {message: 'no row 424242 in db-7'}});
      const response = await get('/content/video/424242');
      assert.equal(response.status, 404);
      assert.deepEqual(JSON.parse(await text(response)), {
        error: {code: 'not-found', message: 'The video service has no such video.'},
      });
    });

    it('passes on none of the service’s headers', async () => {
      await fault({status: 200, body: {data: {items: []}}, headers: {'x-internal': 'db-7'}});
      const response = await get(fresh());
      await text(response);
      assert.equal(response.headers.get('x-internal'), null);
      assert.equal(response.headers.get('access-control-allow-origin'), null);
    });

    for (const [what, path, status, code, init] of REFUSED) {
      it(`refuses ${what} with ${status} ${code}, asking no one`, async () => {
        const response = await get(path, init);
        assert.equal(response.status, status);
        assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
        assert.equal(response.headers.get('cache-control'), 'no-store');
        assert.equal(response.headers.get('vary'), 'Origin');
        if (status === 405) assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
        const single = code === 'unknown-parameter' && /video\/\d+\?/.test(path);
        const message = single ? 'A single video takes no query parameters.' : ERROR_MESSAGES[code];
        assert.deepEqual(JSON.parse(await text(response)), {error: {code, message}});
        assert.equal((await requests()).length, 0);
      });
    }

    for (const [what, upstream, status, code] of FAILURES) {
      it(`answers ${status} ${code} to ${what} of the service`, async () => {
        await fault(upstream);
        const response = await get(fresh());
        assert.equal(response.status, status);
        assert.equal(response.headers.get('cache-control'), 'no-store');
        assert.deepEqual(JSON.parse(await text(response)), {
          error: {code, message: ERROR_MESSAGES[code]},
        });
      });
    }

    it('passes on the service’s Retry-After with its 429', async () => {
      await fault({status: 429, retryAfter: 7});
      const response = await get(fresh());
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), '7');
      assert.equal(JSON.parse(await text(response)).error.code, 'rate-limited');
    });

    describe('pages on other origins', () => {
      const from = (origin: string, init: RequestInit = {}) => ({
        ...init,
        headers: {origin, ...(init.headers as Record<string, string>)},
      });

      it('lets a listed origin read answers and the headers it needs', async () => {
        const response = await get(fresh(), from(CONFORMANCE_ORIGIN));
        await text(response);
        assert.equal(response.status, 200);
        assert.equal(response.headers.get('access-control-allow-origin'), CONFORMANCE_ORIGIN);
        assert.equal(
          response.headers.get('access-control-expose-headers'),
          'Retry-After, ETag, Age',
        );
        assert.equal(response.headers.get('access-control-allow-credentials'), null);
      });

      it('tells an unlisted origin it may not, readably, asking no one', async () => {
        const response = await get(fresh(), from('https://other.test'));
        assert.equal(response.status, 403);
        assert.equal(response.headers.get('access-control-allow-origin'), 'https://other.test');
        assert.equal(response.headers.get('vary'), 'Origin');
        assert.equal(JSON.parse(await text(response)).error.code, 'origin-not-allowed');
        assert.equal((await requests()).length, 0);
      });

      it('answers a listed origin’s preflight for GET', async () => {
        const response = await get(
          '/content/video',
          from(CONFORMANCE_ORIGIN, {
            method: 'OPTIONS',
            headers: {'access-control-request-method': 'GET'},
          }),
        );
        assert.equal(response.status, 204);
        const header = (name: string) => response.headers.get(name);
        assert.equal(header('access-control-allow-origin'), CONFORMANCE_ORIGIN);
        assert.equal(header('access-control-allow-methods'), 'GET, HEAD');
        assert.equal(header('access-control-allow-headers'), 'Accept, If-None-Match');
        assert.equal(header('access-control-max-age'), '600');
        assert.equal(
          header('vary'),
          'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        );
        assert.equal(header('access-control-allow-credentials'), null);
      });

      it('refuses a preflight for PUT', async () => {
        const response = await get(
          '/content/video',
          from(CONFORMANCE_ORIGIN, {
            method: 'OPTIONS',
            headers: {'access-control-request-method': 'PUT'},
          }),
        );
        assert.equal(response.status, 405);
        assert.equal(JSON.parse(await text(response)).error.code, 'method-not-allowed');
      });

      it('refuses an unlisted origin’s preflight', async () => {
        const response = await get(
          '/content/video',
          from('https://other.test', {
            method: 'OPTIONS',
            headers: {'access-control-request-method': 'GET'},
          }),
        );
        assert.equal(response.status, 403);
        assert.equal(
          response.headers.get('vary'),
          'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
        );
      });
    });
  });
}
