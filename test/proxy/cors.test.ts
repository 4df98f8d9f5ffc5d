import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {
  BASE,
  errorCode,
  errorOf,
  ORIGIN,
  scopedProxy,
  startStandIn,
  type StandIns,
} from './harness.js';

const LIST = `${BASE}/content/video?limit=2`;
const SITE = 'https://www.example.com';

describe('the proxy and CORS', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());
  const scoped = (options = {}) => scopedProxy(standIns.serviceUrl, options);

  describe('by default (no Origin allowed)', () => {
    it('serves a request without Origin and adds no CORS header', async () => {
      const response = await scoped().call(LIST);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), null);
      assert.equal(response.headers.get('vary'), 'Origin, Accept-Encoding');
    });

    it('refuses every Origin, its own Host included, since a Host can be forged', async () => {
      const {call, requests} = scoped();
      for (const origin of [ORIGIN, SITE, 'null', 'http://widgets.test.evil.test', 'garbage']) {
        const response = await call(LIST, {headers: {origin}});
        assert.equal(response.status, 403, origin);
        assert.equal(await errorCode(response), 'origin-not-allowed');
        assert.equal(response.headers.get('cache-control'), 'no-store');
        assert.equal(response.headers.get('vary'), 'Origin');
      }
      assert.equal((await requests()).length, 0);
    });

    it('lets the refused page read the refusal, so it does not retry a network error', async () => {
      const response = await scoped().call(LIST, {headers: {origin: SITE}});
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
      assert.equal(response.headers.get('access-control-expose-headers'), null);
      assert.deepEqual(await response.json(), {
        error: {code: 'origin-not-allowed', message: 'This origin may not use the proxy.'},
      });
    });

    it('refuses a HEAD without a body', async () => {
      const response = await scoped().call(LIST, {method: 'HEAD', headers: {origin: SITE}});
      assert.equal(response.status, 403);
      assert.equal(response.body, null);
    });
  });

  describe('with publicOrigin', () => {
    it('serves the configured origin of its own pages', async () => {
      const {call} = scoped({publicOrigin: 'https://WWW.example.com/'});
      const response = await call(LIST, {headers: {origin: SITE}});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
    });

    it('refuses the same host on another scheme', async () => {
      const {call} = scoped({publicOrigin: SITE});
      const response = await call(LIST, {headers: {origin: 'http://www.example.com'}});
      assert.equal(response.status, 403);
    });

    it('refuses a publicOrigin that is not an origin, naming the option', () => {
      assert.throws(
        () => scoped({publicOrigin: 'www.example.com/videos'}),
        (error: Error) => error instanceof TypeError && /publicOrigin/.test(error.message),
      );
    });
  });

  describe('with allowedOrigins', () => {
    it('lets a listed origin read answers and the headers a client needs', async () => {
      const {call} = scoped({allowedOrigins: [SITE]});
      const response = await call(LIST, {headers: {origin: SITE}});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
      assert.equal(
        response.headers.get('access-control-expose-headers'),
        'Retry-After, ETag, Age, X-Limit-Applied',
      );
      assert.equal(response.headers.get('vary'), 'Origin, Accept-Encoding');
    });

    it('lets a listed origin read errors too', async () => {
      const {call} = scoped({allowedOrigins: [SITE]});
      const response = await call(`${BASE}/content/video?limit=0`, {headers: {origin: SITE}});
      assert.equal(response.status, 400);
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
    });

    it('refuses an origin not listed', async () => {
      const {call} = scoped({allowedOrigins: [SITE]});
      const response = await call(LIST, {headers: {origin: 'https://example.com'}});
      assert.equal(response.status, 403);
    });

    it('normalises listed origins', async () => {
      const {call} = scoped({allowedOrigins: ['https://WWW.Example.com:443/']});
      assert.equal((await call(LIST, {headers: {origin: SITE}})).status, 200);
    });

    it('takes http origins (a site in development) as well as https', async () => {
      const local = 'http://localhost:8080';
      const {call} = scoped({allowedOrigins: [local]});
      const response = await call(LIST, {headers: {origin: local}});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), local);
    });

    for (const entry of ['www.example.com', 'xhttps://www.example.com', 'https://a.test/videos']) {
      it(`refuses the entry ${JSON.stringify(entry)}, saying what an origin looks like`, () => {
        assert.throws(() => scoped({allowedOrigins: [entry]}), {
          name: 'TypeError',
          message: `video proxy: allowedOrigins entry "${entry}" is not an origin like https://www.example.com`,
        });
      });
    }

    it('lets any origin read with *', async () => {
      const {call} = scoped({allowedOrigins: ['*']});
      const response = await call(LIST, {headers: {origin: 'https://anyone.test'}});
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('access-control-allow-origin'), '*');
    });
  });

  describe('preflight', () => {
    const preflight = (origin: string, method = 'GET') => ({
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': method,
        'access-control-request-headers': 'accept',
      },
    });

    it('allows GET from a listed origin', async () => {
      const {call, requests} = scoped({allowedOrigins: [SITE]});
      const response = await call(LIST, preflight(SITE));
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
      assert.equal(response.headers.get('access-control-allow-methods'), 'GET, HEAD');
      assert.equal(response.headers.get('access-control-allow-headers'), 'Accept, If-None-Match');
      assert.equal(response.headers.get('access-control-max-age'), '600');
      assert.match(response.headers.get('vary') ?? '', /^Origin, Access-Control-Request-Method/);
      assert.equal((await requests()).length, 0);
    });

    it('allows HEAD from a listed origin', async () => {
      const response = await scoped({allowedOrigins: [SITE]}).call(LIST, preflight(SITE, 'HEAD'));
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
    });

    it('refuses an origin not listed, readably, varying on what it asks', async () => {
      const {call, requests} = scoped();
      const response = await call(LIST, preflight(SITE));
      assert.equal(response.status, 403);
      assert.equal(await errorCode(response), 'origin-not-allowed');
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
      assert.equal(response.headers.get('access-control-allow-methods'), null);
      assert.equal(
        response.headers.get('vary'),
        'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      );
      assert.equal((await requests()).length, 0);
    });

    it('refuses a method other than GET and HEAD', async () => {
      const response = await scoped({allowedOrigins: [SITE]}).call(LIST, preflight(SITE, 'POST'));
      assert.equal(response.status, 405);
      assert.deepEqual(await errorOf(response), {
        code: 'method-not-allowed',
        message: 'Only GET and HEAD are supported.',
      });
      assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
      assert.equal(response.headers.get('access-control-allow-origin'), SITE);
      assert.match(response.headers.get('vary') ?? '', /Access-Control-Request-Method/);
    });

    it('answers a plain OPTIONS with what is allowed', async () => {
      const response = await scoped().call(LIST, {method: 'OPTIONS'});
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
    });
  });

  it('sends the security headers on answers, errors and preflights', async () => {
    const {call} = scoped({allowedOrigins: [SITE]});
    for (const response of [
      await call(LIST),
      await call(`${BASE}/nope`),
      await call(LIST, {method: 'OPTIONS', headers: {origin: SITE}}),
    ]) {
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
      // A body opened as a page runs nothing and cannot be framed.
      assert.equal(
        response.headers.get('content-security-policy'),
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
  });
});
