import {nothing} from 'lit/html.js';
import {controlButton} from './control-button.js';

/**
 * The button that sends the video to another screen (Cast, AirPlay: the Remote Playback API,
 * which a skin reaches through the player's `remote`, as on `<video>`): shown while the browser
 * says a screen can take the `<video>`'s source, pressed while it plays there. hls.js plays
 * through a MediaSource, which no browser sends: a screen is offered for the MP4 file or the
 * browser's own HLS.
 */
export class RemotePlaybackButton {
  private _media?: HTMLVideoElement;
  private _available = false;
  /**
   * Ends the watch of `_media`'s screens and its listeners. A watch left on keeps its `<video>`,
   * and so the whole player and its hls.js, alive after the player left the page: Chromium holds
   * a media element whose screens are watched (200 players played and removed stayed alive).
   */
  private _unwatch?: () => void;

  constructor(private readonly _update: () => void) {}

  render(media: HTMLVideoElement, label: string) {
    this._watch(media);
    const {remote} = media;
    if (!this._available || media.disableRemotePlayback) return nothing;
    const prompt = () => void remote.prompt().catch(() => {}); // Dismissed: nothing to say.
    return controlButton('remote-button', label, 'cast', prompt, remote.state !== 'disconnected');
  }

  /** Stops watching, as the player leaves the page; its next render watches again. */
  stop(): void {
    this._unwatch?.();
    this._unwatch = this._media = undefined;
  }

  private _watch(media: HTMLVideoElement): void {
    if (media === this._media) return;
    this.stop();
    this._media = media;
    this._available = false;
    // Firefox has no Remote Playback API.
    const {remote} = media as Partial<HTMLVideoElement>;
    if (!remote) return;
    const events = new AbortController();
    for (const type of ['connecting', 'connect', 'disconnect']) {
      remote.addEventListener(type, this._update, {signal: events.signal});
    }
    // Rejected where the browser cannot watch (no screens to look for): never shown.
    const watch = remote
      .watchAvailability((available) => {
        if (media !== this._media) return;
        this._available = available;
        this._update();
      })
      .catch(() => undefined);
    this._unwatch = () => {
      events.abort();
      void watch.then((id) => {
        if (id !== undefined) remote.cancelWatchAvailability(id).catch(() => {});
      });
    };
  }
}
