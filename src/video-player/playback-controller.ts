import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {PlaybackSession, type SessionOptions} from '../playback/playback-session.js';

/**
 * Owns the player's one playback session: created when the viewer (or `preload`) asks
 * for the video, destroyed on every video change and when the player leaves the page.
 */
export class PlaybackController implements ReactiveController {
  session?: PlaybackSession;

  constructor(private readonly _host: ReactiveControllerHost) {
    _host.addController(this);
  }

  attach(video: HTMLVideoElement, options: Omit<SessionOptions, 'onChange'>): PlaybackSession {
    this.teardown();
    this.session = new PlaybackSession(video, {
      ...options,
      onChange: () => this._host.requestUpdate(),
    });
    return this.session;
  }

  teardown(): void {
    this.session?.destroy();
    this.session = undefined;
  }

  hostDisconnected(): void {
    this.teardown();
  }
}
