import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {forgetAsked, lastAsked} from './last-asked.js';

/** A page-wide channel: every copy of the bundle on the page hears it (no module state). */
const STARTED = 'video-content-widgets:play';

/** What the rule reads from its player. */
export interface OneAtATimeHost extends ReactiveControllerHost, HTMLElement {
  keepPlaying: boolean;
  readonly paused: boolean;
  readonly playback: {readonly snapshot: {readonly status: string}};
  pause(): void;
}

/**
 * One player at a time: a player that starts tells the page, and every other one pauses (a play
 * still on its way included). The player asked for last wins: one that starts while a player
 * asked for after it is still starting pauses itself instead (two quick clicks, the first
 * player's stream the slower). A player with `keep-playing` neither pauses the others nor is
 * paused by them.
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
    host.addEventListener('play', () => this._started(), {signal});
    document.addEventListener(
      STARTED,
      (event) => {
        const started = (event as CustomEvent<unknown>).detail;
        if (started !== host && !host.keepPlaying) host.pause();
      },
      {signal},
    );
    // Made once the player renders its `<video>`: a play asked for before said `play` unheard.
    if (!host.paused) this._started();
  }

  private _started(): void {
    const host = this._host;
    if (host.keepPlaying) return;
    const last = lastAsked() as OneAtATimeHost | undefined;
    // Asked for after this one (whose play was on its way), it is still on its way: it plays.
    const newer = last && last !== host && !last.keepPlaying;
    if (newer && ['loading', 'starting'].includes(last.playback.snapshot.status)) host.pause();
    else document.dispatchEvent(new CustomEvent(STARTED, {detail: host}));
  }

  hostDisconnected(): void {
    this._events?.abort();
    forgetAsked(this._host);
  }
}
