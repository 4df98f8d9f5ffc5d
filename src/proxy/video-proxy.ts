import {AnswerCache} from './answer-cache.js';
import {coalesce} from './coalesce.js';
import {corsHeaders, originPolicy, preflightResponse} from './cors.js';
import {ifNoneMatch} from './etag.js';
import {tokenBuckets} from './rate-limit.js';
import {
  errorResponse,
  JSON_TYPE,
  proxyError,
  SECURITY_HEADERS,
  type ProxyError,
} from './responses.js';
import {upstreamPath} from './route.js';
import {fetchAnswer, type Answer} from './upstream.js';

/** What the runtime knows about a request beyond the `Request` itself. */
export interface ProxyContext {
  /** The client's network address as the runtime reports it; the default rate-limit key. */
  clientAddress?: string;
}

export type VideoProxyHandler = (request: Request, context?: ProxyContext) => Promise<Response>;

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
  /** Origins (e.g. `https://www.example.com`, or `*`) whose pages may call; default none: same origin only. */
  allowedOrigins?: readonly string[];
  /** Seconds an answer is fresh, in memory and for CDNs (`s-maxage`); 0 = no cache. Default 60. */
  cacheTtl?: number;
  /** Seconds past `cacheTtl` a stored answer may still be served when the service fails. Default 600. */
  staleTtl?: number;
  /** Largest `limit` forwarded; default 100. */
  maxLimit?: number;
  /** Milliseconds the upstream may take before the proxy answers 504; default 10000. */
  timeout?: number;
  /** Per-client token bucket, or `false` for none; default 60 at once, 10 per second. */
  rateLimit?: RateLimitOptions | false;
  /** The `fetch` used for the upstream; default the global one. */
  fetch?: typeof fetch;
  /** Receives one line per upstream failure (never the key or the upstream's address); default `console.warn`. */
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
export function createVideoProxy(options: VideoProxyOptions): VideoProxyHandler {
  const upstream = upstreamBase(options.upstream);
  const apiKey = options.apiKey;
  if (typeof apiKey !== 'string' || apiKey === '' || /[\0\r\n]/.test(apiKey)) {
    throw new TypeError('video proxy: apiKey must be a non-empty string on one line.');
  }
  const basePath = mountPath(options.basePath ?? '');
  const policy = originPolicy(options.allowedOrigins ?? []);
  const cacheTtl = seconds('cacheTtl', options.cacheTtl ?? 60);
  const staleTtl = seconds('staleTtl', options.staleTtl ?? 600);
  const maxLimit = options.maxLimit ?? 100;
  if (!Number.isInteger(maxLimit) || maxLimit < 1) {
    throw new TypeError('video proxy: maxLimit must be an integer of 1 or more.');
  }
  const timeout = options.timeout ?? 10_000;
  if (!(timeout > 0 && Number.isFinite(timeout))) {
    throw new TypeError('video proxy: timeout must be a positive number of milliseconds.');
  }
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  if (rateLimit && !(rateLimit.burst >= 1 && rateLimit.perSecond > 0)) {
    throw new TypeError('video proxy: rateLimit needs burst >= 1 and perSecond > 0.');
  }
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.warn(line));
  // Called through a wrapper: Workers refuse a `fetch` detached from the global object.
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  const cache = new AnswerCache(cacheTtl * 1000, staleTtl * 1000, now);
  const load = coalesce(async (path) => {
    const result = await fetchAnswer(path, {upstream, apiKey, timeout, fetch: doFetch, log, now});
    if (!isError(result)) cache.set(path, result);
    return result;
  });
  const takeToken = rateLimit && tokenBuckets(rateLimit.burst, rateLimit.perSecond, now);
  const cacheControl =
    cacheTtl > 0
      ? `public, max-age=${cacheTtl}, s-maxage=${cacheTtl}, ` +
        `stale-while-revalidate=${staleTtl}, stale-if-error=${staleTtl}`
      : 'no-store';

  /** The answer for an upstream path: from memory while fresh, else fetched (stale if that fails). */
  async function answer(path: string): Promise<{answer: Answer; state: string} | ProxyError> {
    const cached = cache.get(path);
    if (cached?.fresh) return {answer: cached.answer, state: 'HIT'};
    const result = await load(path);
    if (!isError(result)) return {answer: result, state: 'MISS'};
    const serviceDown = result.status >= 500 || result.status === 429;
    return cached && serviceDown ? {answer: cached.answer, state: 'STALE'} : result;
  }

  async function handle(request: Request, context: ProxyContext): Promise<Response> {
    const head = request.method === 'HEAD';
    const vary = {vary: 'Origin'};
    if (request.url.length > MAX_URL_LENGTH) {
      return errorResponse(proxyError(414, 'uri-too-long', 'The URL is too long.'), vary, head);
    }
    const url = new URL(request.url);
    const path = basePath === '' ? url.pathname : belowMount(url.pathname, basePath);
    if (path === undefined) {
      const outside = proxyError(404, 'not-found', `Unknown route: the proxy is at ${basePath}.`);
      return errorResponse(outside, vary, head);
    }
    const cors = corsHeaders(policy, request.headers.get('origin'), url);
    if (request.method === 'OPTIONS') return preflightResponse(request, cors);
    const extra = {...vary, ...cors};
    if (request.method !== 'GET' && !head) {
      const refused = proxyError(405, 'method-not-allowed', 'Only GET and HEAD are supported.', {
        allow: 'GET, HEAD, OPTIONS',
      });
      return errorResponse(refused, extra);
    }
    if (!cors) {
      const refused = proxyError(403, 'origin-not-allowed', 'This origin may not use the proxy.');
      return errorResponse(refused, extra, head);
    }
    const client = rateLimit ? (rateLimit.key ?? defaultClient)(request, context) : undefined;
    const wait = takeToken && client !== undefined ? takeToken(client) : 0;
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

  return async (request, context = {}) => {
    try {
      return await handle(request, context);
    } catch {
      log('video proxy: internal error while handling a request');
      const failed = proxyError(500, 'internal', 'The proxy failed.');
      return errorResponse(failed, {vary: 'Origin'});
    }
  };
}

const defaultClient = (_request: Request, context: ProxyContext) => context.clientAddress;

const isError = (value: object): value is ProxyError => 'code' in value;

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

function seconds(name: string, value: number): number {
  if (!(value >= 0 && Number.isFinite(value))) {
    throw new TypeError(`video proxy: ${name} must be a number of seconds, 0 or more.`);
  }
  return Math.floor(value);
}
