import type {Reply} from './reply.js';
import {errorReply, proxyError, SECURITY_HEADERS} from './responses.js';

/** Which cross-origin pages may read the proxy's answers. */
export interface OriginPolicy {
  any: boolean;
  origins: ReadonlySet<string>;
}

// Without these a cross-origin page could not honour Retry-After, revalidate, or see that its
// limit was lowered to the proxy's maximum.
const EXPOSE = 'Retry-After, ETag, Age, X-Limit-Applied';
const ALLOW_METHODS = 'GET, HEAD';
/** The methods the proxy answers, for `Allow`. */
export const ALLOW = 'GET, HEAD, OPTIONS';
const ALLOW_HEADERS = 'Accept, If-None-Match';

/**
 * Validates `allowedOrigins` (exact origins such as `https://www.example.com`, or `*`) and the
 * proxy's `publicOrigin`, the origin its own pages are served from.
 */
export function originPolicy(allowed: readonly string[], publicOrigin?: string): OriginPolicy {
  const origins = new Set<string>();
  if (publicOrigin !== undefined) {
    const origin = originOf(publicOrigin);
    if (!origin) {
      throw new TypeError(
        `video proxy: publicOrigin "${publicOrigin}" is not an origin like https://www.example.com`,
      );
    }
    origins.add(origin);
  }
  for (const entry of allowed) {
    if (entry === '*') continue;
    const origin = originOf(entry);
    if (!origin) {
      throw new TypeError(
        `video proxy: allowedOrigins entry "${entry}" is not an origin like https://www.example.com`,
      );
    }
    origins.add(origin);
  }
  return {any: allowed.includes('*'), origins};
}

/** The normalised origin an entry names, if it names one and nothing more (no path or query). */
function originOf(entry: string): string | undefined {
  try {
    const url = new URL(entry);
    const bare = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    return bare && /^https?:$/.test(url.protocol) ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CORS headers for a request's `Origin`, or undefined when that origin may not read the
 * answer. No `Origin` (a same-origin GET, server-to-server) is allowed; an `Origin` only when
 * listed. The `Host` a client sends counts for nothing: it can be forged.
 */
export function corsHeaders(
  policy: OriginPolicy,
  origin: string | null,
): Record<string, string> | undefined {
  if (origin === null) return {};
  if (policy.any) {
    return {'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSE};
  }
  if (policy.origins.has(origin)) {
    return {'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSE};
  }
  return undefined;
}

/** `Vary` of every refusal; answers also vary on `Accept-Encoding`, preflights on what they ask. */
export const VARY = {vary: 'Origin'};
export const ANSWER_VARY = {vary: 'Origin, Accept-Encoding'};
export const PREFLIGHT_VARY = {
  vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
};

/**
 * The 403 for an origin that may not use the proxy. It is readable by that origin, so the page
 * gets a clear refusal instead of a network error it would retry.
 */
export function originRefused(method: string, origin: string): Reply {
  const refused = proxyError(403, 'origin-not-allowed', 'This origin may not use the proxy.');
  const vary = method === 'OPTIONS' ? PREFLIGHT_VARY : VARY;
  const headers = {...vary, 'access-control-allow-origin': origin};
  return errorReply(refused, headers, method === 'HEAD');
}

/**
 * Answers an `OPTIONS` request from an allowed origin, a CORS preflight for GET/HEAD, given its
 * `Access-Control-Request-Method`.
 */
export function preflightReply(method: string | null, cors: Record<string, string>): Reply {
  if (method !== null && method !== 'GET' && method !== 'HEAD') {
    const refused = proxyError(405, 'method-not-allowed', 'Only GET and HEAD are supported.', {
      allow: ALLOW,
    });
    return errorReply(refused, {...PREFLIGHT_VARY, ...cors});
  }
  return {
    status: 204,
    headers: {
      ...SECURITY_HEADERS,
      ...PREFLIGHT_VARY,
      ...cors,
      allow: ALLOW,
      'access-control-allow-methods': ALLOW_METHODS,
      'access-control-allow-headers': ALLOW_HEADERS,
      'access-control-max-age': '600',
    },
    body: null,
  };
}
