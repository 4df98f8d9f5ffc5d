import {environment} from '../internal/environment.js';

/** A seek still pending this long (ms) after it began is looked at again. */
export const SEEK_CHECK_DELAY = 1000;

/**
 * Makes a lost seek again. WebKitGTK's GStreamer MediaSource sometimes never finishes a seek made
 * while it starts (hls.js jumping the gap at a stream's start): the video stays `seeking` with
 * the data at its position buffered, and no frame comes. Seeking again to the same time ends it.
 * A seek still waiting for its data is left alone; the watch ends with `signal`.
 */
export function watchSeeks(
  video: HTMLMediaElement,
  signal: AbortSignal,
  delay = SEEK_CHECK_DELAY,
): void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Doubles with each repeat of one seek: a seek that is only slow (a loaded CPU) is never
  // restarted over and over before it can finish.
  let wait = delay;
  let repeating = false;
  const stop = () => {
    environment.clearTimeout(timer);
    timer = undefined;
  };
  const check = () => {
    timer = undefined;
    if (!video.seeking || signal.aborted) return;
    const time = video.currentTime;
    if (!isBuffered(video.buffered, time)) {
      timer = environment.setTimeout(check, wait);
      return;
    }
    wait *= 2;
    repeating = true;
    // Setting the time fires `seeking` again, which starts the next check.
    video.currentTime = time;
  };
  const watch = () => {
    stop();
    if (!repeating) wait = delay;
    repeating = false;
    timer = environment.setTimeout(check, wait);
  };
  video.addEventListener('seeking', watch, {signal});
  for (const type of ['seeked', 'emptied']) video.addEventListener(type, stop, {signal});
  signal.addEventListener('abort', stop, {once: true});
}

function isBuffered(ranges: TimeRanges, time: number): boolean {
  for (let i = 0; i < ranges.length; i++) {
    if (ranges.start(i) <= time && time < ranges.end(i)) return true;
  }
  return false;
}
