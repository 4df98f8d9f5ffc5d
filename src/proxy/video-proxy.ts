import {MemoryAnswerStore} from './answer-cache.js';
import {answerSource} from './answers.js';
import {beaconRoute, type BeaconOptions} from './beacon-route.js';
import {originPolicy, VARY} from './cors.js';
import {MemoryRateStore} from './rate-limit.js';
import {redisStores} from './redis-stores.js';
import {callOf, toResponse, type Call, type Reply} from './reply.js';
import {errorReply, proxyError} from './responses.js';
import {server, type ProxyContext, type RateLimitOptions} from './serve.js';
import {answersWithFallback, ratesWithFallback, StoreFallback} from './store-fallback.js';
import type {AnswerStore, RateStore} from './stores.js';
import {fetchAnswer} from './upstream.js';
import {upstreamLimit} from './upstream-limit.js';

export type {BeaconOptions, ProxyContext, RateLimitOptions};

export type VideoProxyHandler = (request: Request, context?: ProxyContext) => Promise<Response>;

/** Where a handler keeps its runtime-neutral form, which the Node adapter calls directly. */
export const REPLY = Symbol('video proxy reply');

/** The handler, and how to let go of what it holds (its Redis connection) on shutdown. */
export type VideoProxy = VideoProxyHandler & {
  close(): Promise<void>;
  [REPLY]: (call: Call, context: ProxyContext) => Promise<Reply>;
};

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
  /**
   * Accepts the players' quality events (their `beacon` attribute) at `{basePath}/beacon`:
   * validated, rate-limited, logged, never forwarded. Default off; see docs/analytics.md.
   */
  beacon?: BeaconOptions | false;
  /** Receives one line per upstream failure, with its cause but never the key; default `console.warn`. */
  log?: (line: string) => void;
  /** Clock in milliseconds, for tests; default `Date.now`. */
  now?: () => number;
}

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
  const serve = server({basePath, policy, maxLimit, rateLimit, rates, answer, cacheControl, now});
  const beaconPath = `${basePath}/beacon`;
  const beacon = options.beacon
    ? beaconRoute(options.beacon, {policy, rateLimit, rates, now, logLine: log})
    : undefined;
  const isBeacon = (url: string) =>
    url.includes(beaconPath) && new URL(url).pathname === beaconPath;

  const reply = async (call: Call, context: ProxyContext): Promise<Reply> => {
    try {
      return await (beacon && isBeacon(call.url) ? beacon : serve)(call, context);
    } catch {
      log('video proxy: internal error while handling a request');
      return errorReply(proxyError(500, 'internal', 'The proxy failed.'), VARY);
    }
  };
  const handler: VideoProxyHandler = async (request, context = {}) =>
    toResponse(await reply(callOf(request), context));
  return Object.assign(handler, {close: async () => redis?.close(), [REPLY]: reply});
}

/** Answered when the upstream queue is full or a call waited too long for a slot. */
const BUSY = proxyError(503, 'busy', 'The proxy is busy; try again in a moment.', {
  'retry-after': '1',
});

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
