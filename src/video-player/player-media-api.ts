import type {Engine} from '../playback/engine.js';
import type {PlaybackController} from '../playback/playback-controller.js';
import type {Preload} from '../playback/playback-session.js';
import type {PlayerPlayback} from '../playback/player-snapshot.js';
import {WidgetElement, type PropertyOptions} from '../internal/widget-element.js';

/**
 * The part of `<video-player>` that answers as a `<video>` does: its `<video>`-like attributes
 * here, and every other member of the browser's `HTMLVideoElement` (`buffered`, `readyState`,
 * `volume`, `requestPictureInPicture()`, the `HAVE_*` constants, …) defined by
 * `defineMediaMembers`. None keeps state of its own: each reads the playback controller (the
 * playing `<video>`, else its snapshot) and sends it commands.
 */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below types the members defineMediaMembers defines
export abstract class PlayerMediaApi extends WidgetElement {
  static override properties: Record<string, PropertyOptions> = {
    startTime: {type: Number, attribute: 'start-time'},
    preload: {},
    autoplay: {type: Boolean},
    controls: {},
    defaultMuted: {type: Boolean, attribute: 'muted'},
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

  /**
   * `native`: the browser's own controls instead of the player's control bar; `none`: no
   * controls at all, for another skin (media-chrome's `<media-controller>`, say) to drive the
   * player through its `<video>` members: the poster and its play button stay until playback,
   * and the player answers no keys of its own.
   */
  controls?: 'native' | 'none';

  /**
   * The `muted` attribute: sound off (`muted` is the sound's state now, as on `<video>`; the
   * viewer's own muting changes it, not this).
   */
  defaultMuted = false;

  /** Starts again at the end. */
  loop = false;

  /** The player's state machine: the element renders its snapshot and sends it commands. @internal */
  abstract readonly _core: PlaybackController;

  /** The player's state and commands, for a control bar: render from `snapshot`, send commands. */
  get playback(): PlayerPlayback {
    return this._core;
  }

  /** Which engine plays the video now, once playing started: `hls`, `native` or `mp4`. */
  get engine(): Engine | undefined {
    return this._core.snapshot.engine;
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

// The members are typed as `HTMLVideoElement`'s (a browser that lacks one lacks it here too).
type VideoMembers = Omit<
  HTMLVideoElement,
  | keyof HTMLElement
  | 'preload'
  | 'autoplay'
  | 'controls'
  | 'defaultMuted'
  | 'loop'
  | 'play'
  | 'pause'
>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging -- as above
export interface PlayerMediaApi extends VideoMembers {}
