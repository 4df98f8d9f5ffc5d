import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import {spyOnHls} from '../playback/hls-spy.js';
import {clipVideo} from './clips.js';
import {media} from './player-dom.js';

const ROUNDS = 100;

/** Listeners on `window` and `document` still registered, signal-removal included. */
function trackListeners() {
  const live = new Set<string>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const key = (target: EventTarget, type: string, listener: unknown) => {
    if (typeof listener !== 'object' && typeof listener !== 'function') return undefined;
    if (!ids.has(listener!)) ids.set(listener!, next++);
    return `${target === window ? 'window' : 'document'} ${type} #${ids.get(listener!)}`;
  };
  const restores = [window, document].map((target) => {
    const {addEventListener: add, removeEventListener: remove} = target;
    target.addEventListener = function (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | AddEventListenerOptions,
    ) {
      const id = key(target, type, listener);
      const signal = typeof options === 'object' ? options.signal : undefined;
      if (id && !signal?.aborted) {
        live.add(id);
        signal?.addEventListener('abort', () => live.delete(id));
      }
      return add.call(target, type, listener as EventListenerOrEventListenerObject, options);
    };
    target.removeEventListener = function (
      type: string,
      listener: EventListenerOrEventListenerObject | null,
      options?: boolean | EventListenerOptions,
    ) {
      const id = key(target, type, listener);
      if (id) live.delete(id);
      return remove.call(target, type, listener as EventListenerOrEventListenerObject, options);
    };
    return () => Object.assign(target, {addEventListener: add, removeEventListener: remove});
  });
  return {live, restore: () => restores.forEach((restore) => restore())};
}

/** Every MediaSource hls.js opens, via the constructor it looks up at attach time. */
function trackMediaSources() {
  const Native = window.MediaSource;
  const opened: MediaSource[] = [];
  window.MediaSource = class extends Native {
    constructor() {
      super();
      opened.push(this);
    }
  };
  return {opened, restore: () => (window.MediaSource = Native)};
}

/**
 * The screens' watches (Remote Playback API) started and not cancelled, by `remote`: Chromium
 * keeps a `<video>` whose screens are watched alive, and with it the player. None where the
 * browser has no such API (Firefox).
 */
function trackScreenWatches() {
  const Remote = (window as {RemotePlayback?: typeof RemotePlayback}).RemotePlayback;
  const live = new Map<RemotePlayback, Set<number>>();
  if (!Remote) return {live, restore: () => {}};
  const {watchAvailability: watch, cancelWatchAvailability: cancel} = Remote.prototype;
  Remote.prototype.watchAvailability = async function (callback) {
    const id = await watch.call(this, callback);
    live.set(this, (live.get(this) ?? new Set()).add(id));
    return id;
  };
  // Counted as cancelled when asked to be: the answer comes a task later.
  Remote.prototype.cancelWatchAvailability = function (id) {
    if (id === undefined) live.delete(this);
    else live.get(this)?.delete(id);
    return cancel.call(this, id);
  };
  return {
    live,
    restore: () =>
      Object.assign(Remote.prototype, {watchAvailability: watch, cancelWatchAvailability: cancel}),
  };
}

describe('<video-player> memory', () => {
  it(`leaves no hls.js, MediaSource, listener or screen watch behind after ${ROUNDS} plays`, async function (this: {
    timeout(ms: number): void;
  }) {
    // A hundred real starts: 2.3-3.6 s each in WebKitGTK on a loaded 2-core machine (load average
    // 17-24, measured while the clips still had a gap to seek over at the start), 0.2-0.5 s in
    // Chromium and Firefox. The runner's bound for a page (testsFinishTimeout) is longer.
    this.timeout(360_000);
    const hls = await spyOnHls();
    const sources = trackMediaSources();
    const listeners = trackListeners();
    const screens = trackScreenWatches();
    try {
      const video = await clipVideo('retirement-runway');
      for (let round = 0; round < ROUNDS; round++) {
        const player = document.createElement('video-player');
        player.muted = true;
        document.body.append(player);
        player.video = video;
        await player.play();
        await waitUntil(() => player.currentTime > 0, `round ${round} did not play`, {
          timeout: 10000,
        });
        let emptied = false;
        media(player)!.addEventListener('emptied', () => (emptied = true), {once: true});
        player.remove();
        // The removed player lets its decoder go: its <video> is emptied. The next round starts
        // only then, as a page swapping players would; starting on the heels of the teardowns
        // hung WebKitGTK's web process once in CI (a hundred GStreamer pipelines in 30 s).
        await waitUntil(
          () => emptied,
          `round ${round}: the removed player's <video> was not emptied`,
        );
      }
      expect(hls.loads).to.equal(ROUNDS);
      expect(hls.alive.size, 'hls.js instances alive').to.equal(0);
      // One MediaSource a play, and one more for each media error hls.js recovered from (a
      // loaded WebKitGTK now and then has one: 101 for 100 plays, once in CI).
      expect(sources.opened).to.have.length(ROUNDS + hls.recoveries);
      const open = sources.opened.filter((source) => source.readyState !== 'closed');
      expect(open, 'MediaSources still open').to.deep.equal([]);
      expect([...listeners.live], 'listeners left').to.deep.equal([]);
      const watching = [...screens.live.values()].filter((ids) => ids.size > 0);
      expect(watching.length, 'players whose screens are still watched').to.equal(0);
    } finally {
      hls.restore();
      sources.restore();
      listeners.restore();
      screens.restore();
    }
  });
});
