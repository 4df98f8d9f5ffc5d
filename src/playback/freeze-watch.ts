import {environment} from '../internal/environment.js';

/** How often (ms) the time of media that plays is read. */
export const FREEZE_CHECK = 1000;
/** Reads in a row that find the time where it was: the picture froze. */
const FROZEN_AFTER = 3;
/** How long (ms) the picture stood still when a freeze is seen, at the default interval. */
export const FROZEN_FOR = FROZEN_AFTER * FREEZE_CHECK;

/** What a freeze and its end call. */
export interface FreezeHandlers {
  onFreeze(): void;
  /** The time moves again (a pause, an end or a `waiting` ends a freeze without this). */
  onThaw(): void;
}

/** The watch's verdict, read when the media's state is. */
export interface FreezeWatch {
  readonly frozen: boolean;
}

/**
 * Watches media that plays for time that stops without a `waiting`: a decoder or media pipeline
 * that hung leaves the picture frozen and the element saying it plays (WebKitGTK's GStreamer has
 * done so at a start on a loaded machine), and no stall is announced. While the media should
 * advance (playing, not seeking, a rate above 0, the page visible) its time is read every
 * `interval` ms; `FROZEN_AFTER` reads without a change call `onFreeze`, the next change
 * `onThaw`. A pause, the end or a `waiting` (the stall watchdog's to handle) stops the watch until
 * the next `playing`; it ends with `signal`.
 */
export function watchFreezes(
  video: HTMLMediaElement,
  signal: AbortSignal,
  handlers: FreezeHandlers,
  interval = FREEZE_CHECK,
): FreezeWatch {
  let watching = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = NaN;
  let still = 0;
  let frozen = false;
  const check = () => {
    // A read already due when the watch stopped (a clock swapped in between) reads nothing.
    if (!watching) return;
    timer = environment.setTimeout(check, interval);
    const time = video.currentTime;
    if (video.seeking || !(video.playbackRate > 0) || document.hidden) {
      still = 0;
    } else if (time !== last) {
      still = 0;
      if (frozen) {
        frozen = false;
        handlers.onThaw();
      }
    } else if (++still === FROZEN_AFTER) {
      frozen = true;
      handlers.onFreeze();
    }
    last = time;
  };
  const stop = () => {
    watching = false;
    environment.clearTimeout(timer);
    timer = undefined;
    last = NaN;
    still = 0;
    frozen = false;
  };
  const start = () => {
    if (watching) return;
    watching = true;
    check();
  };
  video.addEventListener('playing', start, {signal});
  for (const type of ['pause', 'ended', 'waiting', 'emptied']) {
    video.addEventListener(type, stop, {signal});
  }
  signal.addEventListener('abort', stop, {once: true});
  return {
    get frozen() {
      return frozen;
    },
  };
}
