import {setEnvironment} from '../../src/internal/environment.js';

/** A timer the widgets set through their environment: what it runs, after how long (ms). */
export interface HeldTimer {
  run: () => void;
  ms: number;
}

/**
 * Takes over the widgets' timers (`environment.setTimeout`): none runs until the test says the
 * time has come. `restore()` gives the browser's back.
 */
export class ManualTimers {
  private readonly _held = new Map<number, HeldTimer>();
  private _next = 1;
  readonly restore = setEnvironment({
    setTimeout: (run, ms) => {
      this._held.set(this._next, {run, ms});
      return this._next++ as unknown as ReturnType<typeof setTimeout>;
    },
    clearTimeout: (handle) => void this._held.delete(handle as unknown as number),
  });

  /** The timers set and not yet run or cleared. */
  get pending(): HeldTimer[] {
    return [...this._held.values()];
  }

  /** Their delays (ms). */
  get delays(): number[] {
    return this.pending.map(({ms}) => ms);
  }

  /** Runs the timers pending, `times` rounds over, as the clock would after their delays. */
  run(times = 1): void {
    for (let i = 0; i < times; i++) {
      const due = this.pending;
      this._held.clear();
      for (const timer of due) timer.run();
    }
  }
}
