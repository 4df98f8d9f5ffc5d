import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {PlaybackError} from '../../src/playback/playback-error.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {setEnvironment} from '../../src/internal/environment.js';
import {STALL_TIMEOUT} from '../../src/playback/stall-watchdog.js';
import {holdKey, releaseSegments, standIn} from '../stand-in.js';
import {clipVideo} from './clips.js';
import {advances, part} from './player-dom.js';
import {quickStalls} from './quick-stalls.js';

/** The clip's URLs on the delivery host, through fault routes (demo/stand-in/media-faults.js). */
async function faulty(clip: string, stream: string, mp4 = stream, query = '') {
  const {mediaUrl} = await standIn();
  const base = (fault: string) =>
    fault === 'ok' ? `${mediaUrl}/videos/${clip}` : `${mediaUrl}/faults/${fault}/${clip}`;
  return clipVideo(clip, {
    streamUrl: `${base(stream)}/master.m3u8${query}`,
    mp4Url: `${base(mp4)}/medium.mp4`,
  });
}

/** Nothing listens on port 1: the connection is refused at once. */
const REFUSED = 'http://127.0.0.1:1/videos/x';

/**
 * Holds the player's stall bounds until the test runs them (every other timer as usual); each
 * notes whether it was set before the player's first `loadedmetadata`.
 */
function heldStallBounds(el: VideoPlayer) {
  const held = new Map<number, {run: () => void; early: boolean}>();
  let early = true;
  el.shadowRoot!.addEventListener('loadedmetadata', () => (early = false), {capture: true});
  let next = 1;
  const restore = setEnvironment({
    setTimeout: (run, ms) => {
      if (ms !== STALL_TIMEOUT) return setTimeout(run, ms);
      held.set(next, {run, early});
      return -next++ as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle) => {
      if (!held.delete(-(handle as unknown as number))) clearTimeout(handle);
    },
  });
  /** Runs the bounds set before the metadata came and still running: as if they ran out. */
  const runEarly = () =>
    [...held.values()].filter((bound) => bound.early).forEach(({run}) => run());
  return {runEarly, restore};
}

async function player() {
  return fixture<VideoPlayer>(html`<video-player muted></video-player>`);
}

/** The statuses the player's snapshot goes through, in order, without repeats. */
function statuses(el: VideoPlayer): string[] {
  const seen: string[] = [];
  el.playback.subscribe(({status}) => seen.at(-1) !== status && seen.push(status));
  return seen;
}

describe('<video-player> with a stalled or dead source', function (this: {
  timeout(ms: number): void;
}) {
  // Each case waits out the stall timeout once or twice on purpose.
  this.timeout(30_000);

  it('leaves a stream whose segments stall for the MP4 file', async () => {
    const el = await player();
    el.video = await faulty('compound-growth', 'stall-segments', 'ok');
    await el.play();
    await advances(el);
    expect(el.engine).to.equal('mp4');
    expect(part(el, 'error')).to.be.null;
  });

  describe('where every source fails from the start', () => {
    let restore: () => void;
    beforeEach(() => (restore = quickStalls()));
    afterEach(() => restore());

    it('shows the error with Retry when the stream and the MP4 file both stall', async () => {
      const el = await player();
      el.video = await faulty('compound-growth', 'stall');
      const failed = oneEvent(el, 'playback-error');
      void el.play().catch(() => {});
      const {detail} = await failed;
      expect((detail.error as PlaybackError).kind).to.equal('network');
      await waitUntil(() => part(el, 'retry-button'), 'no Retry');
      await expect(el).to.be.accessible();
    });

    for (const [outcome, fault] of [
      ['reset', 'reset'],
      ['refused', 'refused'],
    ] as const) {
      it(`shows the error with Retry when every connection is ${outcome}`, async () => {
        const el = await player();
        el.video =
          fault === 'refused'
            ? await clipVideo('compound-growth', {
                streamUrl: `${REFUSED}/master.m3u8`,
                mp4Url: `${REFUSED}/medium.mp4`,
              })
            : await faulty('compound-growth', fault);
        const failed = oneEvent(el, 'playback-error');
        void el.play().catch(() => {});
        await failed;
        await waitUntil(() => part(el, 'retry-button'), 'no Retry');
      });
    }
  });

  it('waits while data is late during playback, then plays on', async () => {
    const el = await player();
    const seen = statuses(el);
    const key = holdKey(); // The segments after the first wait until the player does.
    el.video = await faulty('compound-growth', `hold-later/${key}`, 'ok');
    const ended = oneEvent(el, 'ended');
    await el.play();
    await waitUntil(
      () => seen.includes('waiting'),
      () => `no wait: ${seen.join(', ')}`,
    );
    await releaseSegments(key);
    await ended;
    expect(seen.slice(seen.indexOf('waiting'))).to.include('playing');
    expect(el.engine).to.equal('hls');
    expect(part(el, 'error')).to.be.null;
  });

  it('gives a start the whole bound again from each step, such as its metadata', async () => {
    const el = await player();
    const bounds = heldStallBounds(el);
    const key = holdKey(); // Enough to start, nothing after.
    try {
      el.video = await faulty('compound-growth', `hold-later/${key}`, 'ok');
      const metadata = new Promise((resolve) =>
        el.shadowRoot!.addEventListener('loadedmetadata', resolve, {capture: true, once: true}),
      );
      const playing = el.play();
      await metadata;
      await new Promise((resolve) => setTimeout(resolve)); // The player hears it too.
      // A loaded machine's browser took longer than the bound until here, with the data in hand.
      bounds.runEarly();
      await playing;
      expect(el.engine).to.equal('hls');
    } finally {
      bounds.restore();
      await releaseSegments(key);
    }
  });

  it('turns a stall during playback into the error with Retry, after a bound', async () => {
    const el = await player();
    const seen = statuses(el);
    el.video = await faulty('compound-growth', 'stall-later', 'stall');
    const failed = oneEvent(el, 'playback-error');
    await el.play();
    // It plays: from here on every source stalls (the MP4 file from its start).
    const restore = quickStalls();
    try {
      await failed;
    } finally {
      restore();
    }
    expect(seen).to.include('playing');
    expect(seen).to.include('waiting');
    expect(seen.at(-1)).to.equal('error');
    await waitUntil(() => part(el, 'retry-button'), 'no Retry');
  });
});
