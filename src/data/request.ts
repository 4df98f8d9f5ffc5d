import {settleBy} from '../internal/abort.js';
import {ChunkError} from '../internal/chunk-error.js';
import {VideoServiceError} from './video-service-error.js';

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Aborts this caller's wait; rejects with the signal's reason. */
  signal?: AbortSignal;
  /** Milliseconds one attempt may take. */
  timeout?: number;
  /** Further attempts after a network failure, a 5xx or a 429. */
  retries?: number;
  /** First backoff delay in milliseconds; doubles each retry. */
  retryDelay?: number;
  /** A `Retry-After` longer than this (ms) is not waited for: the error is reported instead. */
  maxRetryAfter?: number;
  fetch?: typeof fetch;
  /** Waits between attempts; injectable so tests control time. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
}

export const DEFAULT_REQUEST = {
  timeout: 10_000,
  retries: 2,
  retryDelay: 400,
  maxRetryAfter: 10_000,
} as const;

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, {once: true});
  });
}

/** `Retry-After` as milliseconds: delta-seconds or an HTTP date. */
function retryAfterMs(header: string | null): number | undefined {
  if (header === null) return undefined;
  const seconds = Number(header);
  if (header.trim() !== '' && Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * Drops a body unread. The cancel is caught: on a connection reset after the status it
 * rejects ("network error"), which must not become an unhandled rejection.
 */
function discard(response: Response): void {
  void response.body?.cancel().catch(() => {});
}

/**
 * A body of at most `max` bytes as text; `undefined` for a longer one, whose reading stops (and
 * the rest is cancelled) once it passes `max`. Rejects when the body fails (a reset, a timeout).
 */
export async function readAtMost(response: Response, max: number): Promise<string | undefined> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) {
    discard(response);
    return undefined;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size <= max) {
      const {done, value} = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    await reader.cancel().catch(() => {});
  }
  if (size > max) return undefined;
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

/** The `error.code` of a JSON error body such as the proxy's `{"error": {"code": …}}`. */
function errorCode(body: string): string | undefined {
  try {
    const code = (JSON.parse(body) as {error?: {code?: unknown}} | null)?.error?.code;
    return typeof code === 'string' ? code : undefined;
  } catch {
    return undefined;
  }
}

/** A proxy's refusal of the page's origin is a 403 that says so in a small JSON body. */
const ERROR_BODY_BYTES = 4096;

async function failure(response: Response): Promise<VideoServiceError> {
  let code: string | undefined;
  if (response.status === 403) {
    code = errorCode((await readAtMost(response, ERROR_BODY_BYTES).catch(() => '')) ?? '');
  } else discard(response);
  const error =
    code === 'origin-not-allowed'
      ? new VideoServiceError('origin-not-allowed', 403)
      : VideoServiceError.fromStatus(response.status);
  error.retryAfter = retryAfterMs(response.headers.get('retry-after'));
  return error;
}

const carriesKey = (headers: Record<string, string> = {}) =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'x-api-key');

/** Reads an answer's body; a rejection that is not a VideoServiceError is the body failing. */
export type ReadBody<T> = (response: Response) => Promise<T>;

async function attempt<T>(
  url: string,
  options: RequestOptions,
  timeout: number,
  read: ReadBody<T>,
): Promise<T> {
  const timer = AbortSignal.timeout(timeout);
  // Aborted once the answer is read: a body left unread (a list read far enough) is cancelled,
  // and Firefox, busy, kept its connection open after the cancel until the timeout.
  const answered = new AbortController();
  const signal = AbortSignal.any([answered.signal, timer, options.signal ?? timer]);
  // A redirect would carry x-api-key to wherever it points, so a request with the key
  // follows none. 'manual' (not 'error') tells a redirect apart from a network failure in
  // every engine: browsers answer an opaque redirect, Node the 3xx itself.
  const keyed = carriesKey(options.headers);
  let response: Response;
  try {
    response = await settleBy(
      signal,
      (options.fetch ?? fetch)(url, {
        headers: {accept: 'application/json', ...options.headers},
        signal,
        credentials: 'omit',
        redirect: keyed ? 'manual' : 'follow',
      }),
    );
  } catch (cause) {
    options.signal?.throwIfAborted();
    throw new VideoServiceError(timer.aborted ? 'timeout' : 'network', undefined, {cause});
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    discard(response);
    throw new VideoServiceError('redirected', response.status || undefined);
  }
  if (!response.ok) throw await failure(response);
  try {
    return await settleBy(signal, read(response));
  } catch (cause) {
    if (cause instanceof VideoServiceError || cause instanceof ChunkError) throw cause;
    options.signal?.throwIfAborted();
    throw new VideoServiceError(timer.aborted ? 'timeout' : 'network', response.status, {cause});
  } finally {
    answered.abort();
  }
}

/**
 * GETs `url` and returns what `read` makes of a successful answer. Every failure becomes a
 * `VideoServiceError`, except the caller's own abort, which rejects with the signal's reason,
 * and `read`'s code that could not be downloaded (a `ChunkError`).
 */
export async function request<T>(
  url: string,
  read: ReadBody<T>,
  options: RequestOptions = {},
): Promise<T> {
  const {timeout, retries, retryDelay, maxRetryAfter} = {...DEFAULT_REQUEST, ...options};
  const wait = options.sleep ?? sleep;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(url, options, timeout, read);
    } catch (error) {
      // A timeout is not retried here: the caller has already waited the whole timeout.
      const again =
        error instanceof VideoServiceError && error.retryable && error.kind !== 'timeout';
      if (!again || retry >= retries) throw error;
      const delay = error.retryAfter ?? retryDelay * 2 ** retry;
      if (delay > maxRetryAfter) throw error;
      await wait(delay, options.signal);
    }
  }
}
