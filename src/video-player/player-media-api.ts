import type {Engine} from '../playback/engine.js';
import type {PlaybackController} from '../playback/playback-controller.js';
import type {Preload} from '../playback/playback-session.js';
import type {PlayerPlayback} from '../playback/player-snapshot.js';
import {WidgetElement, type PropertyOptions} from '../internal/widget-element.js';

/**
 * The part of `<video-player>` that answers as a `<video>` does: its `<video>`-like attributes
 * and members. It reads the `<video>` itself while there is one (so a change shows at once, as
 * on `<video>`), else the snapshot of the player's state machine, and sends every change to it
 * as a command.
 */
export abstract class PlayerMediaApi extends WidgetElement {
  static override properties: Record<string, PropertyOptions> = {
    startTime: {type: Number, attribute: 'start-time'},
    preload: {},
    autoplay: {type: Boolean},
    controls: {},
    muted: {type: Boolean},
    loop: {type: Boolean},
  };

  /** Seconds into the video to start at; set by the page, it wins over a place the player kept. */
  startTime = 0;

  /**
   * `none`: a poster until intent, no bytes of player or media; `visible`: as `none`, and once on
   * screen its playlists and code (no media; not under the viewer's Data Saver); `metadata`: up
   * to the first frame; `auto`. One player per page warms up or buffers ahead: the others wait
   * for the viewer, as with `none`.
   */
  preload: Preload = 'none';

  /**
   * Starts muted once the player is at least half visible; not for a reader who asked for
   * reduced motion (the poster stays).
   */
  autoplay = false;

  /** `native`: the browser's own controls instead of the player's control bar. */
  controls?: 'native';

  /** Sound off; follows the viewer's own muting. */
  muted = false;

  /** Starts again at the end. */
  loop = false;

  /** The player's state machine: the element renders its snapshot and sends it commands. */
  protected abstract readonly _core: PlaybackController;

  /** The player's state and commands, for a control bar: render from `snapshot`, send commands. */
  get playback(): PlayerPlayback {
    return this._core;
  }

  /** Which engine plays the video now, once playing started: `hls`, `native` or `mp4`. */
  get engine(): Engine | undefined {
    return this._core.snapshot.engine;
  }

  /** As on `<video>`; before playback, the position it will start at. */
  get currentTime(): number {
    return this._core.media?.currentTime ?? (this._core.snapshot.currentTime || this.startTime);
  }
  set currentTime(time: number) {
    this._core.seek(time);
  }

  /** Length in seconds: the media's once known, else the record's (NaN when neither is). */
  get duration(): number {
    const media = this._core.media?.duration;
    return media !== undefined && Number.isFinite(media) ? media : this._core.snapshot.duration;
  }

  /** As on `<video>`; `true` before playback. */
  get paused(): boolean {
    return this._core.media?.paused ?? true;
  }

  /** As on `<video>`, 0 to 1. */
  get volume(): number {
    return this._core.media?.volume ?? this._core.snapshot.volume;
  }
  set volume(volume: number) {
    this._core.setVolume(volume);
  }

  /** Starts playback, loading whatever is still missing; rejects as `<video>.play()` does. */
  async play(): Promise<void> {
    await this.updateComplete; // Lets a `video` or `video-id` set just now start loading.
    return this._core.play();
  }

  /** Pauses playback, as on `<video>`. */
  pause(): void {
    this._core.pause();
  }
}
