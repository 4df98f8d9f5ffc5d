// The cases of the proxy contract (conformance.ts): what each refusal and failure answers.

/**
 * The upstream time-out both proxies are given for these cases, in ms: long enough for the
 * 4 MiB answer to stream on a busy machine (at load 20 it took over 1 s: a 504, not the 502).
 */
export const CONFORMANCE_TIMEOUT = 3000;

export const ERROR_MESSAGES: Record<string, string> = {
  'not-found': 'Unknown route: use /content/video or /content/video/<id>.',
  'invalid-id': 'The video id must be a non-negative integer.',
  'unknown-parameter': 'Unknown query parameter: only categoryName and limit are accepted.',
  'duplicate-parameter': 'Give categoryName and limit once each.',
  'invalid-limit': 'limit must be a whole number from 1, such as 12.',
  'invalid-category': 'categoryName must be 1 to 200 characters without control characters.',
  'uri-too-long': 'The URL is too long.',
  'invalid-path': 'The path may not contain . or .. segments or backslashes, encoded or not.',
  'method-not-allowed': 'Only GET and HEAD are supported.',
  'origin-not-allowed': 'This origin may not use the proxy.',
  'upstream-error': 'The video service failed; try again later.',
  'upstream-unreachable': 'The video service could not be reached.',
  'upstream-timeout': 'The video service did not answer in time.',
  'bad-gateway': 'The video service sent an unreadable answer.',
  'rate-limited': 'The video service is busy; try again later.',
  rejected: 'The video service refused these parameters.',
};

/** Paths below the mount the proxy refuses without asking the service (as fetch sends them). */
export const REFUSED: [string, string, number, string, RequestInit?][] = [
  ['a POST', '/content/video', 405, 'method-not-allowed', {method: 'POST', body: '{}'}],
  ['a PUT', '/content/video/1001', 405, 'method-not-allowed', {method: 'PUT', body: '{}'}],
  ['a DELETE', '/content/video/1001', 405, 'method-not-allowed', {method: 'DELETE'}],
  ['another path', '/admin', 404, 'not-found'],
  ['a trailing slash', '/content/video/', 400, 'invalid-id'],
  ['an encoded slash', '/content/video%2F1001', 404, 'not-found'],
  ['an encoded slash in the id', '/content/video/1001%2Fadmin', 400, 'invalid-id'],
  ['a double slash', '//content/video', 404, 'not-found'],
  ['an absolute URL in the path', '/content/video/http://evil.test/', 404, 'not-found'],
  ['a non-numeric id', '/content/video/1;drop', 400, 'invalid-id'],
  ['a negative id', '/content/video/-1', 400, 'invalid-id'],
  ['an id with leading zeros', '/content/video/01001', 400, 'invalid-id'],
  ['a huge id', `/content/video/${'9'.repeat(16)}`, 400, 'invalid-id'],
  ['an id with a tail', '/content/video/1001x', 400, 'invalid-id'],
  ['a route with more after it', '/content/video/1001/x', 404, 'not-found'],
  ['a list route with more after it', '/content/videox', 404, 'not-found'],
  ['a query on a single video', '/content/video/1001?limit=1', 400, 'unknown-parameter'],
  ['an unknown parameter', '/content/video?limit=1&apiKey=x', 400, 'unknown-parameter'],
  ['a wrongly cased parameter', '/content/video?categoryname=x', 400, 'unknown-parameter'],
  ['a repeated parameter', '/content/video?limit=1&limit=2', 400, 'duplicate-parameter'],
  ['limit 0', '/content/video?limit=0', 400, 'invalid-limit'],
  ['a negative limit', '/content/video?limit=-1', 400, 'invalid-limit'],
  ['a fractional limit', '/content/video?limit=1.5', 400, 'invalid-limit'],
  ['a limit with a leading zero', '/content/video?limit=01', 400, 'invalid-limit'],
  ['an empty limit', '/content/video?limit=', 400, 'invalid-limit'],
  ['a limit of ten digits', '/content/video?limit=1000000000', 400, 'invalid-limit'],
  ['an empty category', '/content/video?categoryName=', 400, 'invalid-category'],
  [
    'a category too long',
    `/content/video?categoryName=${'x'.repeat(201)}`,
    400,
    'invalid-category',
  ],
  [
    'a header injection',
    '/content/video?categoryName=a%0d%0ax-api-key:%20y',
    400,
    'invalid-category',
  ],
  ['a control character', '/content/video?categoryName=a%7fb', 400, 'invalid-category'],
  ['a URL too long', `/content/video?categoryName=${'y'.repeat(2100)}`, 414, 'uri-too-long'],
  ['a backslash, encoded', '/content/video/%5c1001', 400, 'invalid-path'],
  ['a dot-dot, encoded twice', '/content/video/1001/%252e%252e', 400, 'invalid-path'],
];

/** Upstream failures (stand-in faults) and what the proxy answers in their place. */
export const FAILURES: [string, object, number, string][] = [
  ['a 500', {status: 500}, 502, 'upstream-error'],
  ['a 401 (a wrong key)', {status: 401}, 502, 'upstream-error'],
  [
    'a redirect, not followed',
    {status: 302, headers: {location: 'http://evil.test/'}},
    502,
    'upstream-error',
  ],
  ['a 400', {status: 400}, 400, 'rejected'],
  ['a 200 that is not JSON', {status: 200, body: '<html>oops</html>'}, 502, 'bad-gateway'],
  ['a 200 larger than 4 MiB', {records: {count: 3, titleLength: 2_000_000}}, 502, 'bad-gateway'],
  ['a dropped connection', {drop: true}, 502, 'upstream-unreachable'],
  ['no answer within the time-out', {delayMs: CONFORMANCE_TIMEOUT * 3}, 504, 'upstream-timeout'],
];
