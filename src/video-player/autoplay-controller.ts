import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {prefersReducedMotion} from '../internal/preferences.js';
import type {PlaybackController} from '../playback/playback-controller.js';

/** Share of the player that must be on screen before muted autoplay starts. */
const VISIBLE = 0.5;

/**
 * Muted autoplay, but only once the player is at least half on screen: a player far
 * down the page neither downloads nor plays until the reader gets there; never under reduced
 * motion. A chunk of its own, loaded by a player with `autoplay`.
 */
export class AutoplayController implements ReactiveController {
  private _observer?: IntersectionObserver;
  private _record?: unknown;

  constructor(
    private readonly _host: ReactiveControllerHost & Element & {readonly autoplay: boolean},
    private readonly _core: PlaybackController,
  ) {
    _host.addController(this);
    _host.requestUpdate();
  }

  hostUpdated(): void {
    this.follow(this._core.snapshot.record, this._host.autoplay && !prefersReducedMotion());
  }

  /** Watches afresh for each new `record` while `enabled`; it starts once per record. */
  follow(record: unknown, enabled: boolean): void {
    if (record === this._record) return;
    this._record = record;
    this.disarm();
    if (record && enabled) this.arm();
  }

  /** Starts watching; it starts muted once, the first time the player is visible enough. */
  arm(): void {
    this.disarm();
    this._observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= VISIBLE)) return;
        this.disarm();
        this._core.setMuted(true);
        void this._core.play().catch(() => {});
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
