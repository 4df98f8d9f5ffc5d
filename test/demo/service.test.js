// Stand-in Video Content Service: the spec's operations, shapes and the decided error answers.
import assert from 'node:assert/strict';
import {after, before, describe, test} from 'node:test';
import {startStandIns} from '../../demo/stand-in/start.js';
import {categoryNames, clips, createVideos} from '../../demo/stand-in/videos.js';

const apiKey = 'test-key-3f9a';
/** @type {Awaited<ReturnType<typeof startStandIns>>} */
let standIns;

before(async () => {
  standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey});
});
after(() => standIns.close());

/**
 * @param {string} path path and query below the service base
 * @param {RequestInit & { key?: string | null }} [init] key: null sends no key
 */
function call(path, {key = apiKey, ...init} = {}) {
  /** @type {Record<string, string>} */
  const headers = {accept: 'application/json'};
  if (key !== null) headers['x-api-key'] = key;
  return fetch(`${standIns.serviceUrl}${path}`, {...init, headers: {...headers, ...init.headers}});
}

/** @param {string} path */
async function items(path) {
  const res = await call(path);
  assert.equal(res.status, 200, `${path} → ${res.status}`);
  assert.equal(res.headers.get('content-type'), 'application/json; charset=utf-8');
  const body = await res.json();
  assert.deepEqual(Object.keys(body), ['data']);
  assert.ok(Array.isArray(body.data.items));
  return /** @type {import('../../demo/stand-in/videos.js').Video[]} */ (body.data.items);
}

/**
 * @param {Response} res
 * @param {number} status
 * @param {string} code
 */
async function assertJsonError(res, status, code) {
  assert.equal(res.status, status);
  assert.match(res.headers.get('content-type') ?? '', /^application\/json/);
  const body = await res.json();
  assert.equal(body.error.code, code);
  assert.equal(typeof body.error.message, 'string');
  assert.ok(body.error.message.length > 0);
}

const DATE =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T00:00:00\.000[+-]([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Asserts one record has every field of the spec's Video shape, URLs on the media host.
 * @param {any} v
 */
function assertVideoShape(v) {
  assert.deepEqual(Object.keys(v).sort(), [
    'categories',
    'community',
    'difficulty',
    'finasset',
    'id',
    'originalDate',
    'playbackDetails',
    'sector',
    'tags',
    'timeSensitivity',
    'title',
  ]);
  assert.ok(Number.isInteger(v.id), `id ${v.id}`);
  assert.equal(typeof v.title, 'string');
  assert.ok(v.title.length > 0);
  assert.match(v.originalDate, DATE);
  assert.match(v.finasset, /^[A-Z0-9.-]+$/);
  assert.equal(typeof v.community, 'boolean');
  assert.ok(Number.isInteger(v.difficulty));
  assert.ok(Number.isInteger(v.timeSensitivity));
  assert.equal(typeof v.sector, 'string');
  assert.ok(
    Array.isArray(v.tags) && v.tags.every((/** @type {unknown} */ t) => typeof t === 'string'),
  );

  const p = v.playbackDetails;
  assert.deepEqual(Object.keys(p).sort(), [
    'duration',
    'gifUrl',
    'mp4Url',
    'streamUrl',
    'thumbnailUrl',
  ]);
  const media = new URL(standIns.mediaUrl);
  for (const key of ['streamUrl', 'mp4Url', 'thumbnailUrl', 'gifUrl']) {
    const url = new URL(p[key]);
    assert.equal(url.href, p[key], `${key} is absolute and normalised`);
    assert.equal(url.origin, media.origin, `${key} is on the delivery host`);
  }
  const service = new URL(standIns.serviceUrl);
  assert.notEqual(new URL(p.streamUrl).origin, service.origin);
  assert.match(new URL(p.streamUrl).pathname, /\.m3u8$/);
  assert.match(new URL(p.mp4Url).pathname, /\/medium\.mp4$/);
  const thumb = new URL(p.thumbnailUrl);
  assert.match(thumb.pathname, /\/thumbnail\.jpg$/);
  assert.ok(thumb.searchParams.has('time'), 'thumbnailUrl carries time');
  assert.match(new URL(p.gifUrl).pathname, /\/animated\.gif$/);
  assert.equal(typeof p.duration, 'number');
  assert.ok(p.duration > 0 && Number.isFinite(p.duration));

  assert.deepEqual(Object.keys(v.categories), ['items']);
  assert.ok(v.categories.items.length > 0);
  for (const c of v.categories.items) {
    assert.deepEqual(Object.keys(c), ['categoryName']);
    assert.equal(typeof c.categoryName, 'string');
  }
}

/**
 * @param {any} v
 * @param {string} name
 */
const inCategory = (v, name) =>
  v.categories.items.some((/** @type {any} */ c) => c.categoryName === name);

describe('fixtures', () => {
  const videos = createVideos('http://media.test');

  test('cover the brief: ≥24 videos, ≥5 categories, multi-category, tricky names', () => {
    assert.ok(videos.length >= 24);
    assert.ok(categoryNames.length >= 5);
    assert.equal(new Set(videos.map((v) => v.id)).size, videos.length, 'ids are unique');
    assert.ok(videos.filter((v) => v.categories.items.length > 1).length >= 3);
    assert.ok(categoryNames.some((n) => n.includes('&')));
    assert.ok(categoryNames.some((n) => /[^\x20-\x7e]/.test(n)));
    for (const name of categoryNames) {
      assert.ok(
        videos.some((v) => inCategory(v, name)),
        `${name} has videos`,
      );
    }
    const offsets = new Set(videos.map((v) => v.originalDate.slice(-6)));
    assert.ok(offsets.has('+00:00') && offsets.has('+05:30'));
    assert.ok(
      [...offsets].some((o) => o.startsWith('-')),
      'a negative offset',
    );
    const clipNames = new Set(videos.map((v) => new URL(v.playbackDetails.mp4Url).pathname));
    assert.equal(clipNames.size, Object.keys(clips).length, 'every clip is used');
  });

  test('each call returns fresh objects', () => {
    const again = createVideos('http://media.test/');
    assert.deepEqual(again, videos, 'a trailing slash on the base changes nothing');
    again[0]?.tags.push('mutated');
    assert.deepEqual(again[0]?.tags.at(-1), 'mutated');
    assert.notDeepEqual(createVideos('http://media.test')[0]?.tags, again[0]?.tags);
  });
});

describe('GET /content/video', () => {
  test('category + limit: exactly limit videos, all of that category, full shape', async () => {
    const list = await items('/content/video?categoryName=Investing%20Basics&limit=3');
    assert.equal(list.length, 3);
    for (const v of list) {
      assertVideoShape(v);
      assert.ok(inCategory(v, 'Investing Basics'), `${v.id} is in Investing Basics`);
    }
  });

  test('every record of the full list has the spec shape', async () => {
    const list = await items('/content/video');
    assert.equal(list.length, createVideos(standIns.mediaUrl).length);
    list.forEach(assertVideoShape);
  });

  test('omitted category returns all videos in fixture order; omitted limit means no cap', async () => {
    const list = await items('/content/video');
    const expected = createVideos(standIns.mediaUrl);
    assert.deepEqual(list, expected);
    const ordered = await items('/content/video?limit=5');
    assert.deepEqual(ordered, expected.slice(0, 5));
  });

  test('limit caps; a limit above the match count returns every match', async () => {
    const all = await items('/content/video?categoryName=Options%20Trading');
    assert.ok(all.length >= 3);
    assert.ok(all.every((v) => inCategory(v, 'Options Trading')));
    assert.equal((await items('/content/video?categoryName=Options%20Trading&limit=1')).length, 1);
    const capped = await items(
      `/content/video?categoryName=Options%20Trading&limit=${all.length - 1}`,
    );
    assert.deepEqual(capped, all.slice(0, all.length - 1));
    const over = await items('/content/video?categoryName=Options%20Trading&limit=1000');
    assert.deepEqual(over, all);
  });

  test('category names with & and non-ASCII characters match once URL-encoded', async () => {
    for (const name of ['Taxes & Accounts', 'Märkte auf Deutsch']) {
      const query = new URLSearchParams({categoryName: name});
      const list = await items(`/content/video?${query}`);
      const expected = createVideos(standIns.mediaUrl).filter((v) => inCategory(v, name));
      assert.ok(expected.length > 0);
      assert.deepEqual(list, expected, name);
    }
    // Unencoded "&" splits the parameter: "Taxes " matches nothing.
    assert.deepEqual(await items('/content/video?categoryName=Taxes & Accounts'), []);
  });

  test('matching is exact: unknown, differently-cased or partial names give an empty list', async () => {
    for (const name of ['Real Estate', 'investing basics', 'Investing', '']) {
      const query = new URLSearchParams({categoryName: name});
      assert.deepEqual(await items(`/content/video?${query}`), [], JSON.stringify(name));
    }
  });

  test('invalid limit → 400 JSON error', async () => {
    for (const limit of ['0', '-1', '2.5', 'ten', '', '1e2', ' 3']) {
      const res = await call(`/content/video?limit=${encodeURIComponent(limit)}`);
      await assertJsonError(res, 400, 'invalid_parameter');
    }
  });

  test('HEAD answers like GET without a body', async () => {
    const get = await call('/content/video?limit=2');
    const getBody = await get.text();
    const head = await call('/content/video?limit=2', {method: 'HEAD'});
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), get.headers.get('content-type'));
    assert.equal(head.headers.get('content-length'), String(Buffer.byteLength(getBody)));
    assert.equal(await head.text(), '');
  });
});

describe('GET /content/video/<id>', () => {
  test('returns exactly the one video', async () => {
    const expected = createVideos(standIns.mediaUrl)[4];
    assert.ok(expected);
    const list = await items(`/content/video/${expected.id}`);
    assert.deepEqual(list, [expected]);
    assertVideoShape(list[0]);
  });

  test('unknown id → 404 JSON error', async () => {
    await assertJsonError(await call('/content/video/999999'), 404, 'not_found');
    await assertJsonError(await call('/content/video/-5'), 404, 'not_found');
  });

  test('non-integer id → 400 JSON error', async () => {
    for (const id of ['abc', '1.5', '10a', '%20']) {
      await assertJsonError(await call(`/content/video/${id}`), 400, 'invalid_parameter');
    }
  });
});

describe('authentication', () => {
  test('missing key → 401 JSON error on both operations', async () => {
    await assertJsonError(await call('/content/video', {key: null}), 401, 'unauthorized');
    await assertJsonError(await call('/content/video/1001', {key: null}), 401, 'unauthorized');
  });

  test('wrong key → 401 JSON error that does not echo the key', async () => {
    const res = await call('/content/video?limit=1', {key: 'not-the-key'});
    assert.equal(res.status, 401);
    const text = await res.text();
    assert.equal(JSON.parse(text).error.code, 'unauthorized');
    assert.ok(!text.includes('not-the-key'));
    assert.ok(!text.includes(apiKey));
  });

  test('auth is checked before parameters', async () => {
    await assertJsonError(await call('/content/video?limit=0', {key: null}), 401, 'unauthorized');
  });
});

describe('other requests', () => {
  test('unknown paths → 404 JSON, other methods → 405 JSON', async () => {
    for (const path of ['/', '/content', '/content/videos', '/content/video/1001/extra']) {
      await assertJsonError(await call(path), 404, 'not_found');
    }
    const res = await call('/content/video', {method: 'POST', body: '{}'});
    await assertJsonError(res, 405, 'method_not_allowed');
    assert.match(res.headers.get('allow') ?? '', /GET/);
  });

  test('CORS: preflight without key → 204 with the allowed methods and headers', async () => {
    const res = await fetch(`${standIns.serviceUrl}/content/video?limit=1`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://cms.example',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-api-key, accept',
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.equal(res.headers.get('access-control-allow-methods'), 'GET, HEAD');
    const allowed = (res.headers.get('access-control-allow-headers') ?? '').toLowerCase();
    assert.ok(allowed.split(/\s*,\s*/).includes('x-api-key'));
    assert.equal(res.headers.get('access-control-max-age'), '600');
  });

  test('CORS headers are on successes and errors', async () => {
    for (const res of [await call('/content/video?limit=1'), await call('/x', {key: null})]) {
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      await res.arrayBuffer();
    }
  });
});
