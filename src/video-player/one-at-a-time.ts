import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** A page-wide channel: every copy of the bundle on the page hears it (no module state). */
const STARTED = 'video-content-widgets:play';

/** What the rule reads from its player. */
export interface OneAtATimeHost extends ReactiveControllerHost, HTMLElement {
  keepPlaying: boolean;
  readonly paused: boolean;
  pause(): void;
}

/**
 * One player at a time: a player that starts tells the page, and every other playing one pauses.
 * A player with `keep-playing` neither pauses the others nor is paused by them.
 */
export class OneAtATime implements ReactiveController {
  private _events?: AbortController;

  constructor(private readonly _host: OneAtATimeHost) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._events?.abort();
    this._events = new AbortController();
    const {signal} = this._events;
    const host = this._host;
    host.addEventListener(
      'play',
      () => host.keepPlaying || document.dispatchEvent(new CustomEvent(STARTED, {detail: host})),
      {signal},
    );
    document.addEventListener(
      STARTED,
      (event) => {
        const started = (event as CustomEvent<unknown>).detail;
        if (started !== host && !host.keepPlaying && !host.paused) host.pause();
      },
      {signal},
    );
  }

  hostDisconnected(): void {
    this._events?.abort();
  }
}
