import {FROZEN_FOR} from './freeze-watch.js';
import type {Level} from './player-snapshot.js';
import type {QualityEvent, StartupSteps} from './quality-event.js';

/** What the collector watches of one record playing in one `<video>`. */
export interface QualityWatch {
  media: HTMLVideoElement;
  videoId: string;
  /** The play asked for before the media existed; else the media's first `play` counts. */
  intentAt?: number;
  recordAt: number;
  /** The session's start-up timestamps (master playlist in hand, hls.js loaded). */
  marks: Readonly<{manifest?: number; engine?: number}>;
  /** The rendition on screen, when hls.js plays. */
  playing(): Level | undefined;
  emit(event: QualityEvent): void;
  /** Aborted when the record stops playing here (source change, the player left). */
  signal: AbortSignal;
}

type FrameVideo = HTMLVideoElement & {requestVideoFrameCallback?: (callback: () => void) => void};

/** What the collector hears of besides the media's events. */
export interface QualityCollector {
  /** The picture froze without a `waiting` (a stall from `FROZEN_FOR` ago), or moves again. */
  frozen(frozen: boolean): void;
}

/**
 * Turns a `<video>`'s events into `video-player-quality` events: `startup` once, `rebuffer`
 * after each stall the viewer saw (a frozen picture included), `summary` when a play session
 * ends. It only observes: the media element, the session's timestamps and freezes; it owns no
 * state of the player.
 */
export function collectQuality(watch: QualityWatch): QualityCollector {
  const {media, videoId, signal} = watch;
  const now = () => performance.now();
  let intentAt = watch.intentAt;
  let dataAt: number | undefined;
  let started = false;
  let open = false;
  let playingSince: number | undefined;
  let stalledSince: number | undefined;
  let level: Level | undefined;
  const zero = () => ({
    watchedMs: 0,
    rebufferCount: 0,
    rebufferMs: 0,
    bitTime: 0,
    knownMs: 0,
    switches: 0,
  });
  let figures = zero();

  const account = () => {
    if (playingSince === undefined) return;
    const span = now() - playingSince;
    figures.watchedMs += span;
    if (level?.bitrate) {
      figures.bitTime += span * level.bitrate;
      figures.knownMs += span;
    }
    playingSince = now();
  };
  const stallEnded = () => {
    if (stalledSince === undefined) return;
    const durationMs = Math.round(now() - stalledSince);
    stalledSince = undefined;
    figures.rebufferMs += durationMs;
    const count = ++figures.rebufferCount;
    watch.emit({type: 'rebuffer', videoId, durationMs, count});
  };
  const summarize = () => {
    if (!open) return;
    account();
    stallEnded();
    open = false;
    playingSince = undefined;
    const {watchedMs, rebufferCount, rebufferMs, bitTime, knownMs, switches} = figures;
    watch.emit({
      type: 'summary',
      videoId,
      watchedMs: Math.round(watchedMs),
      rebufferCount,
      rebufferMs,
      rebufferRatio: watchedMs + rebufferMs > 0 ? rebufferMs / (watchedMs + rebufferMs) : 0,
      averageBitrate: knownMs > 0 ? Math.round(bitTime / knownMs) : 0,
      levelSwitches: switches,
      droppedFrames: media.getVideoPlaybackQuality?.().droppedVideoFrames,
    });
    figures = zero();
  };
  const firstFrame = () => {
    if (started) return;
    started = open = true;
    const at = now();
    const steps = startupSteps(intentAt ?? at, [
      watch.recordAt,
      watch.marks.manifest,
      watch.marks.engine,
      dataAt,
      at,
    ]);
    const totalMs = Math.max(0, Math.round(at - (intentAt ?? at)));
    watch.emit({type: 'startup', videoId, totalMs, steps});
  };

  const on = (type: string, listener: () => void, target: EventTarget = media) =>
    target.addEventListener(type, listener, {signal});
  on('play', () => (intentAt ??= now()));
  on('loadeddata', () => (dataAt ??= now()));
  on('playing', () => {
    level = watch.playing();
    if (!started) {
      const video = media as FrameVideo;
      if (video.requestVideoFrameCallback) video.requestVideoFrameCallback(firstFrame);
      else firstFrame();
    }
    open ||= started;
    stallEnded();
    playingSince ??= now();
  });
  // Where no frame callback comes (a hidden page), half a second of playing stands for it.
  on('timeupdate', () => {
    if (playingSince !== undefined && now() - playingSince > 500) firstFrame();
  });
  on('waiting', () => {
    account();
    playingSince = undefined;
    // A seek's wait is the viewer's own doing, not a stall.
    if (open && !media.seeking) stalledSince ??= now();
  });
  on('pause', () => {
    account();
    playingSince = undefined;
  });
  on('resize', () => {
    const next = watch.playing();
    account();
    if (started && level && next && next.level !== level.level) figures.switches++;
    level = next ?? level;
  });
  on('ended', summarize);
  on('pagehide', summarize, globalThis);
  on(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') return summarize();
      // Back on the page while it still plays: a new session starts.
      if (started && !media.paused) {
        open = true;
        playingSince = now();
      }
    },
    document,
  );
  signal.addEventListener('abort', summarize, {once: true});
  return {
    frozen: (frozen) => {
      if (!frozen) {
        stallEnded();
        playingSince ??= now();
        return;
      }
      account();
      playingSince = undefined;
      // The time stood still for a while before the watch could tell: that was watched by no one.
      if (open) {
        figures.watchedMs = Math.max(0, figures.watchedMs - FROZEN_FOR);
        stalledSince ??= now() - FROZEN_FOR;
      }
    },
  };
}

/**
 * The start-up steps from the timestamps in the order they happen (record, master playlist,
 * hls.js, first data, first frame); one that is missing or came before the step before it
 * counts 0. Rounded so that they sum to the rounded total.
 */
function startupSteps(intentAt: number, marks: ReadonlyArray<number | undefined>): StartupSteps {
  let reached = intentAt;
  const ms = marks.map((mark) => {
    const before = Math.round(reached - intentAt);
    if (mark !== undefined) reached = Math.max(reached, mark);
    return Math.round(reached - intentAt) - before;
  });
  const [recordMs, manifestMs, engineMs, firstSegmentMs, decodeMs] = ms as [
    number,
    number,
    number,
    number,
    number,
  ];
  return {recordMs, manifestMs, engineMs, firstSegmentMs, decodeMs};
}
