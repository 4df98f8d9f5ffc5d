/**
 * The widgets' words for a mistake in their attributes, in English: a chunk of its own, which
 * `mistake()` imports as the mistake is found, so a page without such a mistake never loads them.
 * A language's file and a page's `strings` give them in other words.
 */
export const AUTHORING_STRINGS = {
  invalidVideoId:
    'The video-id attribute must be the whole-number id of a video, such as video-id="42"; it is "{id}".',
  invalidVideo:
    'The video property is not a usable video record: it needs a whole-number id, a title and an http(s) stream or MP4 URL.',
  invalidSrc:
    'The src attribute must be the http(s) URL of an HLS playlist (.m3u8) or an MP4 file; it is "{src}".',
  invalidLimit:
    'The limit attribute must be a whole number from 1 to 1000, such as limit="12"; it is "{limit}".',
  missingEndpoint:
    'No endpoint is set. Add an endpoint attribute, or <meta name="video-content-widgets:endpoint" content="…"> to the page.',
};

/** The name of each of those words. */
export type AuthoringWords = keyof typeof AUTHORING_STRINGS;
