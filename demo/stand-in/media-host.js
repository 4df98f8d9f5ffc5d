// Stand-in video-delivery host: serves demo/media/clips/** under /videos/<clip>/...
// the way a CDN would (CORS, byte ranges, long-lived caching), plus a request log
// that tests read to prove what the player did (or did not) fetch.
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import {extname, resolve, sep} from 'node:path';
import {fileURLToPath} from 'node:url';

/** Folder served by default: demo/media/clips next to this folder. */
export const defaultClipsDir = fileURLToPath(new URL('../media/clips/', import.meta.url));

/** @type {Readonly<Record<string, string>>} */
export const contentTypes = Object.freeze({
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
});

const MAX_LOG = 10_000;

/**
 * @typedef {object} MediaHostOptions
 * @property {string} [clipsDir] folder served under /videos/ (default: demo/media/clips)
 * @property {string} [cacheControl] Cache-Control of served files (default: public, max-age=3600)
 */

/**
 * @typedef {object} LoggedRequest
 * @property {string} method
 * @property {string} path URL path without the query string, as requested
 * @property {string} [range] the Range header, when sent
 */

/**
 * Creates the delivery host. The server is returned not listening.
 *
 * Routes: `GET|HEAD /videos/<clip>/<file>` (query ignored), `OPTIONS` preflights,
 * `GET /__requests` (JSON log of every other request, optional `?prefix=/videos/x/`
 * filter) and `DELETE /__requests` (clears it).
 * @param {MediaHostOptions} [options]
 * @returns {import('node:http').Server}
 */
export function createMediaHost(options = {}) {
  const root = resolve(options.clipsDir ?? defaultClipsDir);
  const cacheControl = options.cacheControl ?? 'public, max-age=3600';
  /** @type {LoggedRequest[]} */
  const log = [];

  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://media.invalid');
    const method = req.method ?? 'GET';
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', 'Content-Length, Content-Range, Accept-Ranges');

    if (url.pathname === '/__requests') {
      handleLog(req, res, url, log);
      return;
    }

    /** @type {LoggedRequest} */
    const entry = {method, path: url.pathname};
    if (req.headers.range) entry.range = req.headers.range;
    log.push(entry);
    if (log.length > MAX_LOG) log.splice(0, log.length - MAX_LOG);

    if (method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': 'Range',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      sendText(res, 405, 'Method not allowed', {Allow: 'GET, HEAD, OPTIONS'});
      return;
    }

    const file = resolveFile(root, req.url ?? '/');
    if (!file) {
      sendText(res, 404, 'Not found');
      return;
    }
    serveFile(req, res, file, cacheControl).catch((error) => {
      if (!res.headersSent) sendText(res, 500, 'Internal error');
      else res.destroy(error);
    });
  });
}

/**
 * Maps a request target to a file inside `root`, or null when it is not a servable file path.
 * Refuses `..` and `.` segments, encoded slashes or backslashes, NUL bytes, empty segments and
 * file types outside {@link contentTypes}.
 * @param {string} root
 * @param {string} target raw request target, e.g. `/videos/market-basics/thumbnail.jpg?time=2`
 * @returns {string | null}
 */
export function resolveFile(root, target) {
  const rawPath = target.replace(/[?#].*$/s, '');
  if (!rawPath.startsWith('/videos/')) return null;
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\')) return null;
  const segments = rawPath.slice('/videos/'.length).split('/');
  if (segments.length < 2) return null;
  /** @type {string[]} */
  const decoded = [];
  for (const segment of segments) {
    let value;
    try {
      value = decodeURIComponent(segment);
    } catch {
      return null;
    }
    if (value === '' || value === '.' || value === '..' || value.startsWith('.')) return null;
    if (/[\0/\\]/.test(value)) return null;
    decoded.push(value);
  }
  if (!Object.hasOwn(contentTypes, extname(decoded.at(-1) ?? '').toLowerCase())) {
    return null;
  }
  const file = resolve(root, ...decoded);
  return file.startsWith(root + sep) ? file : null;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {string} cacheControl
 */
async function serveFile(req, res, file, cacheControl) {
  let info;
  try {
    info = await stat(file);
  } catch {
    info = null;
  }
  if (!info?.isFile()) {
    sendText(res, 404, 'Not found');
    return;
  }
  const size = info.size;
  /** @type {Record<string, string | number>} */
  const headers = {
    'Content-Type': contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream',
    'Cache-Control': cacheControl,
    'Accept-Ranges': 'bytes',
    'Last-Modified': info.mtime.toUTCString(),
  };

  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    sendText(res, 416, 'Range not satisfiable', {'Content-Range': `bytes */${size}`});
    return;
  }
  const [start, end] = range ?? [0, size - 1];
  const status = range ? 206 : 200;
  if (range) headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
  headers['Content-Length'] = size === 0 ? 0 : end - start + 1;
  res.writeHead(status, headers);
  if (req.method === 'HEAD' || size === 0) {
    res.end();
    return;
  }
  const stream = createReadStream(file, {start, end});
  stream.on('error', (error) => res.destroy(error));
  res.on('close', () => stream.destroy());
  stream.pipe(res);
}

/**
 * Parses a single `bytes=` range. Returns null to serve the whole file (no header, another
 * unit, several ranges or a malformed header), 'unsatisfiable' for a range past the end.
 * @param {string | undefined} header
 * @param {number} size
 * @returns {[number, number] | 'unsatisfiable' | null}
 */
export function parseRange(header, size) {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return [start, end];
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {LoggedRequest[]} log
 */
function handleLog(req, res, url, log) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method === 'OPTIONS') {
    res.writeHead(204, {
      'Access-Control-Allow-Methods': 'GET, DELETE, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
    res.end();
  } else if (req.method === 'GET') {
    const prefix = url.searchParams.get('prefix');
    const entries = prefix ? log.filter((entry) => entry.path.startsWith(prefix)) : log;
    sendJson(res, 200, entries);
  } else if (req.method === 'DELETE') {
    log.length = 0;
    res.writeHead(204);
    res.end();
  } else {
    sendText(res, 405, 'Method not allowed', {Allow: 'GET, DELETE, OPTIONS'});
  }
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {unknown} value
 */
function sendJson(res, status, value) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

/**
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}
