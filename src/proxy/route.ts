import {proxyError, type ProxyError} from './responses.js';

/** Longest `categoryName` forwarded; longer ones are refused. */
export const MAX_CATEGORY_LENGTH = 200;

const LIST = '/content/video';
const ONE = /^\/content\/video\/([^/]*)$/;
// Canonical decimal only, so one video has one cache key and one upstream path.
const ID = /^(?:0|[1-9]\d{0,14})$/;
const LIMIT = /^[1-9]\d{0,8}$/;
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const CONTROL = /[\u0000-\u001f\u007f]/;
const LIST_PARAMS = new Set(['categoryName', 'limit']);

/**
 * Names the limit forwarded in place of a larger one asked for: a widget may ask for up to 1000
 * videos, so a larger limit is lowered to `maxLimit`, never refused (a refusal would be an error
 * a visitor's Try again cannot mend), and the answer says so.
 */
export const LIMIT_HEADER = 'x-limit-applied';

/** The upstream path a request may reach, and headers its answer carries. */
export interface UpstreamTarget {
  path: string;
  headers?: Record<string, string>;
}

/**
 * Maps a request path (already below the mount) and its query onto the one upstream path it
 * may reach, rebuilt from validated parts only: `/content/video?categoryName=…&limit=…` or
 * `/content/video/<id>`. Anything else is refused here, so it can never reach the upstream.
 */
export function upstreamPath(
  path: string,
  query: URLSearchParams,
  maxLimit: number,
): UpstreamTarget | ProxyError {
  if (path === LIST) return listPath(query, maxLimit);
  const one = ONE.exec(path);
  if (!one) {
    return proxyError(
      404,
      'not-found',
      'Unknown route: use /content/video or /content/video/<id>.',
    );
  }
  if (!ID.test(one[1] ?? '')) {
    return proxyError(400, 'invalid-id', 'The video id must be a non-negative integer.');
  }
  if ([...query.keys()].length > 0) {
    return proxyError(400, 'unknown-parameter', 'A single video takes no query parameters.');
  }
  return {path: `${LIST}/${one[1]}`};
}

function listPath(query: URLSearchParams, maxLimit: number): UpstreamTarget | ProxyError {
  const names = [...query.keys()];
  const unknown = names.find((name) => !LIST_PARAMS.has(name));
  if (unknown !== undefined) {
    return proxyError(
      400,
      'unknown-parameter',
      'Unknown query parameter: only categoryName and limit are accepted.',
    );
  }
  if (new Set(names).size !== names.length) {
    return proxyError(400, 'duplicate-parameter', 'Give categoryName and limit once each.');
  }
  const category = query.get('categoryName');
  const limit = query.get('limit');
  if (
    category !== null &&
    (category === '' || category.length > MAX_CATEGORY_LENGTH || CONTROL.test(category))
  ) {
    return proxyError(
      400,
      'invalid-category',
      `categoryName must be 1 to ${MAX_CATEGORY_LENGTH} characters without control characters.`,
    );
  }
  if (limit !== null && !LIMIT.test(limit)) {
    return proxyError(400, 'invalid-limit', 'limit must be a whole number from 1, such as 12.');
  }
  // One upstream path (and cache key) for every limit at or above the maximum.
  const lowered = limit !== null && Number(limit) > maxLimit;
  const forwarded = lowered ? String(maxLimit) : limit;
  const params = [
    category === null ? '' : `categoryName=${encodeURIComponent(category)}`,
    forwarded === null ? '' : `limit=${forwarded}`,
  ].filter(Boolean);
  const target = params.length ? `${LIST}?${params.join('&')}` : LIST;
  return lowered ? {path: target, headers: {[LIMIT_HEADER]: String(maxLimit)}} : {path: target};
}
