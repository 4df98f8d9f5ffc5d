// Stand-in of the Video Content Service (spec: shared/seeds/000_4cf82496801fa43d.txt) with
// per-scope request logs and fault injection for tests.
//
// API (also under /scopes/<scope>/..., where faults and the request log apply):
//   GET|HEAD /content/video?categoryName=&limit=   list, fixture order
//   GET|HEAD /content/video/<id>                   one video
//   OPTIONS  (any API path)                        CORS preflight, no key needed
// Control (no key, CORS-enabled, JSON; <scope> = [A-Za-z0-9-]{1,64}):
//   POST   /__control/<scope>/faults    {"faults":[Fault, ...]} appends to the scope's queue
//   GET    /__control/<scope>/faults    {"faults":[...pending]}
//   DELETE /__control/<scope>/faults    clears the queue
//   POST   /__control/<scope>/release   lets held answers go (holds.js): {"released": n waiting}
//   GET    /__control/<scope>/requests  {"requests":[LoggedRequest, ...]}
//   DELETE /__control/<scope>/requests  clears the log
//   DELETE /__control/<scope>           clears both
import {createHash, timingSafeEqual} from 'node:crypto';
import {createServer} from 'node:http';
import {setTimeout as sleep} from 'node:timers/promises';
import {Holds, whileConnected} from './holds.js';
import {answerRecords, LIE_FIELDS, parseLie, resetAfterStatus} from './lies.js';
import {createVideos} from './videos.js';

/** @typedef {import('./videos.js').Video} Video */

/**
 * One queued fault. Each API request under the scope takes the next one.
 * - `delayMs` alone: wait, then answer normally.
 * - `hold: true`: wait until the test releases the scope (holds.js), then go on as `delayMs` does.
 * - `status` (with optional `body`, `contentType`, `retryAfter`, `headers`): answer with that
 *   instead. A string body is sent as is (default type text/plain); any other JSON value is
 *   serialised (default type application/json); no body gives a JSON error body.
 * - `drop: true`: destroy the connection without a response (a network failure).
 * - `cors: false`: leave out Access-Control-Allow-Origin (browsers then report a network error).
 * - `times`: queue the same fault that many times (default 1).
 * - `records`, `reset`: answers that lie on purpose, see lies.js.
 * @typedef {object} Fault
 * @property {number} [status]
 * @property {unknown} [body]
 * @property {string} [contentType]
 * @property {string | number} [retryAfter]
 * @property {number} [delayMs]
 * @property {boolean} [hold]
 * @property {boolean} [drop]
 * @property {boolean} [cors]
 * @property {Record<string, string>} [headers]
 * @property {number} [times]
 * @property {import('./lies.js').RecordsLie} [records]
 * @property {boolean} [reset]
 */

/**
 * @typedef {object} LoggedRequest
 * @property {string} method
 * @property {string} path path below the scope, e.g. /content/video/1001
 * @property {Record<string, string>} query decoded query parameters (first value of each)
 * @property {boolean} apiKey whether an x-api-key header was sent (never its value)
 * @property {boolean} apiKeyValid whether it was the right key
 * @property {string | null} accept the Accept header
 * @property {boolean} fault whether a queued fault was applied
 * @property {number | null} status response status; 0 when the connection was dropped or closed
 *   before a response; null while pending
 * @property {number | null} bytesSent bytes written for the response, head included, until it
 *   finished or the client went away; null while pending
 */

/** @typedef {{ faults: Fault[], requests: LoggedRequest[], holds: Holds }} Scope */

const SCOPE = /^[A-Za-z0-9-]{1,64}$/;
const MAX_LOG = 1000;
const MAX_BODY = 64 * 1024;
const MAX_SCOPES = 1000;
const MAX_DELAY = 60_000;
const FAULT_FIELDS = [
  'status',
  'body',
  'contentType',
  'retryAfter',
  'delayMs',
  'hold',
  'drop',
  'cors',
  'headers',
  'times',
  ...LIE_FIELDS,
];
const JSON_TYPE = 'application/json; charset=utf-8';
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': 'Retry-After, Content-Length',
};

/**
 * @typedef {object} StandInServiceOptions
 * @property {string} apiKey value the x-api-key header must carry
 * @property {string} mediaBase origin of the delivery host, e.g. http://127.0.0.1:8002
 * @property {Video[]} [videos] records to serve instead of the fixtures
 */

/**
 * Creates the stand-in service. The server is returned not listening.
 * @param {StandInServiceOptions} options
 * @returns {import('node:http').Server}
 */
export function createStandInService({apiKey, mediaBase, videos}) {
  if (typeof apiKey !== 'string' || apiKey === '') throw new TypeError('apiKey is required');
  if (!videos && typeof mediaBase !== 'string') throw new TypeError('mediaBase is required');
  const records = videos ?? createVideos(mediaBase);
  const keyDigest = digest(apiKey);
  /** @type {Map<string, Scope>} */
  const scopes = new Map();

  /** @param {string} name */
  const scopeOf = (name) => {
    let scope = scopes.get(name);
    if (!scope) {
      const oldest = scopes.keys().next().value;
      if (scopes.size >= MAX_SCOPES && oldest !== undefined) scopes.delete(oldest);
      scope = {faults: [], requests: [], holds: new Holds()};
      scopes.set(name, scope);
    }
    return scope;
  };

  return createServer((req, res) => {
    handle(req, res).catch((error) => {
      if (res.headersSent) res.destroy(error);
      else sendError(res, 500, 'internal_error', String(error?.message ?? error));
    });
  });

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  async function handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    const parts = url.pathname.split('/');

    if (parts[1] === '__control') {
      await handleControl(req, res, parts.slice(2));
      return;
    }

    let path = url.pathname;
    /** @type {Scope | null} */
    let scope = null;
    if (parts[1] === 'scopes') {
      const name = parts[2] ?? '';
      if (!SCOPE.test(name)) {
        sendError(res, 400, 'bad_scope', 'Scope must match [A-Za-z0-9-]{1,64}.');
        return;
      }
      scope = scopeOf(name);
      path = '/' + parts.slice(3).join('/');
    }

    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': 'x-api-key, accept',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }

    const sentKey = req.headers['x-api-key'];
    const keyValid = typeof sentKey === 'string' && safeEqual(digest(sentKey), keyDigest);
    if (scope) {
      /** @type {LoggedRequest} */
      const entry = {
        method,
        path,
        query: Object.fromEntries([...url.searchParams].reverse()),
        apiKey: sentKey !== undefined,
        apiKeyValid: keyValid,
        accept: req.headers.accept ?? null,
        fault: false,
        status: null,
        bytesSent: null,
      };
      scope.requests.push(entry);
      if (scope.requests.length > MAX_LOG) scope.requests.shift();
      // The socket may have carried earlier responses: count from here.
      const bytesBefore = req.socket.bytesWritten;
      res.on('finish', () => (entry.status = res.statusCode));
      res.on('close', () => {
        entry.status ??= 0;
        entry.bytesSent = req.socket.bytesWritten - bytesBefore;
      });

      const fault = scope.faults.shift();
      if (fault) {
        entry.fault = true;
        if (await applyFault(fault, req, res, records, scope.holds)) return;
      }
    }

    if (method !== 'GET' && method !== 'HEAD') {
      sendError(res, 405, 'method_not_allowed', `Method ${method} is not allowed.`, {
        Allow: 'GET, HEAD, OPTIONS',
      });
      return;
    }

    const route = /^\/content\/video(?:\/([^/]+))?$/.exec(path);
    if (!route) {
      sendError(res, 404, 'not_found', `No resource at ${path}.`);
      return;
    }
    if (!keyValid) {
      const message =
        sentKey === undefined
          ? 'Missing API key: send it in the x-api-key header.'
          : 'Invalid API key.';
      sendError(res, 401, 'unauthorized', message);
      return;
    }

    if (route[1] === undefined) {
      listVideos(res, url.searchParams);
    } else {
      getVideo(res, route[1]);
    }
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {URLSearchParams} params
   */
  function listVideos(res, params) {
    let limit = Infinity;
    if (params.has('limit')) {
      const raw = params.get('limit') ?? '';
      limit = /^\d+$/.test(raw) ? Number(raw) : NaN;
      if (!(limit >= 1)) {
        const message = `limit must be an integer of 1 or more, got "${raw}".`;
        sendError(res, 400, 'invalid_parameter', message);
        return;
      }
    }
    const category = params.get('categoryName');
    const matching =
      category === null
        ? records
        : records.filter((v) => v.categories.items.some((c) => c.categoryName === category));
    sendJson(res, 200, {data: {items: matching.slice(0, limit)}});
  }

  /**
   * @param {import('node:http').ServerResponse} res
   * @param {string} rawId
   */
  function getVideo(res, rawId) {
    let id;
    try {
      id = decodeURIComponent(rawId);
    } catch {
      id = rawId;
    }
    if (!/^-?\d+$/.test(id)) {
      sendError(res, 400, 'invalid_parameter', `Video id must be an integer, got "${id}".`);
      return;
    }
    const video = records.find((v) => v.id === Number(id));
    if (!video) {
      sendError(res, 404, 'not_found', `No video with id ${Number(id)}.`);
      return;
    }
    sendJson(res, 200, {data: {items: [video]}});
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string[]} parts path segments after /__control
   */
  async function handleControl(req, res, parts) {
    const method = req.method ?? 'GET';
    if (method === 'OPTIONS') {
      res.writeHead(204, {
        ...CORS,
        'Access-Control-Allow-Methods': 'GET, POST, DELETE',
        'Access-Control-Allow-Headers': 'content-type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    const [name = '', resource, ...rest] = parts;
    if (!SCOPE.test(name)) {
      sendError(res, 400, 'bad_scope', 'Scope must match [A-Za-z0-9-]{1,64}.');
      return;
    }
    const resources = ['faults', 'requests', 'release'];
    if (rest.length > 0 || (resource !== undefined && !resources.includes(resource))) {
      sendError(res, 404, 'not_found', 'Unknown control resource.');
      return;
    }
    const allowed =
      resource === 'faults'
        ? ['GET', 'POST', 'DELETE']
        : resource === 'requests'
          ? ['GET', 'DELETE']
          : resource === 'release'
            ? ['POST']
            : ['DELETE'];
    if (!allowed.includes(method)) {
      sendError(res, 405, 'method_not_allowed', `Method ${method} is not allowed here.`, {
        Allow: allowed.join(', '),
      });
      return;
    }
    const scope = scopeOf(name);

    if (resource === 'release') {
      sendJson(res, 200, {released: scope.holds.release()});
    } else if (method === 'DELETE') {
      if (resource !== 'requests') scope.faults.length = 0;
      if (resource !== 'faults') scope.requests.length = 0;
      res.writeHead(204, {...CORS, 'Cache-Control': 'no-store'});
      res.end();
    } else if (method === 'GET') {
      const list = resource === 'faults' ? {faults: scope.faults} : {requests: scope.requests};
      sendJson(res, 200, list);
    } else {
      let faults;
      try {
        faults = parseFaults(await readBody(req));
      } catch (error) {
        const tooLarge = error instanceof RangeError;
        const message = error instanceof Error ? error.message : String(error);
        sendError(res, tooLarge ? 413 : 400, tooLarge ? 'too_large' : 'bad_request', message);
        return;
      }
      scope.holds.queued(faults);
      scope.faults.push(...faults);
      sendJson(res, 200, {pending: scope.faults.length});
    }
  }
}

/**
 * Waits, then either answers with the fault (true) or lets the normal response go ahead (false).
 * @param {Fault} fault
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {readonly Video[]} records the service's records, which a lie is made of
 * @param {Holds} holds the scope's holds
 * @returns {Promise<boolean>}
 */
async function applyFault(fault, req, res, records, holds) {
  // The client may go away while the answer is held or delayed: then there is nothing to send.
  if (fault.hold && !(await whileConnected(res, (signal) => holds.wait(fault, signal)))) {
    return true;
  }
  const delayMs = fault.delayMs;
  if (delayMs && !(await whileConnected(res, (signal) => sleep(delayMs, undefined, {signal})))) {
    return true;
  }
  if (fault.drop) {
    req.socket.destroy();
    return true;
  }
  /** @type {Record<string, string | number>} */
  const headers = fault.cors === false ? {} : {...CORS};
  if (fault.records) {
    await answerRecords(fault.records, res, records, headers);
    return true;
  }
  if (fault.status === undefined) return false;

  let body;
  if (fault.body === undefined) {
    body = JSON.stringify(errorBody('injected_fault', `Injected fault: HTTP ${fault.status}.`));
    headers['Content-Type'] = JSON_TYPE;
  } else if (typeof fault.body === 'string') {
    body = fault.body;
    headers['Content-Type'] = 'text/plain; charset=utf-8';
  } else {
    body = JSON.stringify(fault.body);
    headers['Content-Type'] = JSON_TYPE;
  }
  if (fault.contentType !== undefined) headers['Content-Type'] = fault.contentType;
  if (fault.retryAfter !== undefined) headers['Retry-After'] = String(fault.retryAfter);
  Object.assign(headers, fault.headers);
  headers['Content-Length'] = Buffer.byteLength(body);
  headers['Cache-Control'] = 'no-store';
  if (fault.reset) {
    resetAfterStatus(fault.status, res, headers, body);
    return true;
  }
  res.writeHead(fault.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

/**
 * Validates a POSTed fault list.
 * @param {string} text
 * @returns {Fault[]}
 */
function parseFaults(text) {
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error('Body must be JSON: {"faults":[...]}.');
  }
  if (!isObject(value) || !Array.isArray(value.faults)) {
    throw new Error('Body must be {"faults":[...]}.');
  }
  /** @type {Fault[]} */
  const faults = [];
  value.faults.forEach((raw, i) => {
    const at = `faults[${i}]`;
    if (!isObject(raw)) throw new Error(`${at} must be an object.`);
    const unknown = Object.keys(raw).filter((k) => !FAULT_FIELDS.includes(k));
    if (unknown.length) throw new Error(`${at} has unknown field(s): ${unknown.join(', ')}.`);
    const {status, body, contentType, retryAfter, delayMs, hold, drop, cors, headers} = raw;
    const {times = 1} = raw;
    if (status !== undefined && !(Number.isInteger(status) && status >= 200 && status <= 599)) {
      throw new Error(`${at}.status must be an integer from 200 to 599.`);
    }
    if (
      delayMs !== undefined &&
      !(typeof delayMs === 'number' && delayMs >= 0 && delayMs <= MAX_DELAY)
    ) {
      throw new Error(`${at}.delayMs must be a number from 0 to ${MAX_DELAY}.`);
    }
    if (drop !== undefined && typeof drop !== 'boolean') {
      throw new Error(`${at}.drop must be a boolean.`);
    }
    if (hold !== undefined && typeof hold !== 'boolean') {
      throw new Error(`${at}.hold must be a boolean.`);
    }
    if (cors !== undefined && typeof cors !== 'boolean') {
      throw new Error(`${at}.cors must be a boolean.`);
    }
    if (contentType !== undefined && typeof contentType !== 'string') {
      throw new Error(`${at}.contentType must be a string.`);
    }
    if (retryAfter !== undefined && !['string', 'number'].includes(typeof retryAfter)) {
      throw new Error(`${at}.retryAfter must be a string or number.`);
    }
    if (
      headers !== undefined &&
      !(isObject(headers) && Object.values(headers).every((h) => typeof h === 'string'))
    ) {
      throw new Error(`${at}.headers must be an object of strings.`);
    }
    if (!(Number.isInteger(times) && times >= 1 && times <= 1000)) {
      throw new Error(`${at}.times must be an integer from 1 to 1000.`);
    }
    if (drop && status !== undefined) throw new Error(`${at}: drop and status exclude each other.`);
    const lie = parseLie(raw, at);
    if (!drop && !hold && status === undefined && delayMs === undefined && !lie.records) {
      throw new Error(`${at} needs status, drop, delayMs, hold or records.`);
    }
    /** @type {Fault} */
    const fault = {
      status,
      body,
      contentType,
      retryAfter,
      delayMs,
      hold,
      drop,
      cors,
      headers,
      ...lie,
    };
    for (const key of /** @type {(keyof Fault)[]} */ (Object.keys(fault))) {
      if (fault[key] === undefined) delete fault[key];
    }
    for (let n = 0; n < times; n++) faults.push(fault);
  });
  return faults;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<string>}
 */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY) throw new RangeError(`Body larger than ${MAX_BODY} bytes.`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * @param {unknown} value
 * @returns {value is Record<string, any>}
 */
function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** @param {string} value */
function digest(value) {
  return createHash('sha256').update(value).digest();
}

/**
 * @param {Buffer} a
 * @param {Buffer} b
 */
function safeEqual(a, b) {
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * @param {string} code
 * @param {string} message
 */
function errorBody(code, message) {
  return {error: {code, message}};
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 * @param {Record<string, string>} [headers]
 */
function sendJson(res, status, value, headers = {}) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    ...CORS,
    ...headers,
    'Content-Type': JSON_TYPE,
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} code
 * @param {string} message
 * @param {Record<string, string>} [headers]
 */
function sendError(res, status, code, message, headers) {
  sendJson(res, status, errorBody(code, message), headers);
}
