import {expect} from '@open-wc/testing';
import {VideoClient, VideoServiceError} from '../../src/data/index.js';
import {lie} from '../lies.js';
import {Scope} from '../stand-in.js';

async function failure(promise: Promise<unknown>): Promise<VideoServiceError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof VideoServiceError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
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

  it('refuses an answer larger than any list needs, without reading it all', async () => {
    await lie(scope, {records: {count: 10_000}});
    const error = await failure(client().listVideos(scope.source(), {limit: 12}));
    expect(error).to.include({kind: 'too-large', status: 200});
  });

  it('reports an answer whose every record is unusable as its own error', async () => {
    await lie(scope, {status: 200, body: '{"data":{"items":[{"id":"x"},{"id":2}]}}'});
    const error = await failure(client().listVideos(scope.source(), {}));
    expect(error.kind).to.equal('unusable-records');
  });

  for (const status of [404, 403, 500]) {
    it(`lets no rejection escape when the connection resets after a ${status}`, async () => {
      const unhandled: unknown[] = [];
      const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
      window.addEventListener('unhandledrejection', onUnhandled);
      try {
        await lie(scope, {status, reset: true, body: '{"error":{"code":"x"}}', times: 3});
        const error = await failure(client().listVideos(scope.source(), {}));
        expect(error.status).to.equal(status);
        // Give a stray rejection of the reset body time to surface.
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(unhandled.map(String)).to.deep.equal([]);
      } finally {
        window.removeEventListener('unhandledrejection', onUnhandled);
      }
    });
  }
});
