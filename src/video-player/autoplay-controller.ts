import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** Share of the player that must be on screen before muted autoplay starts. */
const VISIBLE = 0.5;

/**
 * Muted autoplay, but only once the player is at least half on screen: a player far
 * down the page neither downloads nor plays until the reader gets there.
 */
export class AutoplayController implements ReactiveController {
  private _observer?: IntersectionObserver;
  private _record?: unknown;

  constructor(
    private readonly _host: ReactiveControllerHost & Element,
    private readonly _start: () => void,
  ) {
    _host.addController(this);
  }

  /** Watches afresh for each new `record` while `enabled`; `_start` runs once per record. */
  follow(record: unknown, enabled: boolean): void {
    if (record === this._record) return;
    this._record = record;
    this.disarm();
    if (record && enabled) this.arm();
  }

  /** Starts watching; `_start` runs once, the first time the player is visible enough. */
  arm(): void {
    this.disarm();
    this._observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= VISIBLE)) return;
        this.disarm();
        this._start();
      },
      {threshold: VISIBLE},
    );
    this._observer.observe(this._host);
  }

  disarm(): void {
    this._observer?.disconnect();
    this._observer = undefined;
  }

  hostDisconnected(): void {
    this.disarm();
  }
}
