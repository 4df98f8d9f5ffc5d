import type {Preload} from '../playback/playback-session.js';
import type {PropertyDeclaration} from '@lit/reactive-element';

/**
 * The attributes `<video-player>` shares with `<video>`. Every other member of the browser's
 * `HTMLVideoElement` (`buffered`, `readyState`, `volume`, `requestPictureInPicture()`, the
 * `HAVE_*` constants, …) is defined by `defineMediaMembers`; none keeps state of its own.
 */
export interface MediaAttributes {
  /**
   * The URL of an HLS stream or an MP4 file to play without the service (its poster: the
   * `poster` attribute, read as it loads). `video` and `video-id` win over it.
   */
  src: string;

  /** Seconds into the video to start at; set by the page, it wins over a place the player kept. */
  startTime: number;

  /**
   * `visible` (the default): a poster, and once the page has loaded, the player is on screen and
   * the page idle, its playlists and code (no media; not for a viewer saving data: Data Saver,
   * a 2g link); `none`: nothing of player or media until intent; `metadata`: up to the first
   * frame; `auto`. One player per page warms up or buffers ahead: the others wait for the
   * viewer, as with `none`.
   */
  preload: Preload;

  /**
   * Starts muted once the player is at least half visible; not for a reader who asked for
   * reduced motion (the poster stays).
   */
  autoplay: boolean;

  /**
   * `native`: the browser's own controls instead of the player's control bar; `none`: no
   * controls at all, for another skin (media-chrome's `<media-controller>`, say) to drive the
   * player through its `<video>` members: the player draws the picture only, as a `<video>`
   * does (the poster, then the frames; no play button, title, chips or message of its own: a
   * failure reaches the skin as `error` and its event), and answers no keys of its own.
   */
  controls?: 'native' | 'none';

  /**
   * The `muted` attribute: sound off (`muted` is the sound's state now, as on `<video>`; the
   * viewer's own muting changes it, not this).
   */
  defaultMuted: boolean;

  /** Starts again at the end. */
  loop: boolean;
}

/** Their declarations, for the element's `static properties`. */
export const mediaAttributes: Record<keyof MediaAttributes, PropertyDeclaration> = {
  src: {},
  startTime: {type: Number, attribute: 'start-time'},
  preload: {},
  autoplay: {type: Boolean},
  controls: {},
  defaultMuted: {type: Boolean, attribute: 'muted'},
  loop: {type: Boolean},
};

/** Their values until the page sets them. */
export const mediaAttributeDefaults = (): Omit<MediaAttributes, 'controls'> => ({
  src: '',
  startTime: 0,
  preload: 'visible',
  autoplay: false,
  defaultMuted: false,
  loop: false,
});

/** The other members of the browser's `<video>`, as typed there (a browser that lacks one lacks it here too). */
export type VideoMembers = Omit<
  HTMLVideoElement,
  keyof HTMLElement | keyof MediaAttributes | 'play' | 'pause'
>;
