export interface VideoProxyOptions {
  /** Base URL of the Video Content Service, e.g. `https://videos.example.com`. */
  upstream: string;
  /** The service's key; added server-side as `x-api-key`, never sent to the browser. */
  apiKey: string;
  /** Path the proxy is mounted under, e.g. `/api/video`. */
  basePath?: string;
  /** Milliseconds the upstream may take before the proxy answers 504. */
  timeout?: number;
  fetch?: typeof fetch;
}

const LIST = /^\/content\/video$/;
const ONE = /^\/content\/video\/(\d{1,15})$/;
const FORWARDED_PARAMS = ['categoryName', 'limit'];

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
  });
}

const error = (status: number, code: string, message: string, headers?: Record<string, string>) =>
  json(status, {error: {code, message}}, headers);

/**
 * A `(Request) => Promise<Response>` handler that forwards the two read operations
 * of the Video Content Service and adds the key on the way. Web standards only, so
 * it runs unchanged on Node, Workers, Deno and Bun.
 */
export function createVideoProxy(
  options: VideoProxyOptions,
): (request: Request) => Promise<Response> {
  const basePath = (options.basePath ?? '').replace(/\/+$/, '');
  const upstream = options.upstream.replace(/\/+$/, '');
  const timeout = options.timeout ?? 10_000;
  const doFetch = options.fetch ?? fetch;

  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return error(405, 'method-not-allowed', 'Only GET and HEAD are supported.', {
        allow: 'GET, HEAD',
      });
    }
    const url = new URL(request.url);
    const path = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : '';
    if (!LIST.test(path) && !ONE.test(path)) {
      return error(404, 'not-found', 'Unknown route: use /content/video or /content/video/<id>.');
    }
    const query = new URLSearchParams();
    if (LIST.test(path)) {
      for (const name of FORWARDED_PARAMS) {
        const value = url.searchParams.get(name);
        if (value !== null) query.set(name, value);
      }
    }
    const search = query.size ? `?${query}` : '';
    let upstreamResponse: Response;
    try {
      upstreamResponse = await doFetch(`${upstream}${path}${search}`, {
        method: request.method,
        headers: {accept: 'application/json', 'x-api-key': options.apiKey},
        signal: AbortSignal.timeout(timeout),
        redirect: 'manual',
      });
    } catch (cause) {
      const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
      return timedOut
        ? error(504, 'upstream-timeout', 'The video service did not answer in time.')
        : error(502, 'upstream-unreachable', 'The video service could not be reached.');
    }
    const contentType = upstreamResponse.headers.get('content-type') ?? 'application/json';
    return new Response(request.method === 'HEAD' ? null : upstreamResponse.body, {
      status: upstreamResponse.status,
      headers: {
        'content-type': contentType,
        'x-content-type-options': 'nosniff',
        'cache-control': upstreamResponse.ok ? 'public, max-age=60' : 'no-store',
      },
    });
  };
}
