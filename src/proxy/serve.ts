import {isError, type Served} from './answers.js';
import {ALLOW, ANSWER_VARY, corsHeaders, originRefused, preflightReply, VARY} from './cors.js';
import type {OriginPolicy} from './cors.js';
import {acceptsGzip} from './encoding.js';
import {gzipTag, ifNoneMatch} from './etag.js';
import type {Call, Reply} from './reply.js';
import {errorReply, JSON_TYPE, proxyError, type ProxyError, SECURITY_HEADERS} from './responses.js';
import {upstreamPath} from './route.js';
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

/** Serves one call: refusals first, then the rate limit, then the (cached) upstream answer. */
export function server(settings: ServeSettings) {
  const {basePath, policy, rateLimit, now} = settings;

  return async (call: Call, context: ProxyContext): Promise<Reply> => {
    const head = call.method === 'HEAD';
    if (call.url.length > MAX_URL_LENGTH) {
      return errorReply(proxyError(414, 'uri-too-long', 'The URL is too long.'), VARY, head);
    }
    const url = new URL(call.url);
    if (hasDotSegmentOrBackslash(url.pathname)) return errorReply(BAD_PATH, VARY, head);
    const path = basePath === '' ? url.pathname : belowMount(url.pathname, basePath);
    if (path === undefined) {
      const outside = proxyError(404, 'not-found', `Unknown route: the proxy is at ${basePath}.`);
      return errorReply(outside, VARY, head);
    }
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
    const client = rateLimit
      ? (rateLimit.key ?? defaultClient)(call.request(), context)
      : undefined;
    const wait =
      rateLimit && client !== undefined
        ? await settings.rates.take(client, rateLimit.burst, rateLimit.perSecond, now())
        : 0;
    if (wait > 0) {
      const limited = proxyError(429, 'rate-limited', 'Too many requests; try again later.', {
        'retry-after': String(wait),
      });
      return errorReply(limited, {...VARY, ...cors}, head);
    }
    const target = upstreamPath(path, url.searchParams, settings.maxLimit);
    if (typeof target !== 'string') return errorReply(target, {...VARY, ...cors}, head);
    const served = await settings.answer(target);
    if (isError(served)) return errorReply(served, {...VARY, ...cors}, head);
    return answerReply(call, served, cors, settings);
  };
}

/** A stored answer as a reply: gzipped when the client takes it, 304 when it has it already. */
function answerReply(
  call: Call,
  {answer, state}: Served,
  cors: Record<string, string>,
  settings: ServeSettings,
): Reply {
  const gzip = answer.gzip && acceptsGzip(call.header('accept-encoding')) ? answer.gzip : null;
  const age = Math.max(0, Math.floor((settings.now() - answer.storedAt) / 1000));
  const headers: Record<string, string> = {
    ...SECURITY_HEADERS,
    ...ANSWER_VARY,
    ...cors,
    'cache-control': settings.cacheControl,
    age: String(age),
    'x-cache': state,
  };
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

function belowMount(pathname: string, basePath: string): string | undefined {
  return pathname.startsWith(`${basePath}/`) ? pathname.slice(basePath.length) : undefined;
}
