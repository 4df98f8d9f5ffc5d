import type {AuthoringStrings} from './player-strings.js';

/**
 * The player's words for a mistake in its attributes, in English: a chunk of its own, which
 * `loadRecord` imports before it throws, so a page without such a mistake never loads them.
 */
export const AUTHORING_STRINGS: Required<AuthoringStrings> = {
  invalidVideoId:
    'The video-id attribute must be the whole-number id of a video, such as video-id="42"; it is "{id}".',
  invalidVideo:
    'The video property is not a usable video record: it needs a whole-number id, a title and an http(s) stream or MP4 URL.',
  invalidSrc:
    'The src attribute must be the http(s) URL of an HLS playlist (.m3u8) or an MP4 file; it is "{src}".',
  missingEndpoint:
    'No endpoint is set. Add an endpoint attribute, or <meta name="video-content-widgets:endpoint" content="…"> to the page.',
};
