// The proxy against a real service on loopback that answers what the JSON fault queue cannot:
// oversized, chunked and invalid-UTF-8 bodies, slow answers whose overlap is counted.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {startRawAnswers} from '../../demo/stand-in/raw-answers.js';
import {createVideoProxy, type VideoProxyOptions} from '../../src/proxy/index.js';
import {BASE, errorCode, errorOf, KEY, ORIGIN} from './harness.js';

const LIST = `${BASE}/content/video`;
const MIB = 1024 * 1024;

type RawAnswers = Awaited<ReturnType<typeof startRawAnswers>>;

describe('the proxy against a hostile upstream', () => {
  let raw: RawAnswers;
  before(async () => {
    raw = await startRawAnswers();
  });
  after(() => raw.close());

  /** A proxy onto one named answer of the raw service, its log lines collected. */
  const proxyOnto = (answer: string, options: Partial<VideoProxyOptions> = {}) => {
    const logs: string[] = [];
    const proxy = createVideoProxy({
      upstream: `${raw.url}/${answer}`,
      apiKey: KEY,
      basePath: BASE,
      rateLimit: false,
      log: (line) => logs.push(line),
      ...options,
    });
    const call = (path = LIST) => proxy(new Request(`${ORIGIN}${path}`));
    return {call, logs};
  };

  describe('when the answer is larger than 4 MiB', () => {
    it('refuses it by its declared length, without waiting for the body', async () => {
      const {call, logs} = proxyOnto('declared-oversized', {timeout: 5000});
      const response = await call();
      assert.equal(response.status, 502);
      assert.equal(await errorCode(response), 'bad-gateway');
      assert.deepEqual(logs, [
        'video proxy: GET /content/video failed: the answer was not JSON or was too large',
      ]);
    });

    it('stops reading one that declares no length once it passes 4 MiB', async () => {
      const response = await proxyOnto('streamed-oversized').call();
      assert.equal(response.status, 502);
      assert.equal(await errorCode(response), 'bad-gateway');
    });
  });

  describe('when the answer is exactly 4 MiB', () => {
    for (const answer of ['declared-at-cap', 'streamed-at-cap']) {
      it(`passes it on whole (${answer})`, async () => {
        const response = await proxyOnto(answer).call();
        assert.equal(response.status, 200);
        const body = new Uint8Array(await response.arrayBuffer());
        assert.equal(body.byteLength, 4 * MIB);
        assert.deepEqual((JSON.parse(new TextDecoder().decode(body)) as {data: object}).data, {
          items: [],
        });
      });
    }
  });

  it('joins an answer sent in several chunks in order', async () => {
    const response = await proxyOnto('three-chunks').call();
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '{"data":{"items":[{"id":1,"title":"ok"}]}}');
  });

  it('refuses an answer that is not valid UTF-8', async () => {
    const {call, logs} = proxyOnto('invalid-utf8');
    const response = await call();
    assert.equal(response.status, 502);
    assert.equal(await errorCode(response), 'bad-gateway');
    assert.equal(logs.length, 1);
  });

  describe('upstream concurrency', () => {
    it('keeps at most 16 calls in flight by default, queueing the rest', async () => {
      const counted = await startRawAnswers();
      try {
        const proxy = createVideoProxy({
          upstream: `${counted.url}/slow-100`,
          apiKey: KEY,
          rateLimit: false,
        });
        const responses = await Promise.all(
          Array.from({length: 40}, (_, i) =>
            proxy(new Request(`${ORIGIN}/content/video?categoryName=c${i}`)),
          ),
        );
        assert.deepEqual(new Set(responses.map((r) => r.status)), new Set([200]));
        assert.equal(counted.requests(), 40);
        assert.equal(counted.maxInFlight(), 16);
      } finally {
        await counted.close();
      }
    });

    it('answers 503 with Retry-After beyond the queue, and forwards none of those', async () => {
      const counted = await startRawAnswers();
      try {
        const proxy = createVideoProxy({
          upstream: `${counted.url}/slow-200`,
          apiKey: KEY,
          rateLimit: false,
          concurrency: 2,
          queueSize: 3,
        });
        const responses = await Promise.all(
          Array.from({length: 8}, (_, i) =>
            proxy(new Request(`${ORIGIN}/content/video?categoryName=c${i}`)),
          ),
        );
        const busy = responses.filter((r) => r.status === 503);
        assert.equal(responses.filter((r) => r.status === 200).length, 5);
        assert.equal(busy.length, 3);
        for (const response of busy) {
          assert.equal(response.headers.get('retry-after'), '1');
          assert.equal(response.headers.get('cache-control'), 'no-store');
          assert.deepEqual(await errorOf(response), {
            code: 'busy',
            message: 'The proxy is busy; try again in a moment.',
          });
        }
        assert.equal(counted.requests(), 5);
        assert.equal(counted.maxInFlight(), 2);
      } finally {
        await counted.close();
      }
    });

    it('answers 503 to a call that waited longer than queueWait for a slot', async () => {
      const {call} = proxyOnto('slow-400', {concurrency: 1, queueWait: 50});
      const [first, second] = await Promise.all([
        call(`${LIST}?categoryName=a`),
        call(`${LIST}?categoryName=b`),
      ]);
      assert.equal(first.status, 200);
      assert.equal(second.status, 503);
    });

    for (const [what, options] of [
      ['a concurrency of 0', {concurrency: 0}],
      ['a fractional concurrency', {concurrency: 1.5}],
      ['a negative queueSize', {queueSize: -1}],
      ['a negative queueWait', {queueWait: -1}],
      ['an endless queueWait', {queueWait: Infinity}],
    ] as const) {
      it(`refuses ${what} at creation, naming the option`, () => {
        const name = Object.keys(options)[0]!;
        assert.throws(
          () => createVideoProxy({upstream: raw.url, apiKey: KEY, ...options}),
          (error: Error) => error instanceof TypeError && error.message.includes(name),
        );
      });
    }
  });
});
