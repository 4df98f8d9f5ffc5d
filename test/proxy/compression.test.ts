// Answers go out gzipped to clients that accept it, compressed once when they arrive, with an
// ETag per encoding; through the web-standard handler and the Node adapter (workerd: see
// workerd.test.ts).
import assert from 'node:assert/strict';
import {once} from 'node:events';
import {createServer, request as httpRequest} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {gunzipSync} from 'node:zlib';
import {accepts, acceptsGzip} from '../../src/proxy/encoding.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {BASE, scopedProxy, startStandIn, type StandIns} from './harness.js';

const LIST = `${BASE}/content/video?limit=12`;

describe('acceptsGzip', () => {
  for (const [header, expected] of [
    [null, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip', true],
    ['GZIP', true],
    ['x-gzip', true],
    ['deflate, gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['gzip; q=0.000', false],
    ['gzip;q=1, *;q=0', true],
    ['*', true],
    ['*;q=0', false],
    ['*, gzip;q=0', false],
    ['gzip;q=0, *', false],
    ['br;q=1, identity;q=0.5, *;q=0.1', true],
    // A q-value with spaces around its parts; parameters that only look like one are not.
    ['gzip; q = 0 ', false],
    ['gzip;xq=0', true],
    ['gzip;q=0x', true],
  ] as const) {
    it(`says ${expected} to ${JSON.stringify(header)}`, () => {
      assert.equal(acceptsGzip(header), expected);
    });
  }
});

describe('accepts', () => {
  it('takes x-gzip for gzip only', () => {
    assert.equal(accepts('x-gzip', 'gzip'), true);
    assert.equal(accepts('x-gzip', 'br'), false);
  });
});

describe('compressed answers', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

  it('sends the handler’s answers gzipped when accepted, compressing each answer once', async () => {
    const {call, requests} = scopedProxy(standIns.serviceUrl);
    const made: string[] = [];
    const Native = globalThis.CompressionStream;
    // Counts compressions, and compresses all the same.
    globalThis.CompressionStream = class extends Native {
      constructor(format: CompressionFormat) {
        super(format);
        made.push(format);
      }
    };
    try {
      const plain = await call(LIST);
      const plainText = await plain.text();
      assert.equal(plain.headers.get('content-encoding'), null);
      assert.equal(plain.headers.get('vary'), 'Origin, Accept-Encoding');
      for (let i = 0; i < 5; i++) {
        const zipped = await call(LIST, {headers: {'accept-encoding': 'gzip, deflate, br'}});
        assert.equal(zipped.headers.get('content-encoding'), 'gzip');
        assert.equal(zipped.headers.get('x-cache'), 'HIT');
        assert.equal(
          zipped.headers.get('etag'),
          plain.headers.get('etag')?.replace(/"$/, '-gzip"'),
        );
        const bytes = new Uint8Array(await zipped.arrayBuffer());
        assert.ok(bytes.byteLength < plainText.length / 2);
        assert.equal(gunzipSync(bytes).toString(), plainText);
      }
      assert.deepEqual(made, ['gzip']);
      assert.equal((await requests()).length, 1);
    } finally {
      globalThis.CompressionStream = Native;
    }
  });

  it('answers 304 to the ETag of the encoding it would send, and 200 to the other', async () => {
    const {call} = scopedProxy(standIns.serviceUrl);
    const plainTag = (await call(LIST)).headers.get('etag') ?? '';
    const gzipped = {'accept-encoding': 'gzip'};
    const gzipTag = (await call(LIST, {headers: gzipped})).headers.get('etag') ?? '';
    assert.match(gzipTag, /^"[0-9a-f]{24}-gzip"$/);
    const revalidate = (tag: string, headers = {}) =>
      call(LIST, {headers: {...headers, 'if-none-match': tag}});
    const fresh = await revalidate(gzipTag, gzipped);
    assert.equal(fresh.status, 304);
    assert.equal(fresh.headers.get('etag'), gzipTag);
    assert.equal(fresh.headers.get('vary'), 'Origin, Accept-Encoding');
    assert.equal((await revalidate(plainTag)).status, 304);
    assert.equal((await revalidate(plainTag, gzipped)).status, 200);
    assert.equal((await revalidate(gzipTag)).status, 200);
  });

  it('sends a small answer that gzip would not shrink as it is', async () => {
    const {call} = scopedProxy(standIns.serviceUrl);
    const missing = await call(`${BASE}/content/video/987654`, {
      headers: {'accept-encoding': 'gzip'},
    });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers.get('content-encoding'), null);
    assert.match(await missing.text(), /no such video/);
  });

  it('sends the gzip as stored through the Node adapter, with its length', async () => {
    const {proxy} = scopedProxy(standIns.serviceUrl);
    const server = createServer(toNodeListener(proxy));
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    const {port} = server.address() as AddressInfo;
    /** The status, headers and undecoded body of a request, as a client gets them. */
    const raw = (headers: Record<string, string>, method = 'GET') =>
      new Promise<{status: number; headers: Record<string, unknown>; body: Buffer}>(
        (resolve, reject) => {
          const req = httpRequest({host: '127.0.0.1', port, path: LIST, method, headers}, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({
                status: res.statusCode ?? 0,
                headers: res.headers,
                body: Buffer.concat(chunks),
              }),
            );
          });
          req.on('error', reject);
          req.end();
        },
      );
    try {
      const plain = await raw({});
      assert.equal(plain.headers['content-encoding'], undefined);
      const zipped = await raw({'accept-encoding': 'gzip, br'});
      assert.equal(zipped.status, 200);
      assert.equal(zipped.headers['content-encoding'], 'gzip');
      assert.equal(zipped.headers.vary, 'Origin, Accept-Encoding');
      assert.equal(zipped.headers['content-length'], String(zipped.body.byteLength));
      assert.equal(gunzipSync(zipped.body).toString(), plain.body.toString());
      const head = await raw({'accept-encoding': 'gzip'}, 'HEAD');
      assert.equal(head.headers['content-encoding'], 'gzip');
      assert.equal(head.body.byteLength, 0);
      const refused = await raw({'accept-encoding': 'gzip;q=0'});
      assert.equal(refused.headers['content-encoding'], undefined);
      assert.deepEqual(refused.body, plain.body);
    } finally {
      server.close();
    }
  });
});
