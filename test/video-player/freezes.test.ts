import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {mediaState} from '../media-state.js';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {RebufferEvent} from '../../src/playback/quality-event.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {freeze} from './frozen-clock.js';
import {advances, media, part} from './player-dom.js';
import {quickStalls} from './quick-stalls.js';

/**
 * A player of the MP4 file alone (no hls.js, whose own stall handling would step in). The file
 * lasts 44 s, longer than any case here, as the picture plays on under the stubbed clock: the
 * 6 s clip this used, looping, could restart during a slow run, and a restart can be a wait of
 * its own (`waiting` at the loop was seen in one engine); a WebKit CI run counted two stalls.
 */
async function playing(onFixture?: (el: VideoPlayer) => void): Promise<VideoPlayer> {
  const el = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
  onFixture?.(el);
  el.video = await clipVideo('crypto-explained', {streamUrl: undefined});
  await el.play();
  await advances(el);
  expect(el.engine).to.equal('mp4');
  return el;
}

const status = (el: VideoPlayer) => el.playback.snapshot.status;

describe('<video-player> whose picture freezes without a waiting', function (this: {
  timeout(ms: number): void;
}) {
  // The freeze is seen after three seconds without progress, on purpose.
  this.timeout(20_000);

  it('says it waits while the time stands still, and plays on once it moves', async () => {
    // Heard from the start: a slow WebKit run stalled once on its own before the freeze.
    const rebuffers: RebufferEvent[] = [];
    const el = await playing((player) =>
      player.addEventListener('video-player-quality', ({detail}) => {
        if (detail.type === 'rebuffer') rebuffers.push(detail);
      }),
    );
    const before = rebuffers.length;
    const thaw = freeze(media(el)!);
    // Waiting with the data there: the freeze, not a stall the element announced.
    const video = media(el)!;
    await waitUntil(
      () => status(el) === 'waiting' && video.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA,
      'the freeze went unseen',
      {timeout: 8000},
    );
    expect(el.playback.snapshot.waiting).to.equal(true);
    thaw();
    await waitUntil(() => status(el) === 'playing', 'no longer playing', {timeout: 5000});
    expect(el.playback.snapshot.waiting).to.equal(false);
    expect(part(el, 'error')).to.be.null;
    // A stall the viewer saw, from when the time stopped (three seconds before it was seen).
    const seen = rebuffers.slice(before);
    expect(seen.map(({count}) => count)).to.deep.equal([before + 1]);
    expect(seen[0]!.durationMs).to.be.at.least(3000);
  });

  it('turns a freeze that lasts into the error with Retry, and Retry plays again', async () => {
    const el = await playing();
    const restore = quickStalls(); // It plays: only the freeze can make the watchdog fire now.
    let thaw: (() => void) | undefined;
    try {
      const failed = oneEvent(el, 'playback-error');
      thaw = freeze(media(el)!);
      await failed;
    } finally {
      restore();
      thaw?.();
    }
    await waitUntil(() => part(el, 'retry-button'), 'no Retry');
    const from = el.currentTime;
    part(el, 'retry-button')!.click();
    await waitUntil(
      () => status(el) === 'playing' && el.currentTime !== from,
      'Retry did not play again',
    );
    expect(part(el, 'error')).to.be.null;
  });
});

const probe = document.createElement('video');
/** Each engine a start can freeze in here, with what takes over from it. */
const FIRST_ENGINES = [
  {prefer: 'mse', first: 'hls', next: 'mp4'},
  ...(probe.canPlayType('application/vnd.apple.mpegurl')
    ? [{prefer: 'native', first: 'native', next: 'hls'}]
    : []),
];

describe('<video-player> whose start freezes', function (this: {timeout(ms: number): void}) {
  // Each frozen start is seen after three seconds without progress, on purpose.
  this.timeout(30_000);

  for (const {prefer, first, next} of FIRST_ENGINES) {
    it(`attaches ${first} once more, then plays from ${next}`, async () => {
      const el = await fixture<VideoPlayer>(
        html`<video-player muted prefer-playback=${prefer}></video-player>`,
      );
      el.video = await clipVideo('compound-growth');
      /** The engine of each source attached, as the player's own `loadstart` says. */
      const starts: Array<string | undefined> = [];
      let thaw: (() => void) | undefined;
      el.addEventListener('loadstart', () => {
        starts.push(el.engine);
        // The clock stands still from the first engine's start on, as a hung pipeline leaves
        // it, until another engine takes over.
        if (starts.length === 1) thaw = freeze(media(el)!);
        else if (el.engine !== first) thaw?.();
      });
      // What the player reported on the way (a start that stalled before playing goes to the
      // next engine at once, not through the freeze's second attach): the failure says which.
      const reports: string[] = [];
      el.addEventListener('video-player-quality', (event) => {
        const {type, code} = (event as CustomEvent<{type: string; code?: string}>).detail;
        reports.push(code ? `${type}:${code}` : type);
      });
      await el.play();
      // Two frozen starts are each seen after three seconds: the last engine's own start is
      // then given the time any start gets (a slow WebKit run spent the ten seconds before it).
      await waitUntil(
        () => starts.length === 3,
        () =>
          `attached ${starts.join(', ')}, reported ${reports.join(', ')}, ${status(el)} ` +
          `(its video: ${mediaState(media(el))})`,
        {timeout: 15_000},
      );
      await advances(el);
      expect(starts, `reported ${reports.join(', ')}`).to.deep.equal([first, first, next]);
      expect(part(el, 'error')).to.be.null;
    });
  }

  it('attaches the file once more when its time moved less than a frame, then froze', async () => {
    const el = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    el.video = await clipVideo('crypto-explained', {streamUrl: undefined});
    const starts: Array<string | undefined> = [];
    let thaw: (() => void) | undefined;
    el.addEventListener('loadstart', () => {
      starts.push(el.engine);
      if (starts.length === 2) thaw?.();
    });
    // The clock ticks once past where the start said it plays, then stands (a CI run's WebKit).
    el.addEventListener(
      'playing',
      () => {
        const video = media(el)!;
        thaw = freeze(video, video.currentTime + 0.002);
      },
      {once: true},
    );
    await el.play();
    await waitUntil(() => starts.length === 2, `attached ${starts.join(', ')}`, {timeout: 15_000});
    await advances(el);
    expect(starts).to.deep.equal(['mp4', 'mp4']);
    expect(part(el, 'error')).to.be.null;
  });
});
