import {errorResponse, proxyError, SECURITY_HEADERS} from './responses.js';

/** Which cross-origin pages may read the proxy's answers. */
export interface OriginPolicy {
  any: boolean;
  origins: ReadonlySet<string>;
}

// Without these a cross-origin page could not honour Retry-After or revalidate.
const EXPOSE = 'Retry-After, ETag, Age';
const ALLOW_METHODS = 'GET, HEAD';
const ALLOW_HEADERS = 'Accept, If-None-Match';

/** Validates `allowedOrigins` (exact origins such as `https://www.example.com`, or `*`). */
export function originPolicy(allowed: readonly string[]): OriginPolicy {
  const origins = new Set<string>();
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
 * answer. No `Origin` (same-origin GET, server-to-server) and the proxy's own host are allowed.
 */
export function corsHeaders(
  policy: OriginPolicy,
  origin: string | null,
  url: URL,
): Record<string, string> | undefined {
  if (origin === null) return {};
  if (policy.any) {
    return {'access-control-allow-origin': '*', 'access-control-expose-headers': EXPOSE};
  }
  if (policy.origins.has(origin) || sameHost(origin, url)) {
    return {'access-control-allow-origin': origin, 'access-control-expose-headers': EXPOSE};
  }
  return undefined;
}

// The host, not the scheme: behind a TLS-terminating balancer the request URL says http:.
function sameHost(origin: string, url: URL): boolean {
  try {
    return new URL(origin).host === url.host;
  } catch {
    return false;
  }
}

/** Answers an `OPTIONS` request: a CORS preflight for GET/HEAD from an allowed origin. */
export function preflightResponse(
  request: Request,
  cors: Record<string, string> | undefined,
): Response {
  const vary = {vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers'};
  const method = request.headers.get('access-control-request-method');
  if (!cors) {
    const refused = proxyError(403, 'origin-not-allowed', 'This origin may not use the proxy.');
    return errorResponse(refused, vary);
  }
  if (method !== null && method !== 'GET' && method !== 'HEAD') {
    const refused = proxyError(405, 'method-not-allowed', 'Only GET and HEAD are supported.', {
      allow: 'GET, HEAD, OPTIONS',
    });
    return errorResponse(refused, {...vary, ...cors});
  }
  return new Response(null, {
    status: 204,
    headers: {
      ...SECURITY_HEADERS,
      ...vary,
      ...cors,
      allow: 'GET, HEAD, OPTIONS',
      'access-control-allow-methods': ALLOW_METHODS,
      'access-control-allow-headers': ALLOW_HEADERS,
      'access-control-max-age': '600',
    },
  });
}
