import {LruMap} from '../internal/lru-map.js';
import {isError, type Served} from './answers.js';
import {ALLOW, ANSWER_VARY, corsHeaders, originRefused, preflightReply, VARY} from './cors.js';
import type {OriginPolicy} from './cors.js';
import {acceptsGzip} from './encoding.js';
import {gzipTag, ifNoneMatch} from './etag.js';
import type {Call, Reply} from './reply.js';
import {errorReply, JSON_TYPE, proxyError, type ProxyError, SECURITY_HEADERS} from './responses.js';
import {upstreamPath, type UpstreamTarget} from './route.js';
import {hasDotSegmentOrBackslash} from './safe-path.js';
import type {RateStore} from './stores.js';

/** What the runtime knows about a request beyond the `Request` itself. */
export interface ProxyContext {
  /** The client's network address as the runtime reports it; the default rate-limit key. */
  clientAddress?: string;
}

export interface RateLimitOptions {
  /** Requests a client may make at once after a quiet spell (the bucket's size). */
  burst: number;
  /** Requests per second a client may make in the long run (the refill rate). */
  perSecond: number;
  /** Names the client; default `context.clientAddress`. Requests it names `undefined` are not limited. */
  key?: (request: Request, context: ProxyContext) => string | undefined;
}

/** The validated settings a call is served with (see `createVideoProxy`). */
export interface ServeSettings {
  basePath: string;
  policy: OriginPolicy;
  maxLimit: number;
  rateLimit: RateLimitOptions | false;
  rates: RateStore;
  answer: (path: string) => Promise<Served | ProxyError>;
  /** The `Cache-Control` of every answer. */
  cacheControl: string;
  now: () => number;
}

const MAX_URL_LENGTH = 2048;

/** Answered to a path with a dot segment or a backslash, by the handler and the Node adapter. */
export const BAD_PATH = proxyError(
  400,
  'invalid-path',
  'The path may not contain . or .. segments or backslashes, encoded or not.',
);

const defaultClient = (_request: Request, context: ProxyContext) => context.clientAddress;

/** What a URL leads to: a refusal due before any other check, or the upstream path (or why not). */
type Route = {early: ProxyError} | {early?: undefined; target: UpstreamTarget | ProxyError};

/** URLs whose route is remembered; repeated requests (every cache hit) skip parsing them. */
const ROUTES_KEPT = 1000;

/** The 429 due when the call's client has used up its rate limit, else `undefined`. */
export async function rateLimited(
  {rateLimit, rates, now}: Pick<ServeSettings, 'rateLimit' | 'rates' | 'now'>,
  call: Call,
  context: ProxyContext,
): Promise<ProxyError | undefined> {
  const client = rateLimit ? (rateLimit.key ?? defaultClient)(call.request(), context) : undefined;
  const wait =
    rateLimit && client !== undefined
      ? await rates.take(client, rateLimit.burst, rateLimit.perSecond, now())
      : 0;
  if (wait <= 0) return undefined;
  return proxyError(429, 'rate-limited', 'Too many requests; try again later.', {
    'retry-after': String(wait),
  });
}

/** Serves one call: refusals first, then the rate limit, then the (cached) upstream answer. */
export function server(settings: ServeSettings) {
  const {basePath, policy} = settings;
  const routes = new LruMap<string, Route>(ROUTES_KEPT);

  function routeOf(href: string): Route {
    if (href.length > MAX_URL_LENGTH) {
      return {early: proxyError(414, 'uri-too-long', 'The URL is too long.')};
    }
    const url = new URL(href);
    if (hasDotSegmentOrBackslash(url.pathname)) return {early: BAD_PATH};
    const path = belowMount(url.pathname, basePath);
    if (path === undefined) {
      const outside = proxyError(404, 'not-found', `Unknown route: the proxy is at ${basePath}.`);
      return {early: outside};
    }
    return {target: upstreamPath(path, url.searchParams, settings.maxLimit)};
  }

  return async (call: Call, context: ProxyContext): Promise<Reply> => {
    const head = call.method === 'HEAD';
    let route = routes.get(call.url);
    if (!route) routes.set(call.url, (route = routeOf(call.url)));
    if (route.early) return errorReply(route.early, VARY, head);
    const origin = call.header('origin');
    const cors = corsHeaders(policy, origin);
    if (!cors) return originRefused(call.method, origin ?? '');
    if (call.method === 'OPTIONS') {
      return preflightReply(call.header('access-control-request-method'), cors);
    }
    if (call.method !== 'GET' && !head) {
      const refused = proxyError(405, 'method-not-allowed', 'Only GET and HEAD are supported.', {
        allow: ALLOW,
      });
      return errorReply(refused, {...VARY, ...cors});
    }
    const limited = await rateLimited(settings, call, context);
    if (limited) return errorReply(limited, {...VARY, ...cors}, head);
    if (isError(route.target)) return errorReply(route.target, {...VARY, ...cors}, head);
    const served = await settings.answer(route.target.path);
    if (isError(served)) return errorReply(served, {...VARY, ...cors}, head);
    return answerReply(call, served, cors, settings, route.target.headers);
  };
}

/** A stored answer as a reply: gzipped when the client takes it, 304 when it has it already. */
function answerReply(
  call: Call,
  {answer, state}: Served,
  cors: Record<string, string>,
  settings: ServeSettings,
  /** Headers of the request's target (the limit forwarded in place of a larger one). */
  targetHeaders: Record<string, string> | undefined,
): Reply {
  const gzip = answer.gzip && acceptsGzip(call.header('accept-encoding')) ? answer.gzip : null;
  const age = Math.max(0, Math.floor((settings.now() - answer.storedAt) / 1000));
  // Object.assign, not spread syntax: V8 spreads these objects an order of magnitude slower.
  const headers: Record<string, string> = Object.assign(
    {},
    SECURITY_HEADERS,
    ANSWER_VARY,
    cors,
    targetHeaders,
  );
  headers['cache-control'] = settings.cacheControl;
  headers.age = String(age);
  headers['x-cache'] = state;
  if (answer.status === 200) {
    // Each encoding is its own representation, so each has its own strong ETag.
    headers.etag = gzip ? gzipTag(answer.etag) : answer.etag;
    if (ifNoneMatch(call.header('if-none-match'), headers.etag)) {
      return {status: 304, headers, body: null};
    }
  }
  headers['content-type'] = JSON_TYPE;
  if (gzip) headers['content-encoding'] = 'gzip';
  return {
    status: answer.status,
    headers,
    body: call.method === 'HEAD' ? null : (gzip ?? answer.body),
  };
}

/** The path below the mount, if `pathname` is below it; every path is below the root (''). */
function belowMount(pathname: string, basePath: string): string | undefined {
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}
