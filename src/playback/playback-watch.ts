import {watchFreezes, type FreezeWatch} from './freeze-watch.js';
import {StallWatchdog} from './stall-watchdog.js';

export interface PlaybackWatchOptions {
  /** No data came in time, or the picture stayed frozen: the engine failed. */
  onStall(): void;
  /** The picture froze without a `waiting` (see freeze-watch.ts), or its time moves again. */
  onFrozen?(frozen: boolean): void;
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

  constructor(
    video: HTMLVideoElement,
    signal: AbortSignal,
    private readonly _options: PlaybackWatchOptions,
  ) {
    this._stall = new StallWatchdog(_options.onStall, _options.stallTimeout);
    this._freezes = watchFreezes(video, signal, {
      onFreeze: () => {
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
