import type {Video} from '../data/index.js';
import type {PreferPlayback} from '../playback/engine.js';
import type {PlayerStrings} from './player-strings.js';
import type {PropertyDeclaration} from '@lit/reactive-element';

/**
 * The attributes of `<video-player>` that choose what it does beyond what a `<video>` does: its
 * engine, what it writes for search engines, what it remembers, its queue, how it shares the
 * page with other players, and its words.
 */
export interface PlayerOptions {
  /**
   * `auto`: the browser's own HLS first on a touch device for a stream of one audio language,
   * else hls.js; `mse`: hls.js where MediaSource exists; `native`: the browser's own HLS first.
   */
  preferPlayback: PreferPlayback;

  /** Writes the video's schema.org `VideoObject` as JSON-LD into the page, for search engines. */
  structuredData: boolean;

  /** `none`: keeps nothing. Else the viewer's place per video and choices stay (localStorage). */
  remember?: 'none';

  /** The records to go on with (a linked `<video-carousel>` sets them): Previous, Next, "Up next". */
  queue?: readonly Video[];

  /** Counts down on the "Up next" card, then plays it; never under reduced motion (it waits for a click). */
  autoplayNext: boolean;

  /**
   * URL the quality events are sent to with `navigator.sendBeacon` (e.g. the proxy's
   * `/api/video/beacon`); see [analytics.md](analytics.md).
   */
  beacon?: string;

  /** Keeps playing when another player starts, and pauses no other when it starts. */
  keepPlaying: boolean;

  /** Replacements for the texts the player shows (e.g. another language). */
  strings: Partial<PlayerStrings>;
}

/** Their declarations, for the element's `static properties`. */
export const playerOptions: Record<keyof PlayerOptions, PropertyDeclaration> = {
  preferPlayback: {attribute: 'prefer-playback'},
  structuredData: {type: Boolean, attribute: 'structured-data'},
  remember: {},
  queue: {attribute: false},
  autoplayNext: {type: Boolean, attribute: 'autoplay-next'},
  beacon: {},
  keepPlaying: {type: Boolean, attribute: 'keep-playing'},
  strings: {attribute: false},
};

/** Their values until the page sets them (a new `strings` object for each player). */
export const playerOptionDefaults = (): Omit<PlayerOptions, 'remember' | 'queue' | 'beacon'> => ({
  preferPlayback: 'auto',
  structuredData: false,
  autoplayNext: false,
  keepPlaying: false,
  strings: {},
});
