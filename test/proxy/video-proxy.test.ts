import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {freePorts} from '../../scripts/free-ports.js';
import {createVideoProxy} from '../../src/proxy/index.js';
import {
  BASE,
  errorOf,
  KEY,
  ORIGIN,
  scopedProxy,
  startStandIn,
  visible,
  type StandIns,
} from './harness.js';

const LIST = `${BASE}/content/video`;
const VALID = {upstream: 'https://videos.test', apiKey: KEY};

describe('createVideoProxy', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());
  const scoped = (options = {}) => scopedProxy(standIns.serviceUrl, options);

  describe('when a request is one of the two routes', () => {
    it('forwards a list request with the key and Accept added server-side', async () => {
      const {call, requests} = scoped();
      const response = await call(`${LIST}?categoryName=Investing%20Basics&limit=2`);
      assert.equal(response.status, 200);
      const body = (await response.json()) as {data: {items: unknown[]}};
      assert.equal(body.data.items.length, 2);
      const [logged, ...rest] = await requests();
      assert.equal(rest.length, 0);
      assert.equal(logged?.method, 'GET');
      assert.equal(logged?.path, '/content/video');
      assert.deepEqual(logged?.query, {categoryName: 'Investing Basics', limit: '2'});
      assert.equal(logged?.apiKeyValid, true);
      assert.equal(logged?.accept, 'application/json');
    });

    it('forwards a single-video request', async () => {
      const {call, requests} = scoped();
      const response = await call(`${LIST}/1001`);
      const body = (await response.json()) as {data: {items: Array<{id: number}>}};
      assert.equal(body.data.items[0]?.id, 1001);
      assert.equal((await requests())[0]?.path, '/content/video/1001');
    });

    it('forwards a list request without parameters and one at the largest limit', async () => {
      const {call, requests} = scoped({maxLimit: 100});
      assert.equal((await call(LIST)).status, 200);
      assert.equal((await call(`${LIST}?limit=100`)).status, 200);
      assert.deepEqual(
        (await requests()).map((r) => r.query),
        [{}, {limit: '100'}],
      );
    });

    it('sends its own key, never one the client sent', async () => {
      const {call, requests} = scoped();
      await call(LIST, {headers: {'x-api-key': 'client-chosen', authorization: 'Bearer x'}});
      assert.equal((await requests())[0]?.apiKeyValid, true);
    });

    it('answers HEAD without a body, asking the upstream with GET', async () => {
      const {call, requests} = scoped();
      const response = await call(`${LIST}/1001`, {method: 'HEAD'});
      assert.equal(response.status, 200);
      assert.equal(response.body, null);
      assert.equal((await requests())[0]?.method, 'GET');
    });

    it('turns an upstream 404 into its own 404, without the upstream message', async () => {
      const {call} = scoped();
      const response = await call(`${LIST}/987654`);
      assert.equal(response.status, 404);
      const text = await response.text();
      assert.match(text, /"code":"not-found"/);
      assert.doesNotMatch(text, /987654/);
    });

    it('passes on only its own headers, never the upstream ones', async () => {
      const {call, fault} = scoped();
      await fault({
        status: 200,
        body: {data: {items: []}},
        headers: {'x-internal': 'db-7', 'set-cookie': 'a=b'},
      });
      const response = await call(LIST);
      assert.equal(response.headers.get('access-control-allow-origin'), null);
      assert.equal(response.headers.get('x-internal'), null);
      assert.equal(response.headers.get('set-cookie'), null);
      assert.equal(response.headers.get('content-type'), 'application/json; charset=utf-8');
      assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(response.headers.get('referrer-policy'), 'no-referrer');
    });
  });

  describe('when a request is anything else', () => {
    const long = 'x'.repeat(201);
    for (const [what, path, status, code, init] of [
      ['a POST', LIST, 405, 'method-not-allowed', {method: 'POST', body: '{}'}],
      ['a PUT', `${LIST}/1001`, 405, 'method-not-allowed', {method: 'PUT', body: '{}'}],
      ['a DELETE', `${LIST}/1001`, 405, 'method-not-allowed', {method: 'DELETE'}],
      ['another path', `${BASE}/admin`, 404, 'not-found'],
      ['a path outside the mount', '/content/video', 404, 'not-found'],
      ['the mount itself', BASE, 404, 'not-found'],
      ['a trailing slash', `${LIST}/`, 400, 'invalid-id'],
      ['a dot-dot path', `${LIST}/../../admin`, 404, 'not-found'],
      ['an encoded dot-dot', `${LIST}/%2e%2e/%2e%2e/admin`, 404, 'not-found'],
      ['an encoded slash', `${BASE}/content/video%2F1001`, 404, 'not-found'],
      ['an encoded slash in the id', `${LIST}/1001%2Fadmin`, 400, 'invalid-id'],
      ['a double slash', `${BASE}//content/video`, 404, 'not-found'],
      ['an absolute URL in the path', `${LIST}/http://evil.test/`, 404, 'not-found'],
      ['a non-numeric id', `${LIST}/1;drop`, 400, 'invalid-id'],
      ['a negative id', `${LIST}/-1`, 400, 'invalid-id'],
      ['an id with leading zeros', `${LIST}/01001`, 400, 'invalid-id'],
      ['a huge id', `${LIST}/${'9'.repeat(16)}`, 400, 'invalid-id'],
      ['a query on a single video', `${LIST}/1001?limit=1`, 400, 'unknown-parameter'],
      ['an unknown parameter', `${LIST}?limit=1&apiKey=x`, 400, 'unknown-parameter'],
      ['a wrongly cased parameter', `${LIST}?categoryname=x`, 400, 'unknown-parameter'],
      ['a repeated parameter', `${LIST}?limit=1&limit=2`, 400, 'duplicate-parameter'],
      ['limit 0', `${LIST}?limit=0`, 400, 'invalid-limit'],
      ['a negative limit', `${LIST}?limit=-1`, 400, 'invalid-limit'],
      ['a fractional limit', `${LIST}?limit=1.5`, 400, 'invalid-limit'],
      ['a limit with leading zero', `${LIST}?limit=01`, 400, 'invalid-limit'],
      ['an empty limit', `${LIST}?limit=`, 400, 'invalid-limit'],
      ['an empty category', `${LIST}?categoryName=`, 400, 'invalid-category'],
      ['a category too long', `${LIST}?categoryName=${long}`, 400, 'invalid-category'],
      ['a header injection', `${LIST}?categoryName=a%0d%0ax-api-key:%20y`, 400, 'invalid-category'],
      ['a URL too long', `${LIST}?categoryName=${'y'.repeat(2100)}`, 414, 'uri-too-long'],
      ['a route below another path', `${BASE}/x/content/video/1001`, 404, 'not-found'],
      ['a route with more after it', `${LIST}/1001/x`, 404, 'not-found'],
      ['a list route with more after it', `${LIST}x`, 404, 'not-found'],
      ['an id with a tail', `${LIST}/1001x`, 400, 'invalid-id'],
      ['a limit with a head', `${LIST}?limit=x5`, 400, 'invalid-limit'],
      ['a limit with a tail', `${LIST}?limit=5x`, 400, 'invalid-limit'],
      ['a limit of ten digits', `${LIST}?limit=1000000000`, 400, 'invalid-limit'],
      ['a control character in a category', `${LIST}?categoryName=a%7fb`, 400, 'invalid-category'],
      ['a backslash, encoded', `${LIST}/%5c1001`, 400, 'invalid-path'],
      ['a dot-dot, encoded twice', `${LIST}/1001/%252e%252e`, 400, 'invalid-path'],
    ] as const) {
      it(`refuses ${what} with ${status} and never reaches the upstream`, async () => {
        const {call, requests} = scoped();
        const response = await call(path, init);
        assert.equal(response.status, status);
        assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
        assert.equal(response.headers.get('cache-control'), 'no-store');
        assert.equal(response.headers.get('vary'), 'Origin');
        const {error} = (await response.json()) as {error: {code: string; message: string}};
        assert.equal(error.code, code);
        // Words a CMS author can act on: a sentence, not an empty or generic string.
        assert.match(error.message, /^\S[^]{15,}\.$/);
        assert.equal((await requests()).length, 0);
      });
    }

    it('names the mount in the refusal of a path outside it', async () => {
      const {error} = (await (await scoped().call('/content/video')).json()) as {
        error: {message: string};
      };
      assert.equal(error.message, 'Unknown route: the proxy is at /api/video.');
    });

    it('forwards maxLimit in place of a larger limit, and says so', async () => {
      const {call, requests} = scoped({maxLimit: 24});
      const lowered = await call(`${LIST}?limit=25`);
      assert.equal(lowered.status, 200);
      assert.equal(lowered.headers.get('x-limit-applied'), '24');
      const asked = await call(`${LIST}?limit=24`);
      assert.equal(asked.headers.get('x-limit-applied'), null);
      assert.equal(asked.headers.get('x-cache'), 'HIT');
      assert.deepEqual(
        (await requests()).map((r) => r.query),
        [{limit: '24'}],
      );
    });

    it('accepts a category of exactly 200 characters', async () => {
      const {call, requests} = scoped();
      assert.equal((await call(`${LIST}?categoryName=${'c'.repeat(200)}`)).status, 200);
      assert.equal((await requests())[0]?.query.categoryName?.length, 200);
    });
  });

  describe('the headers of a refusal or a failure', () => {
    const PAGE = 'https://shop.test';
    const fromPage = {headers: {origin: PAGE}};
    /** A proxy that lets PAGE read its answers. */
    const forPage = (options = {}) => scoped({allowedOrigins: [PAGE], ...options});
    const corsOf = (response: Response) => ({
      vary: response.headers.get('vary'),
      origin: response.headers.get('access-control-allow-origin'),
    });

    it('names the methods it takes in the Allow of a 405', async () => {
      const response = await forPage().call(LIST, {method: 'DELETE', ...fromPage});
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('allow'), 'GET, HEAD, OPTIONS');
      assert.deepEqual(corsOf(response), {vary: 'Origin', origin: PAGE});
    });

    it('answers a client over its rate limit 429, readable by its page', async () => {
      const {call} = forPage({rateLimit: {burst: 1, perSecond: 1}});
      const context = {clientAddress: '203.0.113.9'};
      assert.equal((await call(`${LIST}/1001`, fromPage, context)).status, 200);
      const limited = await call(`${LIST}/1001`, fromPage, context);
      assert.equal(limited.status, 429);
      assert.equal(limited.headers.get('retry-after'), '1');
      assert.deepEqual(corsOf(limited), {vary: 'Origin', origin: PAGE});
      assert.deepEqual(await errorOf(limited), {
        code: 'rate-limited',
        message: 'Too many requests; try again later.',
      });
    });

    it('lets the page read a refused parameter and an upstream failure', async () => {
      const {call, fault} = forPage();
      const refused = await call(`${LIST}?limit=0`, fromPage);
      assert.equal(refused.status, 400);
      assert.deepEqual(corsOf(refused), {vary: 'Origin', origin: PAGE});
      await fault({status: 500});
      const failed = await call(LIST, fromPage);
      assert.equal(failed.status, 502);
      assert.deepEqual(corsOf(failed), {vary: 'Origin', origin: PAGE});
    });

    it('gives "no such video" no ETag and answers it whole to any If-None-Match', async () => {
      const {call} = scoped();
      const missing = await call(`${LIST}/987654`);
      assert.equal(missing.status, 404);
      assert.equal(missing.headers.get('etag'), null);
      const again = await call(`${LIST}/987654`, {headers: {'if-none-match': '*'}});
      assert.equal(again.status, 404);
      assert.equal(again.headers.get('x-cache'), 'HIT');
      assert.equal(again.headers.get('etag'), null);
    });

    it('takes a URL of 2048 characters and refuses one of 2049 with 414', async () => {
      const {call} = scoped();
      const head = `${ORIGIN}${BASE}/`;
      const at = (length: number) => call(`${BASE}/${'x'.repeat(length - head.length)}`);
      const longest = await at(2048);
      assert.equal(longest.status, 404);
      assert.equal((await errorOf(longest))?.code, 'not-found');
      const tooLong = await at(2049);
      assert.equal(tooLong.status, 414);
      assert.deepEqual(await errorOf(tooLong), {
        code: 'uri-too-long',
        message: 'The URL is too long.',
      });
    });
  });

  describe('when the upstream fails', () => {
    const FAILED = 'The video service failed; try again later.';
    for (const [what, fault, status, code, message] of [
      ['a 500', {status: 500}, 502, 'upstream-error', FAILED],
      ['a 401 (the proxy key refused)', {status: 401}, 502, 'upstream-error', FAILED],
      ['a 204, which has no body', {status: 204}, 502, 'upstream-error', FAILED],
      [
        'a redirect',
        {status: 302, headers: {location: 'http://evil.test/'}},
        502,
        'upstream-error',
        FAILED,
      ],
      [
        'a dropped connection',
        {drop: true},
        502,
        'upstream-unreachable',
        'The video service could not be reached.',
      ],
      [
        'a 200 that is not JSON',
        {status: 200, body: '<html>oops'},
        502,
        'bad-gateway',
        'The video service sent an unreadable answer.',
      ],
      ['a 400', {status: 400}, 400, 'rejected', 'The video service refused these parameters.'],
    ] as const) {
      it(`answers ${status} ${code} for ${what}, in its own words`, async () => {
        const {call, fault: inject, logs} = scoped();
        await inject(fault);
        const response = await call(LIST);
        assert.equal(response.status, status);
        assert.equal(response.headers.get('cache-control'), 'no-store');
        const text = await response.text();
        assert.deepEqual((JSON.parse(text) as {error: unknown}).error, {code, message});
        assert.doesNotMatch(text, /Injected|oops|evil|127\.0\.0\.1/);
        assert.equal(response.headers.get('location'), null);
        assert.equal(logs.length, 1);
      });
    }

    it('passes a 429 on with a clean Retry-After', async () => {
      const {call, fault} = scoped();
      await fault({status: 429, retryAfter: 7});
      const response = await call(LIST);
      assert.equal(response.status, 429);
      assert.equal(response.headers.get('retry-after'), '7');
      assert.deepEqual(await errorOf(response), {
        code: 'rate-limited',
        message: 'The video service is busy; try again later.',
      });
    });

    for (const retryAfter of ['Wed, 21 Oct 2015 07:28:00 GMT', '1234567', '7s', 'x7', '-1', '']) {
      it(`drops a Retry-After of "${retryAfter}" rather than pass on what it cannot vouch for`, async () => {
        const {call, fault} = scoped();
        await fault({status: 429, retryAfter});
        const response = await call(LIST);
        assert.equal(response.status, 429);
        assert.equal(response.headers.get('retry-after'), null);
      });
    }

    it('keeps a Retry-After of six digits', async () => {
      const {call, fault} = scoped();
      await fault({status: 429, retryAfter: '123456'});
      assert.equal((await call(LIST)).headers.get('retry-after'), '123456');
    });

    it('logs each failure with the route and the status', async () => {
      const {call, fault, logs} = scoped();
      await fault({status: 503});
      await call(`${LIST}/1001`);
      assert.deepEqual(logs, ['video proxy: GET /content/video/1001 failed: HTTP 503']);
    });

    it('answers 502 when the upstream cannot be reached, naming no address', async () => {
      const logs: string[] = [];
      const proxy = createVideoProxy({
        upstream: 'http://127.0.0.1:9',
        apiKey: KEY,
        basePath: BASE,
        log: (line) => logs.push(line),
      });
      const response = await proxy(new Request(`http://widgets.test${LIST}`));
      assert.equal(response.status, 502);
      const text = await response.text();
      assert.equal(
        (JSON.parse(text) as {error: {code: string}}).error.code,
        'upstream-unreachable',
      );
      assert.doesNotMatch(text, /127\.0\.0\.1|:9\b/);
    });

    it('logs the cause of an unreachable upstream, for the operator', async () => {
      // Nothing listens there, and no other test's socket is handed it (scripts/free-ports.js).
      const [port] = await freePorts(1);
      const logs: string[] = [];
      const proxy = createVideoProxy({
        upstream: `http://127.0.0.1:${port}`,
        apiKey: KEY,
        basePath: BASE,
        log: (line) => logs.push(line),
      });
      await proxy(new Request(`http://widgets.test${LIST}`));
      assert.equal(logs.length, 1);
      assert.match(
        logs[0]!,
        /^video proxy: GET \/content\/video failed: unreachable: TypeError: fetch failed; Error ECONNREFUSED: connect ECONNREFUSED /,
      );
    });

    it('never logs the key, even when the cause repeats it', async () => {
      // No real server makes fetch itself throw with the request's headers in its message.
      const logs: string[] = [];
      const proxy = createVideoProxy({
        ...VALID,
        log: (line) => logs.push(line),
        fetch: () =>
          Promise.reject(new TypeError('bad header', {cause: `x-api-key: ${KEY} ${KEY}`})),
      });
      assert.equal((await proxy(new Request(`http://widgets.test/content/video`))).status, 502);
      assert.deepEqual(logs, [
        'video proxy: GET /content/video failed: unreachable: TypeError: bad header',
      ]);
    });

    it('logs a thrown value that is not an Error as it is, without the key', async () => {
      const logs: string[] = [];
      const proxy = createVideoProxy({
        ...VALID,
        log: (line) => logs.push(line),
        fetch: () => Promise.reject(`refused for ${KEY}`),
      });
      await proxy(new Request(`http://widgets.test/content/video`));
      assert.deepEqual(logs, [
        'video proxy: GET /content/video failed: unreachable: refused for [hidden]',
      ]);
    });

    it('answers 504 within the timeout when the upstream is too slow, and logs it', async () => {
      const {call, fault, logs} = scoped({timeout: 200});
      await fault({delayMs: 3000});
      const started = performance.now();
      const response = await call(LIST);
      assert.equal(response.status, 504);
      assert.deepEqual(await errorOf(response), {
        code: 'upstream-timeout',
        message: 'The video service did not answer in time.',
      });
      assert.ok(performance.now() - started < 1000);
      assert.deepEqual(logs, ['video proxy: GET /content/video failed: no answer within 200 ms']);
    });
  });

  describe('the key', () => {
    it('never appears in a response or a log line, whatever happens', async () => {
      const {call, fault, logs} = scoped({timeout: 200});
      const seen: string[] = [];
      const paths = [LIST, `${LIST}/1001`, `${LIST}/987654`, `${BASE}/nope`, `${LIST}?x=${KEY}`];
      for (const path of paths) seen.push(await visible(await call(path)));
      await fault({status: 500}, {status: 401}, {drop: true}, {delayMs: 1000});
      for (let i = 0; i < 4; i++) seen.push(await visible(await call(`${LIST}?limit=${i + 1}`)));
      seen.push(...logs);
      // The request that put the key in its own query is echoed by nothing either.
      assert.ok(seen.every((text) => !text.includes(KEY)));
    });

    it('is not repeated by a configuration error', () => {
      assert.throws(
        () => createVideoProxy({upstream: `https://user:${KEY}@videos.test`, apiKey: KEY}),
        (error: Error) => error instanceof TypeError && !error.message.includes(KEY),
      );
    });
  });

  describe('options', () => {
    const upstreamError =
      'video proxy: upstream must be an absolute http(s) URL without credentials, query or fragment.';
    const keyError = 'video proxy: apiKey must be a non-empty string on one line.';
    for (const [what, options, message] of [
      ['a relative upstream', {upstream: '/videos'}, upstreamError],
      ['a non-http upstream', {upstream: 'file:///etc/passwd'}, upstreamError],
      [
        'an upstream whose scheme only ends in http',
        {upstream: 'xhttp://videos.test'},
        upstreamError,
      ],
      ['an upstream with a query', {upstream: 'https://videos.test/?a=1'}, upstreamError],
      ['an empty key', {apiKey: ''}, keyError],
      ['a key that is not a string', {apiKey: 42 as unknown as string}, keyError],
      ['a key with a line break', {apiKey: 'a\r\nx-evil: 1'}, keyError],
      [
        'a basePath with a dot-dot',
        {basePath: '/api/../video'},
        'video proxy: basePath may not contain . or .. segments.',
      ],
      [
        'a basePath with a dot',
        {basePath: '/api/./video'},
        'video proxy: basePath may not contain . or .. segments.',
      ],
      [
        'a basePath without a leading slash',
        {basePath: 'x/api'},
        'video proxy: basePath must look like /api/video, got "x/api".',
      ],
      [
        'a basePath with a query',
        {basePath: '/api/video?x'},
        'video proxy: basePath must look like /api/video, got "/api/video?x".',
      ],
      [
        'a negative cacheTtl',
        {cacheTtl: -1},
        'video proxy: cacheTtl must be a number of seconds, 0 or more.',
      ],
      [
        'a negative staleTtl',
        {staleTtl: -1},
        'video proxy: staleTtl must be a number of seconds, 0 or more.',
      ],
      ['a maxLimit of 0', {maxLimit: 0}, 'video proxy: maxLimit must be an integer of 1 or more.'],
      [
        'a zero timeout',
        {timeout: 0},
        'video proxy: timeout must be a positive number of milliseconds.',
      ],
      [
        'a negative queueWait',
        {queueWait: -1},
        'video proxy: queueWait must be a number of milliseconds, 0 or more.',
      ],
      [
        'a rate limit of no burst',
        {rateLimit: {burst: 0, perSecond: 1}},
        'video proxy: rateLimit needs burst >= 1 and perSecond > 0.',
      ],
      [
        'a rate limit that never refills',
        {rateLimit: {burst: 1, perSecond: 0}},
        'video proxy: rateLimit needs burst >= 1 and perSecond > 0.',
      ],
      [
        'a redisUrl that only holds a redis URL',
        {redisUrl: 'x redis://cache:6379'},
        'video proxy: redisUrl must look like redis://host:6379.',
      ],
      [
        'an allowed origin with a path',
        {allowedOrigins: ['https://a.test/x']},
        'video proxy: allowedOrigins entry "https://a.test/x" is not an origin like https://www.example.com',
      ],
    ] as const) {
      it(`refuses ${what} at creation, saying so`, () => {
        assert.throws(() => createVideoProxy({...VALID, ...options}), {name: 'TypeError', message});
      });
    }

    it('takes a queueWait of 0 (no waiting for a slot)', () => {
      assert.doesNotThrow(() => createVideoProxy({...VALID, queueWait: 0}));
    });

    it('closes with nothing to close when it shares no Redis', async () => {
      assert.equal(await createVideoProxy(VALID).close(), undefined);
    });

    it('logs to console.warn when no log is given', async (t) => {
      const warn = t.mock.method(console, 'warn', () => {});
      const proxy = createVideoProxy({upstream: 'http://127.0.0.1:1', apiKey: KEY, timeout: 2000});
      assert.equal((await proxy(new Request('http://w.test/content/video/1001'))).status, 502);
      assert.match(
        String(warn.mock.calls[0]?.arguments[0]),
        /^video proxy: GET \/content\/video\/1001 failed: unreachable/,
      );
    });

    it('mounts at a basePath with a dot inside a segment', async () => {
      const {upstream} = scopedProxy(standIns.serviceUrl);
      const proxy = createVideoProxy({
        upstream,
        apiKey: KEY,
        basePath: '/api/v1.0',
        rateLimit: false,
      });
      const response = await proxy(new Request('http://w.test/api/v1.0/content/video/1001'));
      assert.equal(response.status, 200);
    });

    it('keeps the upstream path prefix and drops trailing slashes of it and of basePath', async () => {
      const {upstream, requests} = scopedProxy(standIns.serviceUrl);
      const proxy = createVideoProxy({
        upstream: `${upstream}//`,
        apiKey: KEY,
        basePath: '/api/video//',
        rateLimit: false,
      });
      assert.equal((await proxy(new Request(`http://w.test${LIST}/1001`))).status, 200);
      assert.equal((await requests())[0]?.path, '/content/video/1001');
    });

    it('mounts at the root by default', async () => {
      const {upstream} = scopedProxy(standIns.serviceUrl);
      const proxy = createVideoProxy({upstream, apiKey: KEY, rateLimit: false});
      assert.equal((await proxy(new Request('http://w.test/content/video/1001'))).status, 200);
    });
  });
});
