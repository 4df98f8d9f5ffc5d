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

async function attempt(url: string, options: RequestOptions, timeout: number): Promise<unknown> {
  const timer = AbortSignal.timeout(timeout);
  const signal = options.signal ? AbortSignal.any([options.signal, timer]) : timer;
  let response: Response;
  try {
    response = await (options.fetch ?? fetch)(url, {
      headers: {accept: 'application/json', ...options.headers},
      signal,
      credentials: 'omit',
    });
  } catch (cause) {
    options.signal?.throwIfAborted();
    throw new VideoServiceError(timer.aborted ? 'timeout' : 'network', undefined, {cause});
  }
  if (!response.ok) {
    void response.body?.cancel();
    const error = VideoServiceError.fromStatus(response.status);
    error.retryAfter = retryAfterMs(response.headers.get('retry-after'));
    throw error;
  }
  try {
    return await response.json();
  } catch (cause) {
    options.signal?.throwIfAborted();
    if (timer.aborted) throw new VideoServiceError('timeout', response.status, {cause});
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
