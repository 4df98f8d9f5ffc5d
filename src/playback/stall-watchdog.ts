import {environment} from '../internal/environment.js';

/**
 * A wanted start or a stall in playback longer than this (ms) fails the engine, retries
 * included, and the next one is tried: with hls.js then the MP4 file, the viewer hears of a
 * dead source within about two of these.
 */
export const STALL_TIMEOUT = 6000;

/** Calls `onStall` once `timeout` ms pass between `start()` and `stop()`. */
export class StallWatchdog {
  private _timer?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly _onStall: () => void,
    private readonly _timeout = STALL_TIMEOUT,
  ) {}

  /** Starts the timer, unless it runs already: a retry of the same engine does not reset it. */
  start(): void {
    this._timer ??= environment.setTimeout(() => {
      this._timer = undefined;
      this._onStall();
    }, this._timeout);
  }

  /** Starts the timer over, if it runs. */
  restart(): void {
    if (this._timer === undefined) return;
    this.stop();
    this.start();
  }

  stop(): void {
    environment.clearTimeout(this._timer);
    this._timer = undefined;
  }
}
