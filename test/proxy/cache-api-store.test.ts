// The Cache API answer store against workerd's own `caches.default` (through Miniflare), called in
// this process: what it stores there, and what it gives back.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {cacheApiStore} from '../../src/proxy/cache-api-store.js';
import {gzip} from '../../src/proxy/encoding.js';
import type {Answer} from '../../src/proxy/upstream.js';
import {workerdRuntime} from './workerd-runtime.js';

const bytes = (text: string) => new TextEncoder().encode(text);
const RECORD = bytes(
  '{"data":{"id":1001,"title":"Investing Basics","tags":["fund","fund","fund"]}}',
);
const MISSING = bytes('{"error":{"code":"not-found","message":"No such video."}}');

describe('cacheApiStore in workerd’s Cache API', {timeout: 60_000}, () => {
  let runtime: Awaited<ReturnType<typeof workerdRuntime>>;
  before(async () => {
    runtime = await workerdRuntime();
  });
  after(() => runtime.dispose());

  let stores = 0;
  /** A store onto an upstream URL of its own, so no test sees another's entries. */
  function store() {
    const upstream = `https://videos.example.test/store-${++stores}`;
    let opens = 0;
    const open = async () => {
      opens++;
      return runtime.edge;
    };
    return {store: cacheApiStore(open, upstream), upstream, opens: () => opens};
  }

  it('finds nothing under a key it never stored', async () => {
    assert.equal(await store().store.get('/content/video/1001'), undefined);
  });

  describe('a gzipped 200', () => {
    const answer = async (): Promise<Answer> => ({
      status: 200,
      body: RECORD,
      gzip: await gzip(RECORD),
      etag: '"5d41402abc4b2a76b9719d91"',
      storedAt: 1_700_000_000_123,
    });

    it('is given back whole: status, etag, time, body and gzip', async () => {
      const {store: answers} = store();
      const stored = await answer();
      await answers.set('/content/video/1001', stored, 660_000);
      assert.deepEqual(await answers.get('/content/video/1001'), stored);
    });

    it('lies under its upstream URL as the gzip bytes, a 200 kept for keepMs rounded up to seconds', async () => {
      const {store: answers, upstream} = store();
      const stored = await answer();
      await answers.set('/content/video?limit=2&categoryName=Investing%20Basics', stored, 600_001);
      const entry = await runtime.edge.match(
        `${upstream}/content/video?limit=2&categoryName=Investing%20Basics`,
      );
      assert.ok(entry);
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('cache-control'), 'max-age=601');
      // Opaque bytes: no content-encoding that a cache would decode or re-encode.
      assert.equal(entry.headers.get('content-type'), 'application/octet-stream');
      assert.equal(entry.headers.get('content-encoding'), null);
      assert.equal(entry.headers.get('etag'), '"5d41402abc4b2a76b9719d91"');
      assert.equal(entry.headers.get('x-answer-status'), '200');
      assert.equal(entry.headers.get('x-answer-gzip'), '1');
      assert.equal(entry.headers.get('x-stored-at'), '1700000000123');
      assert.deepEqual(new Uint8Array(await entry.arrayBuffer()), stored.gzip);
    });
  });

  describe('a 404 without gzip', () => {
    const answer: Answer = {
      status: 404,
      body: MISSING,
      etag: '"0cc175b9c0f1b6a831c399e2"',
      storedAt: 1_700_000_000_456,
    };

    it('is given back as a 404, with no gzip', async () => {
      const {store: answers} = store();
      await answers.set('/content/video/987654', answer, 660_000);
      assert.deepEqual(await answers.get('/content/video/987654'), answer);
    });

    it('is stored as a 200 (a cache may refuse a 404) of the plain body, marked not gzipped', async () => {
      const {store: answers, upstream} = store();
      await answers.set('/content/video/987654', answer, 60_000);
      const entry = await runtime.edge.match(`${upstream}/content/video/987654`);
      assert.ok(entry);
      assert.equal(entry.status, 200);
      assert.equal(entry.headers.get('cache-control'), 'max-age=60');
      assert.equal(entry.headers.get('x-answer-status'), '404');
      assert.equal(entry.headers.get('x-answer-gzip'), '0');
      assert.equal(entry.headers.get('x-stored-at'), '1700000000456');
      assert.deepEqual(new Uint8Array(await entry.arrayBuffer()), MISSING);
    });
  });

  it('reads an entry without its own headers as a plain 200 with an empty etag', async () => {
    // Not one this store writes: what it makes of an entry that lacks them.
    const {store: answers, upstream} = store();
    await runtime.edge.put(
      `${upstream}/content/video/1001`,
      new Response(RECORD, {headers: {'cache-control': 'max-age=60', 'x-stored-at': '42'}}),
    );
    assert.deepEqual(await answers.get('/content/video/1001'), {
      status: 200,
      etag: '',
      storedAt: 42,
      body: RECORD,
    });
  });

  it('opens the cache when first used, and once', async () => {
    const {store: answers, opens} = store();
    assert.equal(opens(), 0);
    await Promise.all([answers.get('/a'), answers.get('/b')]);
    await answers.set('/a', {status: 200, body: RECORD, etag: '"a"', storedAt: 1}, 60_000);
    assert.equal(opens(), 1);
  });
});
