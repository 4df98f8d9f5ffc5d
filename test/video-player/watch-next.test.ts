import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {canEmulateMedia, emulateMedia, sendKeys} from '../browser-commands.js';
import type {Video} from '../../src/data/index.js';
import {setEnvironment, type Environment} from '../../src/internal/environment.js';
import '../../src/video-carousel/video-carousel.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {COUNTDOWN_SECONDS} from '../../src/video-player/up-next.js';
import {Scope} from '../stand-in.js';
import {loadedVideos, mountLinked} from '../video-carousel/helpers.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

/** Three records of the 6 s clips, as a carousel would hand them over. */
async function threeRecords(): Promise<Video[]> {
  const titles = ['First clip', 'Second clip', 'Third clip'];
  const clips = ['compound-growth', 'money-habits', 'crypto-cycles'];
  return Promise.all(
    clips.map(async (clip, index) => ({
      ...(await clipVideo(clip)),
      id: 901 + index,
      title: titles[index]!,
    })),
  );
}

/**
 * The countdown's timers, held until the test runs them: its seconds pass when the test says.
 * Every other timer of the player (the stall, freeze and seek watches, the viewer memory's
 * write, the bar's idle) runs in real time: some wait a second too, and a WebKit run held one
 * of them here, where it passed for a countdown that Escape had not stopped.
 */
class ManualClock {
  private _timers = new Map<number, {callback: () => void; ms: number}>();
  // Negative, so a handle of ours is never taken for one of the browser's.
  private _next = -1;

  readonly parts: Partial<Environment> = {
    setTimeout: (callback, ms) => {
      // The countdown's timers are the ones up-next.ts sets.
      if (!new Error().stack?.includes('/up-next.')) return setTimeout(callback, ms);
      const id = this._next--;
      this._timers.set(id, {callback, ms});
      return id as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle) => {
      if (!this._timers.delete(handle as unknown as number)) clearTimeout(handle);
    },
  };

  /** The countdown's timers waiting, by their delay (a second each). */
  get pending(): number[] {
    return [...this._timers.values()].map(({ms}) => ms);
  }

  /** Makes this clock the player's, until the test's end. */
  install(): void {
    restore = setEnvironment(this.parts);
  }

  /** Runs the timers due now, as one second passing would. */
  tick(): void {
    const due = [...this._timers];
    this._timers.clear();
    for (const [, {callback}] of due) callback();
  }
}

let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});

/** Plays the queue's `index`-th record from near its end. */
async function endOf(player: VideoPlayer, queue: Video[], index = 0) {
  player.queue = queue;
  player.video = queue[index];
  await player.play();
  await advances(player, 0.1);
  const ended = oneEvent(player, 'ended');
  player.currentTime = player.duration - 0.3;
  await ended;
  await waitUntil(() => part(player, 'up-next'), 'no "Up next" card');
}

/** A player with `autoplay-next`, a clock for it, and the records `video-player-next` offered. */
async function autoplayingNext() {
  const player = await fixture<VideoPlayer>(
    html`<video-player muted autoplay-next></video-player>`,
  );
  const nexts: Video[] = [];
  player.addEventListener('video-player-next', (event) => nexts.push(event.detail.video));
  const clock = new ManualClock();
  clock.install();
  return {player, clock, nexts};
}

const upNextTitle = (player: VideoPlayer) => part(player, 'up-next-title')?.textContent?.trim();
/** What the player's status regions say (each feature has its own; the others are silent). */
const spoken = (player: VideoPlayer) =>
  [...player.shadowRoot!.querySelectorAll('[role="status"]')]
    .map((region) => region.textContent!.trim())
    .filter(Boolean)
    .join(' ');

describe('<video-player> watch next', () => {
  it('tells the page its queue and place, and shows the next record when a video ends', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    const queue = await threeRecords();
    const changes: Array<{queue: readonly Video[]; index: number}> = [];
    player.addEventListener('video-player-queue-change', (event) => changes.push(event.detail));
    await endOf(player, queue);
    expect(changes.at(-1)).to.deep.equal({queue, index: 0});
    expect(upNextTitle(player)).to.equal('Second clip');
    const poster = part(player, 'up-next')!.querySelector('img')!;
    expect(poster.src).to.equal(queue[1]!.playbackDetails.thumbnailUrl);
    // Without autoplay-next it waits for a click: no countdown.
    expect(part(player, 'up-next')!.querySelector('.up-next-countdown')).to.be.null;
    expect(spoken(player)).to.equal('Up next: Second clip.');
    await expect(player).to.be.accessible();

    const next = oneEvent(player, 'video-player-next');
    part(player, 'up-next-play')!.click();
    expect((await next).detail.video).to.equal(queue[1]);
    await waitUntil(() => changes.at(-1)?.index === 1, 'the queue never moved on');
    expect(player.videoId).to.equal('902');
    await advances(player, 0.1);
    expect(part(player, 'up-next')).to.be.null;
  });

  it('with autoplay-next, counts down on the injected clock and plays the next record', async () => {
    const {player, clock, nexts} = await autoplayingNext();
    const queue = await threeRecords();
    await endOf(player, queue, 1);
    expect(upNextTitle(player)).to.equal('Third clip');
    const said = spoken(player);
    expect(said).to.equal(
      `Up next: Third clip. Plays in ${COUNTDOWN_SECONDS} seconds; press Escape to cancel.`,
    );
    for (let second = COUNTDOWN_SECONDS; second > 1; second--) {
      expect(clock.pending).to.deep.equal([1000]);
      expect(part(player, 'up-next')!.textContent).to.contain(`Plays in ${second} s`);
      clock.tick();
      await player.updateComplete;
      expect(nexts).to.be.empty;
      expect(spoken(player), 'spoken once, not every second').to.equal(said);
    }
    clock.tick();
    expect(nexts).to.deep.equal([queue[2]]);
    restore!();
    await advances(player, 0.1);
    expect(player.videoId).to.equal('903');
    // The last record: no "Up next" after it.
  });

  it('stays when a video-player-next listener prevents the advance', async () => {
    const {player, clock} = await autoplayingNext();
    player.addEventListener('video-player-next', (event) => event.preventDefault());
    await endOf(player, await threeRecords());
    for (let second = 0; second < COUNTDOWN_SECONDS; second++) clock.tick();
    await player.updateComplete;
    expect(player.videoId).to.equal('901');
    expect(upNextTitle(player)).to.equal('Second clip');
    expect(clock.pending).to.be.empty;
  });

  it('Cancel stops the countdown', async () => {
    const {player, clock, nexts} = await autoplayingNext();
    await endOf(player, await threeRecords());
    // Focus was not in the player: the card does not take it.
    expect(player.shadowRoot!.activeElement).to.be.null;
    part(player, 'up-next-cancel')!.click();
    await player.updateComplete;
    expect(part(player, 'up-next')).to.be.null;
    expect(clock.pending).to.be.empty;
    clock.tick();
    expect(nexts).to.be.empty;
    expect(player.videoId).to.equal('901');
  });

  it('moves focus to Cancel when focus was in the player, and Escape cancels', async () => {
    const {player, clock} = await autoplayingNext();
    const queue = await threeRecords();
    player.queue = queue;
    player.video = queue[0];
    await player.play();
    await waitUntil(() => part(player, 'play-button'));
    part(player, 'play-button')!.focus();
    const ended = oneEvent(player, 'ended');
    player.currentTime = player.duration - 0.3;
    await ended;
    await waitUntil(
      () => player.shadowRoot!.activeElement === part(player, 'up-next-cancel'),
      'Cancel never got focus',
    );
    await sendKeys({press: 'Escape'});
    await player.updateComplete;
    expect(part(player, 'up-next')).to.be.null;
    expect(clock.pending).to.be.empty;
    expect(player.shadowRoot!.activeElement, 'focus stays in the player').to.equal(media(player));
  });

  it('never counts down under prefers-reduced-motion: the card waits for a click', async () => {
    if (canEmulateMedia) await emulateMedia({reducedMotion: 'reduce'});
    else restore = setEnvironment({matchMedia: (query) => ({matches: query.includes('reduce')})});
    const undo = restore;
    try {
      const {player, clock, nexts} = await autoplayingNext();
      await endOf(player, await threeRecords());
      expect(part(player, 'up-next')!.querySelector('.up-next-countdown')).to.be.null;
      expect(clock.pending).to.be.empty;
      expect(nexts).to.be.empty;
      expect(spoken(player)).to.equal('Up next: Second clip.');
      await expect(player).to.be.accessible();
    } finally {
      if (canEmulateMedia) await emulateMedia({reducedMotion: 'no-preference'});
      undo?.();
    }
  });

  it('has Previous and Next in the control bar, used by keyboard', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    const queue = await threeRecords();
    player.queue = queue;
    player.video = queue[1];
    await player.play();
    await waitUntil(() => part(player, 'next-button'));
    const nexts: Video[] = [];
    player.addEventListener('video-player-next', (event) => nexts.push(event.detail.video));
    part(player, 'next-button')!.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => player.videoId === '903', 'Next did not move on');
    await advances(player, 0.1);
    const next = part<HTMLButtonElement>(player, 'next-button')!;
    expect(next.disabled, 'nothing after the last record').to.be.true;
    expect(next.getAttribute('aria-label')).to.equal('Next video');
    part(player, 'previous-button')!.focus();
    await sendKeys({press: ' '});
    await waitUntil(() => player.videoId === '902', 'Previous did not go back');
    expect(nexts).to.deep.equal([queue[2], queue[1]]);
    await advances(player, 0.1);
    await expect(player).to.be.accessible();
  });

  it('takes a linked carousel’s records as its queue', async () => {
    const scope = await Scope.create();
    const {player, carousel} = await mountLinked(scope, 'watch');
    const videos = await loadedVideos(carousel);
    await waitUntil(() => player.queue === videos, 'the player never got the queue');
  });
});
