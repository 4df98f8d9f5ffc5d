/** What went wrong, in categories an author can act on. */
export type VideoServiceErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-response'
  | 'bad-request';

const MESSAGES: Record<VideoServiceErrorKind, string> = {
  auth: 'The video service refused the API key. Check the api-key attribute or the key configured on the proxy.',
  'not-found': 'The video service has no such video, or the endpoint address is wrong.',
  'rate-limited': 'The video service is receiving too many requests. Try again in a moment.',
  server: 'The video service is having trouble right now. Try again later.',
  network: 'The video service could not be reached. Check the connection and the endpoint address.',
  timeout: 'The video service took too long to answer. Try again.',
  'bad-response': 'The endpoint did not answer like the video service. Check the endpoint address.',
  'bad-request': 'The video service rejected the request. Check the attributes of the widget.',
};

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
    super(MESSAGES[kind], options);
  }

  /** Whether asking again can help (a Retry button makes sense). */
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
