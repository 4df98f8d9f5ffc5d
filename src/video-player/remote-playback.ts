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

  constructor(private readonly _update: () => void) {}

  render(media: HTMLVideoElement, label: string) {
    this._watch(media);
    const {remote} = media;
    if (!this._available || media.disableRemotePlayback) return nothing;
    const prompt = () => void remote.prompt().catch(() => {}); // Dismissed: nothing to say.
    return controlButton('remote-button', label, 'cast', prompt, remote.state !== 'disconnected');
  }

  private _watch(media: HTMLVideoElement): void {
    if (media === this._media) return;
    this._media = media;
    this._available = false;
    // Firefox has no Remote Playback API.
    const {remote} = media as Partial<HTMLVideoElement>;
    if (!remote) return;
    for (const type of ['connecting', 'connect', 'disconnect']) {
      remote.addEventListener(type, this._update);
    }
    // Rejected where the browser cannot watch (no screens to look for): never shown.
    remote
      .watchAvailability((available) => {
        if (media !== this._media) return;
        this._available = available;
        this._update();
      })
      .catch(() => {});
  }
}
