import {MemoryAnswerStore} from './answer-cache.js';
import {answerSource, isError} from './answers.js';
import {ALLOW, corsHeaders, originPolicy, originRefused, preflightResponse, VARY} from './cors.js';
import {ifNoneMatch} from './etag.js';
import {MemoryRateStore} from './rate-limit.js';
import {redisStores} from './redis-stores.js';
import {errorResponse, JSON_TYPE, proxyError, SECURITY_HEADERS} from './responses.js';
import {upstreamPath} from './route.js';
import {hasDotSegmentOrBackslash} from './safe-path.js';
import {answersWithFallback, ratesWithFallback, StoreFallback} from './store-fallback.js';
import type {AnswerStore, RateStore} from './stores.js';
import {fetchAnswer} from './upstream.js';
import {upstreamLimit} from './upstream-limit.js';

/** What the runtime knows about a request beyond the `Request` itself. */
export interface ProxyContext {
  /** The client's network address as the runtime reports it; the default rate-limit key. */
  clientAddress?: string;
}

export type VideoProxyHandler = (request: Request, context?: ProxyContext) => Promise<Response>;

/** The handler, and how to let go of what it holds (its Redis connection) on shutdown. */
export type VideoProxy = VideoProxyHandler & {close(): Promise<void>};

export interface RateLimitOptions {
  /** Requests a client may make at once after a quiet spell (the bucket's size). */
  burst: number;
  /** Requests per second a client may make in the long run (the refill rate). */
  perSecond: number;
  /** Names the client; default `context.clientAddress`. Requests it names `undefined` are not limited. */
  key?: (request: Request, context: ProxyContext) => string | undefined;
}

export interface VideoProxyOptions {
  /** Base URL of the Video Content Service, e.g. `https://videos.example.com`. */
  upstream: string;
  /** The service's key; added server-side as `x-api-key`, never sent to the browser or logged. */
  apiKey: string;
  /** Path the proxy is mounted under, e.g. `/api/video`; default `''` (the root). */
  basePath?: string;
  /** Origins (e.g. `https://www.example.com`, or `*`) whose pages may call; default none. */
  allowedOrigins?: readonly string[];
  /** The origin the proxy's own pages are served from, allowed like `allowedOrigins`; default none. */
  publicOrigin?: string;
  /** Seconds an answer is fresh, in memory and for CDNs (`s-maxage`); 0 = no cache. Default 60. */
  cacheTtl?: number;
  /** Seconds past `cacheTtl` a stored answer may still be served when the service fails. Default 600. */
  staleTtl?: number;
  /** Largest `limit` forwarded; default 100. */
  maxLimit?: number;
  /** Milliseconds the upstream may take before the proxy answers 504; default 10000. */
  timeout?: number;
  /** Upstream calls in flight at most; default 16. */
  concurrency?: number;
  /** Upstream calls that may wait for a free slot; beyond them the proxy answers 503. Default 256. */
  queueSize?: number;
  /** Milliseconds a call may wait for a slot before the proxy answers 503; default 3000. */
  queueWait?: number;
  /** Per-client token bucket, or `false` for none; default 60 at once, 10 per second. */
  rateLimit?: RateLimitOptions | false;
  /**
   * A Redis server shared by the proxy's instances (`redis://[:password@]host:port`): answers,
   * fetch claims and rate limits kept there, so N instances make one upstream call per answer
   * and limit a client together. Needs the `redis` package (an optional peer dependency).
   */
  redisUrl?: string;
  /** Where answers are kept, e.g. the edge's Cache API (`cacheApiStore`); default memory (or Redis). */
  answerStore?: AnswerStore;
  /** Where rate limits are counted; default memory (or Redis). */
  rateStore?: RateStore;
  /** The `fetch` used for the upstream; default the global one. */
  fetch?: typeof fetch;
  /** Receives one line per upstream failure, with its cause but never the key; default `console.warn`. */
  log?: (line: string) => void;
  /** Clock in milliseconds, for tests; default `Date.now`. */
  now?: () => number;
}

const MAX_URL_LENGTH = 2048;
export const DEFAULT_RATE_LIMIT: Readonly<RateLimitOptions> = {burst: 60, perSecond: 10};

/**
 * A `(Request) => Promise<Response>` handler that forwards the two read operations of the
 * Video Content Service, and nothing else, adding the key on the way. Web standards only, so
 * it runs unchanged on Node (see `./node-adapter.js`), Workers, Deno, Bun and edge functions.
 */
export function createVideoProxy(options: VideoProxyOptions): VideoProxy {
  const upstream = upstreamBase(options.upstream);
  const apiKey = options.apiKey;
  if (typeof apiKey !== 'string' || apiKey === '' || /[\0\r\n]/.test(apiKey)) {
    throw new TypeError('video proxy: apiKey must be a non-empty string on one line.');
  }
  const basePath = mountPath(options.basePath ?? '');
  const policy = originPolicy(options.allowedOrigins ?? [], options.publicOrigin);
  const cacheTtl = seconds('cacheTtl', options.cacheTtl ?? 60);
  const staleTtl = seconds('staleTtl', options.staleTtl ?? 600);
  const maxLimit = count('maxLimit', options.maxLimit ?? 100, 1);
  const timeout = options.timeout ?? 10_000;
  if (!(timeout > 0 && Number.isFinite(timeout))) {
    throw new TypeError('video proxy: timeout must be a positive number of milliseconds.');
  }
  const concurrency = count('concurrency', options.concurrency ?? 16, 1);
  const queueSize = count('queueSize', options.queueSize ?? 256, 0);
  const queueWait = options.queueWait ?? 3000;
  if (!(queueWait >= 0 && Number.isFinite(queueWait))) {
    throw new TypeError('video proxy: queueWait must be a number of milliseconds, 0 or more.');
  }
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  if (rateLimit && !(rateLimit.burst >= 1 && rateLimit.perSecond > 0)) {
    throw new TypeError('video proxy: rateLimit needs burst >= 1 and perSecond > 0.');
  }
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  // Called through a wrapper: Workers refuse a `fetch` detached from the global object.
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  if (options.redisUrl !== undefined && !/^rediss?:\/\/./.test(options.redisUrl)) {
    // The value itself is not repeated: it may hold a password.
    throw new TypeError('video proxy: redisUrl must look like redis://host:6379.');
  }
  const redis =
    options.redisUrl === undefined ? undefined : redisStores(options.redisUrl, upstream);
  const fallback = new StoreFallback(log, [apiKey, ...credentialsOf(options.redisUrl)]);
  const memoryAnswers = new MemoryAnswerStore(now);
  const sharedAnswers = options.answerStore ?? redis?.answers;
  const memoryRates = new MemoryRateStore();
  const sharedRates = options.rateStore ?? redis?.rates;
  const rates = sharedRates ? ratesWithFallback(sharedRates, memoryRates, fallback) : memoryRates;

  const limit = upstreamLimit(concurrency, queueSize, queueWait);
  const settings = {upstream, apiKey, timeout, fetch: doFetch, log, now};
  const answer = answerSource({
    store: sharedAnswers
      ? answersWithFallback(sharedAnswers, memoryAnswers, fallback)
      : memoryAnswers,
    fetch: async (path) => (await limit(() => fetchAnswer(path, settings))) ?? BUSY,
    freshMs: cacheTtl * 1000,
    staleMs: staleTtl * 1000,
    claimMs: queueWait + timeout,
    now,
  });
  const cacheControl =
    cacheTtl > 0
      ? `public, max-age=${cacheTtl}, s-maxage=${cacheTtl}, ` +
        `stale-while-revalidate=${staleTtl}, stale-if-error=${staleTtl}`
      : 'no-store';

  async function handle(request: Request, context: ProxyContext): Promise<Response> {
    const head = request.method === 'HEAD';
    if (request.url.length > MAX_URL_LENGTH) {
      return errorResponse(proxyError(414, 'uri-too-long', 'The URL is too long.'), VARY, head);
    }
    const url = new URL(request.url);
    if (hasDotSegmentOrBackslash(url.pathname)) return errorResponse(BAD_PATH, VARY, head);
    const path = basePath === '' ? url.pathname : belowMount(url.pathname, basePath);
    if (path === undefined) {
      const outside = proxyError(404, 'not-found', `Unknown route: the proxy is at ${basePath}.`);
      return errorResponse(outside, VARY, head);
    }
    const origin = request.headers.get('origin');
    const cors = corsHeaders(policy, origin);
    if (!cors) return originRefused(request, origin ?? '');
    if (request.method === 'OPTIONS') return preflightResponse(request, cors);
    const extra = {...VARY, ...cors};
    if (request.method !== 'GET' && !head) {
      const refused = proxyError(405, 'method-not-allowed', 'Only GET and HEAD are supported.', {
        allow: ALLOW,
      });
      return errorResponse(refused, extra);
    }
    const client = rateLimit ? (rateLimit.key ?? defaultClient)(request, context) : undefined;
    const wait =
      rateLimit && client !== undefined
        ? await rates.take(client, rateLimit.burst, rateLimit.perSecond, now())
        : 0;
    if (wait > 0) {
      const limited = proxyError(429, 'rate-limited', 'Too many requests; try again later.', {
        'retry-after': String(wait),
      });
      return errorResponse(limited, extra, head);
    }
    const target = upstreamPath(path, url.searchParams, maxLimit);
    if (typeof target !== 'string') return errorResponse(target, extra, head);
    const served = await answer(target);
    if (isError(served)) return errorResponse(served, extra, head);

    const {answer: found, state} = served;
    const age = Math.max(0, Math.floor((now() - found.storedAt) / 1000));
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      ...extra,
      'cache-control': cacheControl,
      age: String(age),
      'x-cache': state,
    };
    if (found.status === 200) {
      headers.etag = found.etag;
      if (ifNoneMatch(request.headers.get('if-none-match'), found.etag)) {
        return new Response(null, {status: 304, headers});
      }
    }
    headers['content-type'] = JSON_TYPE;
    return new Response(head ? null : found.body, {status: found.status, headers});
  }

  const handler: VideoProxyHandler = async (request, context = {}) => {
    try {
      return await handle(request, context);
    } catch {
      log('video proxy: internal error while handling a request');
      const failed = proxyError(500, 'internal', 'The proxy failed.');
      return errorResponse(failed, VARY);
    }
  };
  return Object.assign(handler, {close: async () => redis?.close()});
}

/** Answered when the upstream queue is full or a call waited too long for a slot. */
const BUSY = proxyError(503, 'busy', 'The proxy is busy; try again in a moment.', {
  'retry-after': '1',
});

/** Exported so the Node adapter refuses such a target in the same words before parsing it. */
export const BAD_PATH = proxyError(
  400,
  'invalid-path',
  'The path may not contain . or .. segments or backslashes, encoded or not.',
);

const defaultClient = (_request: Request, context: ProxyContext) => context.clientAddress;

/** The password (and user) of a URL, to be kept out of log lines. */
function credentialsOf(url: string | undefined): string[] {
  if (url === undefined) return [];
  try {
    const {username, password} = new URL(url);
    return [username, password, decodeURIComponent(password)];
  } catch {
    return [url];
  }
}

function belowMount(pathname: string, basePath: string): string | undefined {
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}

function upstreamBase(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.username ||
    url.password ||
    url.search ||
    url.hash
  ) {
    // The value itself is not repeated: it could hold credentials.
    throw new TypeError(
      'video proxy: upstream must be an absolute http(s) URL without credentials, query or fragment.',
    );
  }
  return url.href.replace(/\/+$/, '');
}

function mountPath(value: string): string {
  const path = value.replace(/\/+$/, '');
  if (path !== '' && !/^(\/[A-Za-z0-9._~-]+)+$/.test(path)) {
    throw new TypeError(`video proxy: basePath must look like /api/video, got "${value}".`);
  }
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) {
    throw new TypeError(`video proxy: basePath may not contain . or .. segments.`);
  }
  return path;
}

function count(name: string, value: number, least: number): number {
  if (!(Number.isInteger(value) && value >= least)) {
    throw new TypeError(`video proxy: ${name} must be an integer of ${least} or more.`);
  }
  return value;
}

function seconds(name: string, value: number): number {
  if (!(value >= 0 && Number.isFinite(value))) {
    throw new TypeError(`video proxy: ${name} must be a number of seconds, 0 or more.`);
  }
  return Math.floor(value);
}
