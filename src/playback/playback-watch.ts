import {watchFreezes, type FreezeWatch} from './freeze-watch.js';
import type {Hls, HlsConstructor} from './load-hls.js';
import {StallWatchdog} from './stall-watchdog.js';

/**
 * How far (s) the time of a start may move before it freezes and still be a frozen start: less than
 * a frame at up to 100 fps. In a CI run, WebKitGTK's pipeline for an MP4 file moved its clock
 * 1.5 ms and then stood for 10 s: the start hung there, no data was late.
 */
const START_TICK = 0.01;

export interface PlaybackWatchOptions {
  /** No data came in time, or the picture stayed frozen: the engine failed. */
  onStall(): void;
  /** The picture froze without a `waiting` (see freeze-watch.ts), or its time moves again. */
  onFrozen?(frozen: boolean): void;
  /**
   * The source said it plays, and its time has not moved since: a media pipeline that hung at
   * its start (WebKitGTK's own HLS on a busy machine), which a new attempt may not meet.
   */
  onFrozenStart(): void;
  onChange(): void;
  /** The session failed or ended: nothing is watched any more. */
  over(): boolean;
  stallTimeout?: number;
}

/**
 * Whether wanted playback gets its data: a `waiting` that lasts, or a picture frozen without one
 * (a stall nobody announced), fails the engine after the same time limit.
 */
export class PlaybackWatch {
  private readonly _stall: StallWatchdog;
  private readonly _freezes: FreezeWatch;
  /** The current source has not shown a frame yet. */
  private _starting = false;
  /** Where the current source's time stood at its first `playing`. */
  private _startedAt?: number;

  constructor(
    video: HTMLVideoElement,
    signal: AbortSignal,
    private readonly _options: PlaybackWatchOptions,
  ) {
    this._stall = new StallWatchdog(_options.onStall, _options.stallTimeout);
    this._freezes = watchFreezes(video, signal, {
      onFreeze: () => {
        if (this._startedAt !== undefined && video.currentTime - this._startedAt < START_TICK) {
          return _options.onFrozenStart();
        }
        this.start();
        _options.onFrozen?.(true);
        _options.onChange();
      },
      onThaw: () => {
        this._stall.stop();
        _options.onFrozen?.(false);
        _options.onChange();
      },
    });
    video.addEventListener('waiting', () => this.start(), {signal});
    for (const type of ['loadedmetadata', 'loadeddata', 'canplay', 'seeked']) {
      video.addEventListener(type, () => this.progressed(), {signal});
    }
    video.addEventListener(
      'playing',
      () => {
        this._starting = false;
        this._startedAt ??= video.currentTime;
      },
      {signal},
    );
  }

  /**
   * A new source: until its first frame, its start is watched as `progressed` says, and a
   * freeze before its time first moves is a frozen start.
   */
  newSource(): void {
    this._starting = true;
    this._startedAt = undefined;
  }

  /**
   * The start moved on: media data was buffered, the metadata came, a seek ended. The bound is
   * for data that does not come; a loaded machine's browser can take longer than that to start
   * with the data in hand (WebKitGTK at load 24: 9.7 s from play to playing, its last append at
   * 5 s), and the next engine would only start over. A start still on its way therefore gets the
   * whole bound again from each step; a stall during playback does not.
   */
  progressed(): void {
    if (this._starting) this._stall.restart();
  }

  /** Each fragment hls.js buffers is a step of the start. */
  watchHls(hls: Hls): void {
    const {Events} = hls.constructor as HlsConstructor;
    hls.on(Events.FRAG_BUFFERED, () => this.progressed());
  }

  /** The media's time stood still for seconds while it said it plays. */
  get frozen(): boolean {
    return this._freezes.frozen;
  }

  /** Playback is wanted and waits for data: unless the session is over, that has a time limit. */
  start(): void {
    if (!this._options.over()) this._stall.start();
  }

  stop(): void {
    this._stall.stop();
  }
}
