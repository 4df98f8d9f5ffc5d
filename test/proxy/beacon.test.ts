import assert from 'node:assert/strict';
import {once} from 'node:events';
import {createServer} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import type {QualityEvent} from '../../src/playback/quality-event.js';
import {createVideoProxy} from '../../src/proxy/index.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {
  BASE,
  errorCode,
  errorOf,
  KEY,
  ORIGIN,
  scopedProxy,
  startStandIn,
  type StandIns,
} from './harness.js';

const BEACON = `${BASE}/beacon`;

// docs/analytics.md's recipe, run as written: an upstream that the beacon route never asks.
process.env.VIDEO_API_BASE ??= 'https://videos.example.com';
process.env.VIDEO_API_KEY ??= KEY;
const analytics = {
  rows: [] as QualityEvent[],
  insert: (events: readonly QualityEvent[]) => analytics.rows.push(...events),
};
const proxy = createVideoProxy({
  upstream: process.env.VIDEO_API_BASE,
  apiKey: process.env.VIDEO_API_KEY,
  basePath: '/api/video',
  allowedOrigins: ['https://www.example.com'],
  beacon: {log: (events) => analytics.insert(events)},
});

const STARTUP: QualityEvent = {
  type: 'startup',
  videoId: '1001',
  totalMs: 840,
  steps: {recordMs: 0, manifestMs: 120, engineMs: 300, firstSegmentMs: 380, decodeMs: 40},
};
const SUMMARY: QualityEvent = {
  type: 'summary',
  videoId: '1001',
  watchedMs: 6000,
  rebufferCount: 1,
  rebufferMs: 500,
  rebufferRatio: 500 / 6500,
  averageBitrate: 1_200_000,
  levelSwitches: 2,
  droppedFrames: 0,
};
const EVENTS: QualityEvent[] = [
  STARTUP,
  {type: 'rebuffer', videoId: '1001', durationMs: 500, count: 1},
  SUMMARY,
  {type: 'error', videoId: '1001', code: 'network', fatal: true},
];

const post = (body: BodyInit, headers: Record<string, string> = {}) => ({
  method: 'POST',
  body,
  headers: {'content-type': 'text/plain;charset=UTF-8', ...headers},
});

describe('the proxy’s beacon route', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

  /** A proxy with the route on, its events collected. */
  function beaconProxy(options = {}) {
    const received: QualityEvent[] = [];
    const scoped = scopedProxy(standIns.serviceUrl, {
      beacon: {log: (events) => received.push(...events)},
      allowedOrigins: ['https://shop.test'],
      ...options,
    });
    return {...scoped, received};
  }

  it('takes the four event types, hands them to log, answers 204 and asks upstream nothing', async () => {
    const {call, received, requests} = beaconProxy();
    const response = await call(BEACON, post(JSON.stringify(EVENTS)));
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.deepEqual(received, EVENTS);
    assert.deepEqual(await requests(), []);
  });

  it('runs the recipe of docs/analytics.md: events from an allowed page reach the store', async () => {
    const response = await proxy(
      new Request('https://proxy.example.com/api/video/beacon', {
        ...post(JSON.stringify(EVENTS), {origin: 'https://www.example.com'}),
      }),
    );
    assert.equal(response.status, 204);
    assert.deepEqual(analytics.rows, EVENTS);
  });

  it('is off unless the beacon option is given', async () => {
    const {call, requests} = scopedProxy(standIns.serviceUrl);
    // The proxy's GET-only answer, as for any other path.
    assert.equal((await call(BEACON, post(JSON.stringify(EVENTS)))).status, 405);
    assert.equal((await call(BEACON)).status, 404);
    assert.deepEqual(await requests(), []);
  });

  it('is only its own path: not a longer one, nor one that names it in its query', async () => {
    const {call, received} = beaconProxy();
    assert.equal((await call(`${BEACON}/more`, post(JSON.stringify(EVENTS)))).status, 405);
    const list = await call(`${BASE}/content/video?categoryName=${BEACON}`);
    assert.equal(list.status, 200);
    assert.deepEqual(received, []);
  });

  it('logs one JSON line per event through the proxy’s log by default, never the key', async () => {
    const {call, logs} = scopedProxy(standIns.serviceUrl, {beacon: {}});
    assert.equal((await call(BEACON, post(JSON.stringify(EVENTS)))).status, 204);
    assert.deepEqual(
      logs.map((line) => JSON.parse(line) as unknown),
      EVENTS.map((beacon) => ({beacon})),
    );
    assert.ok(logs.every((line) => !line.includes(KEY)));
  });

  it('answers CORS as the rest of the proxy: an allowed origin is named, another refused', async () => {
    const {call, received} = beaconProxy();
    const allowed = await call(
      BEACON,
      post(JSON.stringify([STARTUP]), {origin: 'https://shop.test'}),
    );
    assert.equal(allowed.status, 204);
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://shop.test');
    const refused = await call(
      BEACON,
      post(JSON.stringify([STARTUP]), {origin: 'https://evil.test'}),
    );
    assert.equal(refused.status, 403);
    assert.equal(received.length, 1);
  });

  it('takes a page’s beacon to its own origin, which the browser marks same-origin', async () => {
    const {call, received} = beaconProxy();
    const headers = {origin: 'https://www.example.com', 'sec-fetch-site': 'same-origin'};
    const response = await call(BEACON, post(JSON.stringify([STARTUP]), headers));
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
    assert.equal(received.length, 1);
  });

  it('refuses other methods with 405', async () => {
    const {call} = beaconProxy();
    const response = await call(BEACON);
    assert.equal(response.status, 405);
    assert.equal(response.headers.get('allow'), 'POST');
    assert.deepEqual(await errorOf(response), {
      code: 'method-not-allowed',
      message: 'Send quality events with POST.',
    });
  });

  it('names the refused origin in its 403, so that page can read why', async () => {
    const {call} = beaconProxy();
    const refused = await call(
      BEACON,
      post(JSON.stringify([STARTUP]), {origin: 'https://evil.test'}),
    );
    assert.equal(refused.status, 403);
    assert.equal(refused.headers.get('access-control-allow-origin'), 'https://evil.test');
    assert.equal((await errorOf(refused))?.code, 'origin-not-allowed');
  });

  describe('when a preflight comes (a beacon is a simple request, which needs none)', () => {
    const preflight = (method?: string) => ({
      method: 'OPTIONS',
      headers: {
        origin: 'https://shop.test',
        ...(method ? {'access-control-request-method': method} : {}),
      },
    });

    it('refuses one for POST as the rest of the proxy does, readable by the page', async () => {
      const {call, received} = beaconProxy();
      const response = await call(BEACON, preflight('POST'));
      assert.equal(response.status, 405);
      assert.equal(response.headers.get('access-control-allow-origin'), 'https://shop.test');
      assert.equal(
        response.headers.get('vary'),
        'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
      );
      assert.deepEqual(await errorOf(response), {
        code: 'method-not-allowed',
        message: 'Only GET and HEAD are supported.',
      });
      assert.equal(received.length, 0);
    });

    it('answers one without a method with the proxy’s 204', async () => {
      const {call} = beaconProxy();
      const response = await call(BEACON, preflight());
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-methods'), 'GET, HEAD');
      assert.equal(response.headers.get('access-control-allow-origin'), 'https://shop.test');
    });
  });

  it('rate-limits with the proxy’s limiter: 429 with Retry-After', async () => {
    const {call, received} = beaconProxy({rateLimit: {burst: 2, perSecond: 1}});
    const context = {clientAddress: '203.0.113.7'};
    const body = JSON.stringify([STARTUP]);
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await call(BEACON, post(body), context)).status);
    assert.deepEqual(statuses, [204, 204, 429]);
    const limited = await call(BEACON, post(body), context);
    assert.equal(await errorCode(limited), 'rate-limited');
    assert.ok(Number(limited.headers.get('retry-after')) >= 1);
    assert.equal(received.length, 2);
  });

  it('answers 413 to a body over 16 KiB', async () => {
    const {call, received} = beaconProxy();
    const huge = JSON.stringify([{...STARTUP, videoId: 'x'.repeat(17 * 1024)}]);
    const response = await call(BEACON, post(huge));
    assert.equal(response.status, 413);
    assert.deepEqual(await errorOf(response), {
      code: 'too-large',
      message: 'A beacon may hold 16384 bytes at most.',
    });
    assert.equal(received.length, 0);
  });

  const invalid: Array<[string, BodyInit, RegExp]> = [
    ['invalid UTF-8', new Uint8Array([0x5b, 0xff, 0xfe, 0x5d]), /UTF-8/],
    ['not JSON', '[{"type":', /JSON/],
    ['an object, not an array', JSON.stringify(STARTUP), /array/],
    ['an empty array', '[]', /array/],
    ['51 events', JSON.stringify(Array(51).fill(STARTUP)), /1 to 50/],
    ['an unknown type', JSON.stringify([{...STARTUP, type: 'click'}]), /type must be/],
    ['a prototype key as type', JSON.stringify([{...STARTUP, type: 'constructor'}]), /type/],
    [
      'an extra field',
      JSON.stringify([{...STARTUP, url: 'https://x.test/?key=1'}]),
      /unknown field/,
    ],
    ['an extra step', JSON.stringify([{...STARTUP, steps: {...STARTUP.steps, x: 1}}]), /steps/],
    ['a missing field', JSON.stringify([{type: 'rebuffer', videoId: '1', count: 1}]), /durationMs/],
    ['a number as text', JSON.stringify([{...STARTUP, totalMs: '840'}]), /totalMs/],
    ['a negative number', JSON.stringify([{...STARTUP, totalMs: -1}]), /totalMs/],
    [
      'a huge exponent',
      '[{"type":"rebuffer","videoId":"1","durationMs":1e999,"count":1}]',
      /durationMs/,
    ],
    ['a fractional count', JSON.stringify([{...SUMMARY, rebufferCount: 1.5}]), /rebufferCount/],
    ['a ratio over 1', JSON.stringify([{...SUMMARY, rebufferRatio: 2}]), /rebufferRatio/],
    ['an unknown code', JSON.stringify([{...EVENTS[3], code: 'ENOENT'}]), /code/],
    ['a fatal that is not a boolean', JSON.stringify([{...EVENTS[3], fatal: 'yes'}]), /fatal/],
    ['a long id', JSON.stringify([{...STARTUP, videoId: 'x'.repeat(201)}]), /videoId/],
    ['a control character', JSON.stringify([{...STARTUP, videoId: 'a\nb'}]), /videoId/],
    ['nesting', `${'['.repeat(5000)}${']'.repeat(5000)}`, /event|object/],
    ['a nested id', JSON.stringify([{...STARTUP, videoId: {$gt: ''}}]), /videoId/],
    ['null', 'null', /array/],
  ];
  for (const [what, body, reason] of invalid) {
    it(`refuses ${what} with 400 and a reason, logging nothing`, async () => {
      const {call, received} = beaconProxy();
      const response = await call(BEACON, post(body));
      assert.equal(response.status, 400);
      const {error} = (await response.json()) as {error: {code: string; message: string}};
      assert.equal(error.code, 'invalid-beacon');
      assert.match(error.message, reason);
      assert.equal(received.length, 0);
    });
  }

  it('serves the route from Node too, reading at most 16 KiB of a body', async () => {
    const {proxy, received} = beaconProxy();
    const server = createServer(toNodeListener(proxy));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BEACON}`;
    try {
      assert.equal((await fetch(url, post(JSON.stringify(EVENTS)))).status, 204);
      assert.deepEqual(received, EVENTS);
      const huge = await fetch(url, post('x'.repeat(1024 * 1024)));
      assert.equal(huge.status, 413);
    } finally {
      server.closeAllConnections();
      server.close();
    }
  });

  it('keeps serving videos beside it', async () => {
    const {call} = beaconProxy();
    const response = await call(`${BASE}/content/video/1001`, {headers: {origin: ORIGIN}});
    assert.equal(response.status, 403); // ORIGIN is not allowed here: CORS as before.
    const same = await call(`${BASE}/content/video/1001`);
    assert.equal(same.status, 200);
  });
});
