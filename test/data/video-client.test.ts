import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {VideoClient, VideoServiceError, type VideoSource} from '../../src/data/index.js';
import {rejection} from '../rejection.js';
import {Scope, standIn} from '../stand-in.js';

/** A client whose waits between retries are recorded and skipped, so tests control time. */
function testClient(options: ConstructorParameters<typeof VideoClient>[0] = {}) {
  const waits: number[] = [];
  const client = new VideoClient({
    sleep: async (ms) => void waits.push(ms),
    ...options,
  });
  return {client, waits};
}

const CATEGORY = 'Investing Basics';

describe('VideoClient', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  describe('in direct mode', () => {
    it('lists no more than limit videos of the category', async () => {
      const {client} = testClient();
      const videos = await client.listVideos(scope.source(), {category: CATEGORY, limit: 3});
      expect(videos).to.have.length(3);
      for (const video of videos) {
        expect(video.categories.items.map((c) => c.categoryName)).to.include(CATEGORY);
      }
    });

    it('sends the key in the x-api-key header only, never in the URL', async () => {
      const {client} = testClient();
      await client.listVideos(scope.source(), {category: CATEGORY, limit: 2});
      const [request, ...others] = await scope.requests();
      expect(others).to.be.empty;
      expect(request).to.include({method: 'GET', apiKey: true});
      expect(request?.query).to.deep.equal({categoryName: CATEGORY, limit: '2'});
      expect(JSON.stringify(request)).not.to.contain(scope.info.apiKey);
    });

    it('fetches one video by id', async () => {
      const {client} = testClient();
      const [listed] = await client.listVideos(scope.source(), {limit: 1});
      const fresh = new VideoClient();
      expect(await fresh.getVideo(scope.source(), listed!.id)).to.deep.equal(listed);
    });
  });

  describe('in proxy mode', () => {
    it('reads through the proxy with no key in the browser', async () => {
      const {proxyPath} = await standIn();
      const {client} = testClient();
      const videos = await client.listVideos({endpoint: proxyPath}, {category: CATEGORY, limit: 2});
      expect(videos).to.have.length(2);
    });
  });

  describe('when the service fails', () => {
    it('reports a wrong key as an auth error', async () => {
      const {client} = testClient();
      const error = await rejection(client.listVideos(scope.source('wrong-key'), {limit: 1}));
      expect(error).to.be.instanceOf(VideoServiceError).and.include({kind: 'auth', status: 401});
      expect((error as Error).message).to.match(/api-key/);
    });

    it('reports an unknown id as not-found', async () => {
      const {client} = testClient();
      const error = await rejection(client.getVideo(scope.source(), 999_999));
      expect(error).to.include({kind: 'not-found', status: 404});
    });

    it('reports an empty single-video answer as not-found', async () => {
      await scope.fault({
        status: 200,
        body: '{"data":{"items":[]}}',
        contentType: 'application/json',
      });
      const {client} = testClient();
      expect(await rejection(client.getVideo(scope.source(), 1))).to.include({kind: 'not-found'});
    });

    it('refuses a record of another id, or several records, and caches neither', async () => {
      const {client} = testClient();
      const source = scope.source();
      const [first, second] = await client.listVideos(source, {limit: 2});
      client.clear();
      const lie = (...items: unknown[]) => ({
        status: 200,
        body: JSON.stringify({data: {items}}),
        contentType: 'application/json',
      });
      await scope.fault(lie(second), lie(first, second));
      for (let answer = 0; answer < 2; answer++) {
        expect(await rejection(client.getVideo(source, first!.id))).to.include({
          kind: 'bad-response',
        });
      }
      // Neither lie was cached: the next call asks again and gets the right video.
      expect((await client.getVideo(source, first!.id)).id).to.equal(first!.id);
    });

    it('reports a body that is not JSON as bad-response', async () => {
      await scope.fault({status: 200, body: '<html>Welcome</html>', contentType: 'text/html'});
      const {client} = testClient();
      expect(await rejection(client.listVideos(scope.source(), {}))).to.include({
        kind: 'bad-response',
      });
    });

    it('reports JSON outside the envelope as bad-response', async () => {
      await scope.fault({status: 200, body: '{"items":[]}', contentType: 'application/json'});
      const {client} = testClient();
      expect(await rejection(client.listVideos(scope.source(), {}))).to.include({
        kind: 'bad-response',
      });
    });

    it('reports an unreachable endpoint as a network error', async () => {
      const {client} = testClient({retries: 0});
      const error = await rejection(client.listVideos({endpoint: 'http://127.0.0.1:9'}, {}));
      expect(error).to.include({kind: 'network'});
    });

    it('gives up after the timeout', async () => {
      await scope.fault({hold: true}); // No answer comes: the client's timeout ends the wait.
      const {client} = testClient({timeout: 200});
      expect(await rejection(client.listVideos(scope.source(), {}))).to.include({kind: 'timeout'});
    });

    // WebKit now and then lets a fetch run on after its signal aborted (settleBy in abort.ts):
    // about 1 run in 100 of the test above answered after the server's 15 s. A fetch that never
    // hears of the abort makes that certain.
    it('gives up after the timeout where the engine does not abort the fetch', async () => {
      const deaf = () => new Promise<Response>(() => {});
      const {client} = testClient({timeout: 200, fetch: deaf});
      expect(await rejection(client.listVideos(scope.source(), {}))).to.include({kind: 'timeout'});
    });

    it('gives up after the timeout where the engine does not abort the body', async () => {
      const endless = new ReadableStream({
        start: (controller) => controller.enqueue(new TextEncoder().encode('{"items": [')),
      });
      const {client} = testClient({timeout: 200, fetch: async () => new Response(endless)});
      expect(await rejection(client.listVideos(scope.source(), {}))).to.include({kind: 'timeout'});
    });

    it('retries a 503 with growing backoff and then succeeds', async () => {
      await scope.fault({status: 503}, {status: 503});
      const {client, waits} = testClient({retryDelay: 100});
      expect(await client.listVideos(scope.source(), {limit: 1})).to.have.length(1);
      expect(waits).to.deep.equal([100, 200]);
      expect(await scope.requests()).to.have.length(3);
    });

    it('retries a dropped connection', async () => {
      await scope.fault({drop: true});
      const {client} = testClient();
      expect(await client.listVideos(scope.source(), {limit: 1})).to.have.length(1);
      expect(await scope.requests()).to.have.length(2);
    });

    it('waits as long as Retry-After asks', async () => {
      await scope.fault({status: 429, retryAfter: '2'});
      const {client, waits} = testClient();
      await client.listVideos(scope.source(), {limit: 1});
      expect(waits).to.deep.equal([2000]);
    });

    it('reports a long Retry-After at once instead of waiting', async () => {
      await scope.fault({status: 429, retryAfter: '120'});
      const {client, waits} = testClient();
      const error = await rejection(client.listVideos(scope.source(), {limit: 1}));
      expect(error).to.include({kind: 'rate-limited', retryAfter: 120_000});
      expect(waits).to.be.empty;
    });

    it('stops after a bounded number of attempts', async () => {
      await scope.fault({status: 500}, {status: 502}, {status: 503}, {status: 503});
      const {client} = testClient({retries: 2});
      expect(await rejection(client.listVideos(scope.source(), {}))).to.include({
        kind: 'server',
        status: 503,
      });
      expect(await scope.requests()).to.have.length(3);
    });

    it('does not retry an auth error', async () => {
      const {client, waits} = testClient();
      await rejection(client.listVideos(scope.source('wrong-key'), {}));
      expect(waits).to.be.empty;
      expect(await scope.requests()).to.have.length(1);
    });
  });

  describe('with hostile records', () => {
    it('drops malformed records, warns once, and keeps the rest', async () => {
      const {client} = testClient();
      const [good] = await client.listVideos(scope.source(), {limit: 1});
      const items = [
        good,
        {...good, id: 'x'},
        {...good, id: 2, playbackDetails: {streamUrl: 'javascript:x'}},
      ];
      await scope.fault({
        status: 200,
        body: JSON.stringify({data: {items}}),
        contentType: 'application/json',
      });
      const warn = console.warn;
      const warnings: unknown[] = [];
      console.warn = (...args: unknown[]) => void warnings.push(args);
      try {
        const videos = await client.listVideos(scope.source(), {limit: 3}, {fresh: true});
        expect(videos).to.deep.equal([good]);
      } finally {
        console.warn = warn;
      }
      expect(warnings).to.have.length(1);
      expect(String(warnings[0])).to.contain('2 malformed');
    });
  });

  describe('sharing', () => {
    let source: VideoSource;
    beforeEach(() => {
      source = scope.source();
    });

    it('makes one request for identical calls in flight', async () => {
      await scope.fault({hold: true}); // In flight until all three have asked.
      const {client} = testClient();
      const calls = Promise.all([1, 2, 3].map(() => client.listVideos(source, {limit: 2})));
      await scope.release();
      const [a, b, c] = await calls;
      expect(b).to.deep.equal(a);
      expect(c).to.deep.equal(a);
      expect(await scope.requests()).to.have.length(1);
    });

    it('lets one caller abort without aborting the request others wait on', async () => {
      await scope.fault({hold: true}); // In flight until the one caller has aborted.
      const {client} = testClient();
      const controller = new AbortController();
      const aborted = client.listVideos(source, {limit: 2}, {signal: controller.signal});
      const kept = client.listVideos(source, {limit: 2});
      controller.abort();
      expect(await rejection(aborted)).to.have.property('name', 'AbortError');
      await scope.release();
      expect(await kept).to.have.length(2);
      expect(await scope.requests()).to.have.length(1);
    });

    it('abandons the request when every caller has aborted', async () => {
      // Never answered: the stand-in stops holding it when the client goes away.
      await scope.fault({hold: true});
      const {client} = testClient();
      const controller = new AbortController();
      const aborted = client.listVideos(source, {limit: 2}, {signal: controller.signal});
      await waitUntil(async () => (await scope.requests()).length === 1, 'no request', {
        timeout: 10000,
      });
      controller.abort();
      await rejection(aborted);
      expect(await client.listVideos(source, {limit: 2})).to.have.length(2);
      expect(await scope.requests()).to.have.length(2);
    });

    it('reuses a response until it expires, and not after', async () => {
      let now = 0;
      const {client} = testClient({ttl: 1000, now: () => now});
      await client.listVideos(source, {limit: 2});
      await client.listVideos(source, {limit: 2});
      expect(await scope.requests()).to.have.length(1);
      now = 1001;
      await client.listVideos(source, {limit: 2});
      expect(await scope.requests()).to.have.length(2);
    });

    it('asks again when called with fresh', async () => {
      const {client} = testClient();
      await client.listVideos(source, {limit: 2});
      await client.listVideos(source, {limit: 2}, {fresh: true});
      expect(await scope.requests()).to.have.length(2);
    });

    it('serves a video it has already listed without a request', async () => {
      const {client} = testClient();
      const [, second] = await client.listVideos(source, {limit: 2});
      expect(await client.getVideo(source, second!.id)).to.deep.equal(second);
      expect(await scope.requests()).to.have.length(1);
    });

    it('keeps at most 200 answers, forgetting the least recently used', async () => {
      const {client} = testClient();
      // Its own scope: a loop cut off by the test's timeout must not ask in the next test's.
      const [own, ownSource] = [scope, source];
      // 200 lists of distinct limits (and their records, each kept as a single-video answer):
      // the first, then the 198 between side by side (200 in a row outlasted the 20 s timeout
      // in a loaded full run, load average 22), then the last.
      const list = (limit: number) => client.listVideos(ownSource, {limit});
      await list(1);
      await Promise.all(Array.from({length: 198}, (_, i) => list(i + 2)));
      await list(200);
      expect(await own.requests()).to.have.length(200);
      await client.listVideos(ownSource, {limit: 200}); // Among the newest: still cached.
      expect(await own.requests()).to.have.length(200);
      await client.listVideos(ownSource, {limit: 1}); // The oldest: evicted, asked again.
      expect(await own.requests()).to.have.length(201);
    });

    it('keeps callers with different keys apart', async () => {
      const {client} = testClient();
      await client.listVideos(source, {limit: 1});
      await rejection(client.listVideos(scope.source('wrong-key'), {limit: 1}));
      expect(await scope.requests()).to.have.length(2);
    });
  });
});
