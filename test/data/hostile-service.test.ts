import {expect} from '@open-wc/testing';
import {VideoClient, VideoServiceError} from '../../src/data/index.js';
import {MAX_RECORDS, MAX_TITLE_CHARS} from '../../src/data/parse-video.js';
import {MAX_SINGLE_BYTES} from '../../src/data/read-single.js';
import {bytesSent, lie} from '../lies.js';
import {longTasks, report} from '../long-tasks.js';
import {rejection} from '../rejection.js';
import {Scope} from '../stand-in.js';
import {unhandledRejections} from '../unhandled-rejections.js';

async function failure(promise: Promise<unknown>): Promise<VideoServiceError> {
  const error = await rejection(promise);
  if (error instanceof VideoServiceError) return error;
  throw error;
}

/** The same stand-in under another origin: `localhost` instead of `127.0.0.1`. */
const elsewhere = (url: string) => url.replace('//127.0.0.1:', '//localhost:');

describe('VideoClient against a hostile service', () => {
  let scope: Scope;
  let other: Scope;
  const client = () => new VideoClient({sleep: async () => {}});
  beforeEach(async () => {
    scope = await Scope.create();
    other = await Scope.create();
  });

  describe('when the service redirects to another origin', () => {
    const redirect = () =>
      lie(scope, {
        status: 302,
        headers: {location: elsewhere(`${other.source().endpoint}/content/video`)},
      });

    it('follows the redirect in proxy mode, where no key is sent', async () => {
      // Shows that the redirect target is reachable, so the test below can fail.
      await redirect();
      const endpoint = scope.source().endpoint;
      await failure(client().listVideos({endpoint}, {}));
      const [request] = await other.requests();
      expect(request).to.include({path: '/content/video', apiKey: false});
    });

    it('does not follow it in direct mode, so the key never leaves the service', async () => {
      await redirect();
      const error = await failure(client().listVideos(scope.source(), {}));
      expect(error.kind).to.equal('redirected');
      expect(error.message).to.contain('Set the endpoint attribute to the final address');
      expect(await other.requests()).to.deep.equal([]);
    });
  });

  it('reports a refusal of the page origin in words an author can act on, and does not retry', async () => {
    const refusal = {
      error: {code: 'origin-not-allowed', message: 'This origin may not use the proxy.'},
    };
    await lie(scope, {status: 403, body: JSON.stringify(refusal), contentType: 'application/json'});
    const error = await failure(client().listVideos(scope.source(), {}));
    expect(error).to.include({kind: 'origin-not-allowed', status: 403});
    expect(error.message).to.equal(
      `This site (origin ${location.origin}) is not allowed to use the video service. Add ${location.origin} to the allowed origins of the proxy (PROXY_ALLOWED_ORIGINS), or serve the proxy from this site.`,
    );
    expect(await scope.requests()).to.have.length(1);
  });

  it('reads any other 403 as a refused key', async () => {
    await lie(scope, {status: 403, body: '{"error":{"code":"forbidden"}}'});
    expect(await failure(client().listVideos(scope.source(), {}))).to.include({kind: 'auth'});
  });

  describe('when the answer holds far more than asked for', () => {
    // 10,000 records, sent as a far server does: 4 KB at a time.
    const tenThousand = {records: {count: 10_000, chunkSize: 4096, chunkDelayMs: 1}};

    it('reads 10,000 records only as far as limit, and cancels the rest of the body', async () => {
      // Nothing after 256 KB: the answer ends only when the client cancels it.
      const pauseAfter = 256 * 1024;
      await lie(scope, {records: {...tenThousand.records, pauseAfter}});
      const videos = await client().listVideos(scope.source(), {limit: 12});
      expect(videos.map((video) => video.id)).to.deep.equal(
        Array.from({length: 12}, (_, i) => 500_000 + i),
      );
      const sent = await bytesSent(scope);
      // The whole answer, read to its end, for comparison.
      await lie(scope, {records: {count: 10_000, chunkSize: 1024 * 1024}});
      const whole = await fetch(`${scope.source().endpoint}/content/video`);
      await whole.arrayBuffer();
      const all = await bytesSent(scope);
      expect(all, 'the whole answer').to.be.above(5_000_000);
      expect(sent, 'bytes sent before the cancel').to.be.below(pauseAfter + 4096);
    });

    it(`reads the first ${MAX_RECORDS} of them`, async () => {
      await lie(scope, tenThousand);
      let videos: unknown[] = [];
      // Reported, not asserted (a timing): `npm run bench -- --part hostileAnswers` measures it.
      const durations = await longTasks(
        async () => (videos = await client().listVideos(scope.source(), {limit: 5000})),
      );
      report(`10,000 records (6.5 MB) in 4 KB chunks, ${MAX_RECORDS} read`, durations);
      expect(videos).to.have.length(MAX_RECORDS);
    });

    it(`stops reading a single-video answer at ${MAX_SINGLE_BYTES / 1024} KiB, far beyond one record`, async () => {
      // Of the 6.5 MB, nothing after twice the bound: the answer ends only when the client stops.
      const pauseAfter = 2 * MAX_SINGLE_BYTES;
      await lie(scope, {records: {...tenThousand.records, pauseAfter}});
      const error = await failure(client().getVideo(scope.source(), 500_000));
      expect(error).to.include({kind: 'too-large', status: 200});
      expect(error.message).to.contain('sends one record for one video');
      expect(await bytesSent(scope)).to.be.below(pauseAfter + 4096);
    });

    it('refuses a single-video answer of two records', async () => {
      await lie(scope, {records: {count: 2}});
      const error = await failure(client().getVideo(scope.source(), 500_000));
      expect(error).to.include({kind: 'bad-response', status: 200});
    });
  });

  it('cuts megabyte titles and keeps their records', async () => {
    await lie(scope, {records: {count: 3, titleLength: 1_000_000, chunkSize: 64 * 1024}});
    const videos = await client().listVideos(scope.source(), {limit: 12});
    expect(videos).to.have.length(3);
    for (const video of videos) {
      expect(video.title.length).to.equal(MAX_TITLE_CHARS + 1);
      expect(video.title.endsWith('…')).to.be.true;
    }
  });

  it('cuts a long title of a single video as it cuts those of a list', async () => {
    await lie(scope, {records: {count: 1, titleLength: 5000}});
    const video = await client().getVideo(scope.source(), 500_000);
    expect(video.title.length).to.equal(MAX_TITLE_CHARS + 1);
    expect(video.title.endsWith('…')).to.be.true;
  });

  it('refuses an answer padded beyond any list before limit records are in', async () => {
    await lie(scope, {records: {count: 10, titleLength: 2_000_000, chunkSize: 256 * 1024}});
    const error = await failure(client().listVideos(scope.source(), {limit: 12}));
    expect(error).to.include({kind: 'too-large', status: 200});
    expect(error.message).to.contain('honours the limit parameter');
  });

  it('reads records whatever fields come before and after data.items', async () => {
    const [video] = await client().listVideos(scope.source(), {limit: 1});
    const body = JSON.stringify({status: 'ok', data: {total: 1, items: [video]}, errors: []});
    await lie(scope, {status: 200, body, contentType: 'application/json'});
    expect(await client().listVideos(scope.source(), {})).to.deep.equal([video]);
  });

  it('refuses an envelope broken after its records, when it was read to the end', async () => {
    const [video] = await client().listVideos(scope.source(), {limit: 1});
    const body = `${JSON.stringify({data: {items: [video]}}).slice(0, -1)},"errors":[}`;
    await lie(scope, {status: 200, body, contentType: 'application/json'});
    const error = await failure(client().listVideos(scope.source(), {}));
    expect(error).to.include({kind: 'bad-response', status: 200});
  });

  it('reports an answer whose every record is unusable as its own error', async () => {
    await lie(scope, {status: 200, body: '{"data":{"items":[{"id":"x"},{"id":2}]}}'});
    const error = await failure(client().listVideos(scope.source(), {}));
    expect(error.kind).to.equal('unusable-records');
  });

  for (const status of [404, 403, 500]) {
    it(`lets no rejection escape when the connection resets after a ${status}`, async () => {
      const unhandled = await unhandledRejections(async () => {
        await lie(scope, {status, reset: true, body: '{"error":{"code":"x"}}', times: 3});
        const error = await failure(client().listVideos(scope.source(), {}));
        expect(error.status).to.equal(status);
        // Give a stray rejection of the reset body time to surface.
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect(unhandled.map(String)).to.deep.equal([]);
    });
  }
});
