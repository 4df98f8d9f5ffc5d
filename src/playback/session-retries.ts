import {environment} from '../internal/environment.js';

export interface RetryHooks {
  /** Attaches the current engine again. */
  run(): void;
  /** Starts over from the first engine. */
  retry(): void;
  /** Every engine failed. */
  failed(): boolean;
}

/**
 * When a session tries again: a bounded number of retries, each after its delay; one media
 * recovery; and at once when the browser comes back online (a retry waiting for its delay, or a
 * session whose engines all failed).
 */
export class SessionRetries {
  /** A media error was handed to hls.js's `recoverMediaError()`: the next one is fatal. */
  recovered = false;
  private _count = 0;
  private _timer?: ReturnType<typeof setTimeout>;
  /** The engines (by their index) whose start froze once: the next frozen start fails them. */
  private readonly _frozenStarts = new Set<number>();

  constructor(
    private readonly _delays: readonly number[],
    private readonly _hooks: RetryHooks,
    signal: AbortSignal,
  ) {
    globalThis.addEventListener('online', this._onOnline, {signal});
  }

  /** The wait before the next retry; `undefined` once they are used up. */
  delay(): number | undefined {
    return this._delays[this._count];
  }

  /** Counts a retry, and says its wait. */
  take(): number {
    const delay = this.delay() ?? 0;
    this._count++;
    return delay;
  }

  /** Runs the engine again after `delay` ms. */
  later(delay: number): void {
    this._timer = environment.setTimeout(() => this._hooks.run(), delay);
  }

  cancel(): void {
    environment.clearTimeout(this._timer);
    this._timer = undefined;
  }

  /** Data came: the retries count afresh. */
  played(): void {
    this._count = 0;
  }

  /** Starting over: every retry and the recovery are there again. */
  reset(): void {
    this._count = 0;
    this.recovered = false;
    this._frozenStarts.clear();
  }

  /**
   * The start of engine `index` froze: the first time, it is attached once more at once (true);
   * the next time, it is left for the next engine (false).
   */
  frozenStart(index: number): boolean {
    if (this._frozenStarts.has(index)) return false;
    this._frozenStarts.add(index);
    this._hooks.run();
    return true;
  }

  private readonly _onOnline = () => {
    // Back online: a pending retry or a failed session gets its next try now.
    if (this._timer !== undefined) {
      environment.clearTimeout(this._timer);
      this._hooks.run();
    } else if (this._hooks.failed()) {
      this._hooks.retry();
    }
  };
}
