import {AuthoringError} from '../internal/authoring-error.js';
import {VideoServiceError} from '../data/index.js';
import {PlaybackError, type PlaybackErrorKind} from '../playback/playback-error.js';

/**
 * Every string the player shows or speaks. `{name}` placeholders are filled in;
 * set `player.strings` to replace any of them (e.g. for another language).
 */
export interface PlayerStrings {
  /** Name of the facade's play button. */
  play: string;
  /** Name of the player region once a video is set. */
  region: string;
  loading: string;
  quality: string;
  auto: string;
  captions: string;
  retry: string;
  community: string;
  invalidVideoId: string;
  invalidVideo: string;
  missingEndpoint: string;
  offline: string;
  /** A failure that is neither the service's nor playback's, e.g. a bug. */
  unexpected: string;
  /** What the viewer is told when playback fails, by kind. */
  playbackErrors: Record<PlaybackErrorKind, string>;
}

export const DEFAULT_STRINGS: PlayerStrings = {
  play: 'Play video: {title}',
  region: 'Video player: {title}',
  loading: 'Loading video…',
  quality: 'Quality',
  auto: 'Auto',
  captions: 'Captions',
  retry: 'Try again',
  community: 'Community',
  invalidVideoId:
    'The video-id attribute must be the whole-number id of a video, such as video-id="42"; it is "{id}".',
  invalidVideo:
    'The video property is not a usable video record: it needs a whole-number id, a title and an http(s) stream or MP4 URL.',
  missingEndpoint:
    'No endpoint is set. Add an endpoint attribute, or <meta name="video-content-widgets:endpoint" content="…"> to the page.',
  offline: 'You are offline. Reconnect to the internet to watch the video.',
  unexpected: 'Something went wrong while showing the video. Try again later.',
  playbackErrors: {
    network: 'The video could not be downloaded. Check your connection and try again.',
    media: 'The video could not be played: the stream seems damaged.',
    unsupported: 'This browser cannot play this video.',
  },
};

/** What the widget says about a failure. */
export function errorMessage(error: unknown, strings: PlayerStrings): string {
  if (error instanceof AuthoringError) return error.message;
  const offline = globalThis.navigator?.onLine === false;
  if (error instanceof PlaybackError) {
    return offline && error.kind === 'network'
      ? strings.offline
      : strings.playbackErrors[error.kind];
  }
  if (!(error instanceof VideoServiceError)) return strings.unexpected;
  return offline && error.kind === 'network' ? strings.offline : error.message;
}
