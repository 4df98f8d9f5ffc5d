import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {PlaybackSession, SessionOptions} from '../playback/playback-session.js';

export type PlaybackView = typeof import('./playback-view.js');

let loading: Promise<PlaybackView> | undefined;

/**
 * Imports the playback view on first use only. A failed import (e.g. offline) is not
 * cached, so a later call tries again.
 */
function loadPlaybackView(): Promise<PlaybackView> {
  loading ??= import('./playback-view.js').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/**
 * Owns the player's one playback session: created when the viewer (or `preload`) asks
 * for the video, destroyed on every video change and when the player leaves the page.
 * The code behind it is loaded on demand: call `load()` before `attach()`.
 */
export class PlaybackController implements ReactiveController {
  session?: PlaybackSession;
  /** The playback view, once loaded. */
  view?: PlaybackView;

  constructor(private readonly _host: ReactiveControllerHost) {
    _host.addController(this);
  }

  async load(): Promise<PlaybackView> {
    this.view ??= await loadPlaybackView();
    return this.view;
  }

  attach(
    view: PlaybackView,
    video: HTMLVideoElement,
    options: Omit<SessionOptions, 'onChange'>,
  ): PlaybackSession {
    this.teardown();
    this.session = new view.PlaybackSession(video, {
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
