// Stand-in video-delivery host: serves demo/media/clips/** under /videos/<clip>/...
// the way a CDN would (CORS, byte ranges, long-lived caching), plus a request log
// that tests read to prove what the player did (or did not) fetch.
import {createServer} from 'node:http';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {resolveFile, sendText, serveFile} from '../static-files.js';
import {releaseMediaHold, serveMediaFault} from './media-faults.js';

/** Folder served by default: demo/media/clips next to this folder. */
export const defaultClipsDir = fileURLToPath(new URL('../media/clips/', import.meta.url));

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
 * Routes: `GET|HEAD /videos/<clip>/<file>` (query ignored), the same under `/faults/…` delivered
 * badly on purpose (see media-faults.js), `/moved/<path>` answered with a 302 to `/<path>` (as a
 * CDN sends a segment to another edge), `OPTIONS` preflights,
 * `GET /__requests` (JSON log of every other request, optional `?prefix=/videos/x/`
 * filter) and `DELETE /__requests` (clears it); `POST /__release/<key>` lets the segments a
 * `hold-later` fault holds go (media-faults.js).
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
    const release = /^\/__release\/([A-Za-z0-9-]{1,64})$/.exec(url.pathname);
    if (release && method === 'POST') {
      sendJson(res, 200, {released: releaseMediaHold(/** @type {string} */ (release[1]))});
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

    if (url.pathname.startsWith('/moved/')) {
      res.writeHead(302, {Location: `${url.pathname.slice(6)}${url.search}`, 'Content-Length': 0});
      res.end();
      return;
    }
    if (serveMediaFault(req, res, url, root)) return;
    const target = req.url ?? '/';
    const file = target.startsWith('/videos/') ? resolveFile(root, target.slice(8)) : null;
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
