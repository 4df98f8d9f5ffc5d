import {causeOf} from './cause.js';
import {gzip} from './encoding.js';
import {etagOf} from './etag.js';
import {chunksOf, readLimited} from './read-body.js';
import {proxyError, type ProxyError} from './responses.js';

/** An answer of the service worth keeping: a video list or record (200), or no such video (404). */
export interface Answer {
  status: 200 | 404;
  body: Uint8Array<ArrayBuffer>;
  /** The body gzipped, made once when the answer arrives; absent when that is no smaller. */
  gzip?: Uint8Array<ArrayBuffer>;
  /** The ETag of `body`; the gzipped one's is derived from it (`gzipTag`). */
  etag: string;
  /** When it was received, on the proxy's clock (ms). */
  storedAt: number;
}

export interface UpstreamSettings {
  /** Base URL without a trailing slash. */
  upstream: string;
  apiKey: string;
  timeout: number;
  fetch: typeof fetch;
  log: (line: string) => void;
  now: () => number;
}

/** Larger answers are refused rather than held in memory. */
const MAX_BODY = 4 * 1024 * 1024;

// The service's own error bodies are never passed on: they may name its internals.
const NOT_FOUND = new TextEncoder().encode(
  JSON.stringify({error: {code: 'not-found', message: 'The video service has no such video.'}}),
);

/**
 * Asks the service for `path` (built by `upstreamPath`) with the key and `Accept` added, and
 * turns whatever happens into an `Answer` or a `ProxyError`, within `timeout`.
 */
export async function fetchAnswer(
  path: string,
  settings: UpstreamSettings,
): Promise<Answer | ProxyError> {
  const signal = AbortSignal.timeout(settings.timeout);
  const failed = (why: string) => settings.log(`video proxy: GET ${path} failed: ${why}`);
  try {
    const response = await settings.fetch(`${settings.upstream}${path}`, {
      method: 'GET',
      headers: {accept: 'application/json', 'x-api-key': settings.apiKey},
      signal,
      // A redirect would carry the key to wherever it points.
      redirect: 'manual',
    });
    if (response.status === 200) {
      const body = await readJson(response);
      if (!body) {
        failed('the answer was not JSON or was too large');
        return proxyError(502, 'bad-gateway', 'The video service sent an unreadable answer.');
      }
      return answerOf(200, body, settings.now());
    }
    await response.body?.cancel();
    if (response.status === 404) {
      return answerOf(404, NOT_FOUND, settings.now());
    }
    failed(`HTTP ${response.status}`);
    if (response.status === 429) {
      const retryAfter = response.headers.get('retry-after') ?? '';
      return proxyError(
        429,
        'rate-limited',
        'The video service is busy; try again later.',
        /^\d{1,6}$/.test(retryAfter) ? {'retry-after': retryAfter} : {},
      );
    }
    if (response.status === 400) {
      return proxyError(400, 'rejected', 'The video service refused these parameters.');
    }
    return proxyError(502, 'upstream-error', 'The video service failed; try again later.');
  } catch (error) {
    if (signal.aborted) {
      failed(`no answer within ${settings.timeout} ms`);
      return proxyError(504, 'upstream-timeout', 'The video service did not answer in time.');
    }
    failed(`unreachable: ${causeOf(error, [settings.apiKey])}`);
    return proxyError(502, 'upstream-unreachable', 'The video service could not be reached.');
  }
}

/** An answer with its ETag and its gzipped body, both made here once for every later hit. */
export async function answerOf(
  status: Answer['status'],
  body: Uint8Array<ArrayBuffer>,
  storedAt: number,
): Promise<Answer> {
  const [etag, packed] = await Promise.all([etagOf(body), gzip(body)]);
  const answer: Answer = {status, body, etag, storedAt};
  if (packed.byteLength < body.byteLength) answer.gzip = packed;
  return answer;
}

/** The body if it is JSON of at most MAX_BODY bytes; reading stops as soon as it is larger. */
async function readJson(response: Response): Promise<Uint8Array<ArrayBuffer> | undefined> {
  if (Number(response.headers.get('content-length')) > MAX_BODY || !response.body) {
    await response.body?.cancel();
    return undefined;
  }
  const body = await readLimited(chunksOf(response.body), MAX_BODY);
  if (!body) return undefined;
  try {
    JSON.parse(new TextDecoder('utf-8', {fatal: true}).decode(body));
    return body;
  } catch {
    return undefined;
  }
}
