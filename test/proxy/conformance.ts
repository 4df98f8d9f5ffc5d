// One contract, two proxies: these HTTP cases run against the Node proxy
// (test/proxy/conformance.test.ts) and the WordPress plugin's PHP route
// (test/wordpress/wordpress.test.ts), so the two cannot drift apart.
import assert from 'node:assert/strict';
import {beforeEach, describe, it} from 'node:test';
import {ERROR_MESSAGES, FAILURES, REFUSED} from './conformance-cases.js';
import type {LoggedRequest} from './harness.js';

export {CONFORMANCE_TIMEOUT} from './conformance-cases.js';
export const CONFORMANCE_ORIGIN = 'http://widgets.test';

export interface ProxyTarget {
  /** The proxy's base URL, e.g. `http://127.0.0.1:8787/api/video`. */
  base: string;
  /** The stand-in scope the proxy asks (see harness.ts `scope()`), and its control URL. */
  control: string;
  /** The key the proxy sends; no answer may contain it. */
  apiKey: string;
}

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

    it('forwards its maximum (100) in place of any larger limit a widget asks for, and says so', async () => {
      const path = fresh();
      // 1000: the largest limit a <video-carousel> accepts.
      const lowered = await get(`${path}&limit=1000`);
      assert.equal(lowered.status, 200);
      await text(lowered);
      assert.equal(lowered.headers.get('x-limit-applied'), '100');
      const most = await get(`${path}&limit=100`);
      await text(most);
      assert.equal(most.status, 200);
      assert.equal(most.headers.get('x-limit-applied'), null);
      assert.equal(most.headers.get('x-cache'), 'HIT', 'one kept answer for both');
      assert.deepEqual(
        (await requests()).map(({query}) => query.limit),
        ['100'],
      );
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
          'Retry-After, ETag, Age, X-Limit-Applied',
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
