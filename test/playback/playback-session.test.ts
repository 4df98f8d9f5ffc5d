import {expect} from '@open-wc/testing';
import type {ErrorData} from 'hls.js';
import {waitUntil} from '../wait-until.js';
import {PlaybackSession} from '../../src/playback/playback-session.js';
import {PlaybackError} from '../../src/playback/playback-error.js';
import {loadHls, type HlsConstructor} from '../../src/playback/load-hls.js';
import {clipMedia} from '../video-player/clips.js';
import {GSTREAMER} from '../gstreamer.js';
import {spyOnHls} from './hls-spy.js';

/** Nothing listens on port 1: every request fails at once, like a dropped connection. */
const UNREACHABLE = 'http://127.0.0.1:1/videos/x/master.m3u8';

describe('PlaybackSession', () => {
  let video: HTMLVideoElement;
  let session: PlaybackSession | undefined;
  let spy: Awaited<ReturnType<typeof spyOnHls>>;
  /** Requests for the unreachable master playlist (fetch watched, not replaced). */
  let masterRequests = 0;
  let masterFailures = 0;
  const realFetch = globalThis.fetch;

  beforeEach(async () => {
    masterRequests = masterFailures = 0;
    globalThis.fetch = (input, init) => {
      const answer = realFetch(input, init);
      if (String(input instanceof Request ? input.url : input) === UNREACHABLE) {
        masterRequests++;
        answer.catch(() => masterFailures++);
      }
      return answer;
    };
    spy = await spyOnHls();
    video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
  });

  afterEach(() => {
    session?.destroy();
    spy.restore();
    globalThis.fetch = realFetch;
    video.remove();
  });

  function start(streamUrl: string, retryDelays: number[], mp4 = true) {
    return clipMedia('sector-rotation').then((details) => {
      const errors: PlaybackError[] = [];
      session = new PlaybackSession(video, {
        details: {...details, streamUrl, ...(mp4 ? {} : {mp4Url: undefined})},
        prefer: 'mse',
        preload: 'auto',
        retryDelays,
        onChange: () => {},
        onError: (error) => errors.push(error),
      });
      return {session, errors};
    });
  }

  /** A session playing the clip's stream, past its first 0.2 s. */
  async function playing() {
    const {session} = await start((await clipMedia('sector-rotation')).streamUrl, []);
    await session.start(true);
    await waitUntil(() => video.currentTime > 0.2, 'did not play', {timeout: 10000});
    return session;
  }

  /** Raises a fatal error on the session's hls.js, as hls.js itself would. */
  async function raiseFatal(error: (Hls: HlsConstructor) => Partial<ErrorData>) {
    const Hls = await loadHls();
    const [hls] = spy.alive;
    hls!.trigger(Hls.Events.ERROR, {fatal: true, ...error(Hls)} as ErrorData);
  }

  it('retries a fatal network error as often as it has delays, then plays the MP4', async () => {
    const {session} = await start(UNREACHABLE, [0]);
    await session.start(true);
    await waitUntil(() => session.engine === 'mp4', 'no MP4 fallback', {timeout: 15000});
    expect(masterRequests).to.equal(2);
    // No playlist came: hls.js was never started for it.
    expect(spy.loads).to.equal(0);
    await waitUntil(() => video.currentTime > 0.2, 'MP4 did not play', {timeout: 10000});
  });

  it('retries at once when the browser comes back online', async () => {
    const {session} = await start(UNREACHABLE, [60_000]);
    await session.start();
    await waitUntil(() => masterFailures === 1, 'no failure', {timeout: 10000});
    // The session hears of the failure in a task after the fetch's own.
    await new Promise((resolve) => setTimeout(resolve));
    globalThis.dispatchEvent(new Event('online'));
    await waitUntil(() => masterRequests === 2, 'did not retry on online');
  });

  it('reports a PlaybackError and stops when every engine failed', async () => {
    const {session, errors} = await start(UNREACHABLE, [], false);
    const played = session.play();
    await session.start();
    const error = await played.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).to.be.instanceOf(PlaybackError);
    expect(errors).to.deep.equal([error]);
    expect(session.error).to.equal(error);
    expect(spy.alive.size).to.equal(0);
  });

  it('keeps a paused video paused when its engine fails and the next one takes over', async () => {
    const session = await playing();
    // As the browser's controls, media keys or another player would; heard as the viewer's is.
    const paused = new Promise((resolve) => video.addEventListener('pause', resolve, {once: true}));
    video.pause();
    await paused;
    const pausedAt = video.currentTime;
    let plays = 0;
    video.addEventListener('play', () => plays++);
    // hls.js gives a stream up for good (a segment that answers 404, say) only after its own
    // retries, about 30 s: its fatal error is raised here at once. All that follows is real.
    await raiseFatal((Hls) => ({
      type: Hls.ErrorTypes.NETWORK_ERROR,
      details: Hls.ErrorDetails.FRAG_LOAD_ERROR,
      response: {url: '', code: 404, text: 'Not found'},
      error: new Error('Not found'),
    }));
    await waitUntil(
      () => session.engine === 'mp4' && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA,
      'the MP4 file did not load',
      {timeout: 10000},
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(video.paused, 'it played by itself').to.be.true;
    expect(plays).to.equal(0);
    // The next play goes on in the file, from where it was paused.
    await session.play();
    await waitUntil(() => video.currentTime > pausedAt + 0.2, 'the MP4 file did not play', {
      timeout: 10000,
    });
  });

  // WebKitGTK's web process can deadlock in GStreamer when hls.js swaps the MediaSource of a
  // playing element in place (docs/browsers.md): this test hung so in a fresh-clone CI run on
  // 2026-11-27, the page's thread in `gst_pad_push_event` waiting for a stream lock whose thread
  // waited for the page's. Safari plays through AVFoundation; the two other engines run it.
  (GSTREAMER ? it.skip : it)(
    'plays on after hls.js recovers from a media error',
    async function () {
      this.timeout(30_000);
      const session = await playing();
      const from = video.currentTime;
      // A media error hls.js calls fatal (a segment the decoder refuses): no stream makes every
      // browser refuse one on cue, so the error is raised here; hls.js's recovery is real.
      await raiseFatal((Hls) => ({
        type: Hls.ErrorTypes.MEDIA_ERROR,
        details: Hls.ErrorDetails.FRAG_PARSING_ERROR,
        error: new Error('Refused'),
      }));
      await waitUntil(() => video.currentTime > from + 0.5, 'it stopped after the recovery', {
        timeout: 20000,
      });
      expect(video.paused).to.be.false;
      expect(session.engine).to.equal('hls');
    },
  );

  it('leaves nothing attached after destroy()', async () => {
    const session = await playing();
    session.destroy();
    expect(spy.alive.size).to.equal(0);
    expect(video.hasAttribute('src')).to.be.false;
    expect(video.readyState).to.equal(HTMLMediaElement.HAVE_NOTHING);
  });
});
