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
 * The first `max` bytes of a body, and whether that was all of it. Stops reading (and
 * cancels the rest) at `max`, so a huge answer costs no more than `max` bytes of memory.
 * Rejects when the body fails (a reset, a timeout).
 */
async function readBody(response: Response, max: number): Promise<{text: string; whole: boolean}> {
  const declared = Number(response.headers.get('content-length') ?? NaN);
  if (declared > max) {
    discard(response);
    return {text: '', whole: false};
  }
  const reader = response.body?.getReader();
  if (!reader) return {text: '', whole: true};
  const chunks: Uint8Array[] = [];
  let size = 0;
  let whole = false;
  try {
    while (size <= max) {
      const {done, value} = await reader.read();
      if (done) {
        whole = true;
        break;
      }
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return {text: new TextDecoder().decode(bytes.subarray(0, max)), whole: whole && size <= max};
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

/**
 * The largest answer read. A thousand records (the most a carousel asks for) take about
 * 0.7 MB; parsing JSON blocks the page for roughly 25 ms a megabyte, so a service that
 * ignores `limit` and sends 10,000 records (6.5 MB) is refused rather than freezing the page.
 */
export const MAX_BODY_BYTES = 2 * 1024 * 1024;

async function failure(response: Response): Promise<VideoServiceError> {
  let code: string | undefined;
  if (response.status === 403) {
    const body = await readBody(response, ERROR_BODY_BYTES).catch(() => ({text: ''}));
    code = errorCode(body.text);
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

async function attempt(url: string, options: RequestOptions, timeout: number): Promise<unknown> {
  const timer = AbortSignal.timeout(timeout);
  const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer;
  // A redirect would carry x-api-key to wherever it points, so a request with the key
  // follows none. 'manual' (not 'error') tells a redirect apart from a network failure in
  // every engine: browsers answer an opaque redirect, Node the 3xx itself.
  const keyed = carriesKey(options.headers);
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: {accept: 'application/json', ...options.headers},
      signal,
      credentials: 'omit',
      redirect: keyed ? 'manual' : 'follow',
    });
  } catch (cause) {
    options.signal?.throwIfAborted();
    throw new VideoServiceError(timer.aborted ? 'timeout' : 'network', undefined, {cause});
  }
  if (response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400)) {
    discard(response);
    throw new VideoServiceError('redirected', response.status || undefined);
  }
  if (!response.ok) throw await failure(response);
  let body: {text: string; whole: boolean};
  try {
    body = await readBody(response, MAX_BODY_BYTES);
  } catch (cause) {
    options.signal?.throwIfAborted();
    throw new VideoServiceError(timer.aborted ? 'timeout' : 'network', response.status, {cause});
  }
  if (!body.whole) throw new VideoServiceError('too-large', response.status);
  try {
    return JSON.parse(body.text) as unknown;
  } catch (cause) {
    throw new VideoServiceError('bad-response', response.status, {cause});
  }
}

/**
 * GETs `url` and returns its JSON body. Every failure becomes a `VideoServiceError`,
 * except the caller's own abort, which rejects with the signal's reason.
 */
export async function requestJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  const {timeout, retries, retryDelay, maxRetryAfter} = {...DEFAULT_REQUEST, ...options};
  const wait = options.sleep ?? sleep;
  for (let retry = 0; ; retry++) {
    try {
      return await attempt(url, options, timeout);
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
