/** What went wrong, in categories an author can act on. */
export type VideoServiceErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-response'
  | 'bad-request'
  | 'origin-not-allowed'
  | 'redirected'
  | 'unusable-records'
  | 'too-large';

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
export function pageOrigin(): string | undefined {
  const origin = globalThis.location?.origin;
  return origin && origin !== 'null' ? origin : undefined;
}

const RETRYABLE = new Set<VideoServiceErrorKind>(['rate-limited', 'server', 'network', 'timeout']);

/** Every failure of the data layer: a `kind` to branch on and a message to show. */
export class VideoServiceError extends Error {
  override readonly name = 'VideoServiceError';
  /** Milliseconds the server asked to wait (`Retry-After`), when it did. */
  retryAfter?: number;

  constructor(
    readonly kind: VideoServiceErrorKind,
    /** HTTP status, when the server answered. */
    readonly status?: number,
    options?: ErrorOptions,
  ) {
    const origin = pageOrigin();
    const message =
      kind === 'origin-not-allowed' && !origin
        ? MESSAGES[kind].replace(' (origin {origin})', '').replace('{origin}', 'its origin')
        : MESSAGES[kind].replaceAll('{origin}', origin ?? '');
    super(message, options);
  }

  /** Whether asking again at once can help: the data layer retries these by itself. */
  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }

  static fromStatus(status: number): VideoServiceError {
    const kind: VideoServiceErrorKind =
      status === 401 || status === 403
        ? 'auth'
        : status === 404
          ? 'not-found'
          : status === 429
            ? 'rate-limited'
            : status >= 500
              ? 'server'
              : 'bad-request';
    return new VideoServiceError(kind, status);
  }
}
