import type {VideoServiceErrorKind} from './error-kind.js';

/**
 * What each kind of failure tells a CMS author, in English. A chunk of its own, fetched with the
 * first failure a page meets (`worded`): a page whose service answers never loads these words.
 * `{origin}` is the page's origin.
 */
export const MESSAGES: Record<VideoServiceErrorKind, string> = {
  auth: 'The video service refused the API key. Check the api-key attribute or the key configured on the proxy.',
  'not-found': 'The video service has no such video, or the endpoint address is wrong.',
  'rate-limited': 'The video service is receiving too many requests. Try again in a moment.',
  server: 'The video service is having trouble right now. Try again later.',
  network: 'The video service could not be reached. Check the connection and the endpoint address.',
  timeout: 'The video service took too long to answer. Try again.',
  'bad-response': 'The endpoint did not answer like the video service. Check the endpoint address.',
  'bad-request': 'The video service rejected the request. Check the attributes of the widget.',
  'origin-not-allowed':
    'This site (origin {origin}) is not allowed to use the video service. Add {origin} to the allowed origins of the proxy (PROXY_ALLOWED_ORIGINS), or serve the proxy from this site.',
  redirected:
    'The video service answered with a redirect to another address, which is not followed so that the API key is never sent elsewhere. Set the endpoint attribute to the final address.',
  'unusable-records':
    'The video service sent videos, but none can be shown: each lacks an id, a title or an http(s) stream or MP4 URL. Check these records in the video service; the browser console says how many were ignored.',
  'too-large':
    'The video service sent a far larger answer than the videos asked for need (over 16 MiB before the videos of a list, over 256 KiB for one video, or records padded beyond any video), which is not read on. Check that the service honours the limit parameter and sends one record for one video.',
};

/** The page's origin, the entry a proxy's allow-list needs (none outside a page). */
function pageOrigin(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

/** The message of `kind` in this page: with its origin, or without one outside a page. */
export function messageOf(kind: VideoServiceErrorKind): string {
  const origin = pageOrigin();
  return kind === 'origin-not-allowed' && !origin
    ? MESSAGES[kind].replace(' (origin {origin})', '').replace('{origin}', 'its origin')
    : MESSAGES[kind].replaceAll('{origin}', origin ?? '');
}
