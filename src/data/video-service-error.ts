import type {VideoServiceErrorKind} from './error-kind.js';

export type {VideoServiceErrorKind} from './error-kind.js';

/** The messages, once a failure has fetched them (`worded`). */
let messages: typeof import('./service-messages.js') | undefined;

const RETRYABLE = new Set<VideoServiceErrorKind>(['rate-limited', 'server', 'network', 'timeout']);

/**
 * Every failure of the data layer: a `kind` to branch on and a message to show. The client
 * rejects with its message in words a CMS author can act on (`worded`); one made before those
 * words came says its kind.
 */
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
    super(messages?.messageOf(kind) ?? `The video service failed (${kind}).`, options);
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

/**
 * `error`, a VideoServiceError with its message in words a CMS author can act on: the words are a
 * chunk of their own, fetched with the first failure a page meets. Where that chunk cannot come
 * (offline), the message stays as made.
 */
export async function worded<T>(error: T): Promise<T> {
  if (error instanceof VideoServiceError) {
    messages ??= await import('./service-messages.js').catch(() => undefined);
    if (messages) error.message = messages.messageOf(error.kind);
  }
  return error;
}
