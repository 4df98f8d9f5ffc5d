// Static files for the demo server and the stand-in delivery host: safe path mapping,
// content types, byte ranges.
import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {extname, resolve, sep} from 'node:path';

/** @type {Readonly<Record<string, string>>} */
export const contentTypes = Object.freeze({
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/mp4',
  '.mp4': 'video/mp4',
  '.vtt': 'text/vtt; charset=utf-8',
  // An AES-128 key of an encrypted HLS test stream.
  '.key': 'application/octet-stream',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
});

/**
 * Maps a URL path below `root` (e.g. `market-basics/thumbnail.jpg?time=2`) to a file inside
 * `root`, or null when it is not a servable file path.
 * Refuses `..` and `.` segments, encoded slashes or backslashes, NUL bytes, empty segments and
 * file types outside {@link contentTypes}.
 * @param {string} root
 * @param {string} target raw URL path below root, query allowed
 * @returns {string | null}
 */
export function resolveFile(root, target) {
  const rawPath = target.replace(/[?#].*$/s, '');
  if (/%(2f|5c|00)/i.test(rawPath) || rawPath.includes('\\')) return null;
  const segments = rawPath.split('/');
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
  const base = resolve(root);
  const file = resolve(base, ...decoded);
  return file.startsWith(base + sep) ? file : null;
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {string} cacheControl
 */
export async function serveFile(req, res, file, cacheControl) {
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
 * @param {import('node:http').ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : text);
}

/**
 * A request listener for a small site: each request goes to the first route whose path it is
 * (or is below), else to the first folder whose URL prefix it starts with (`index.html` for the
 * prefix itself), else 404.
 * @param {Array<[string, import('node:http').RequestListener]>} routes path and its listener
 * @param {Array<[string, string]>} folders URL prefix (ending in `/`) and the folder it serves
 * @returns {import('node:http').RequestListener}
 */
export function siteListener(routes, folders) {
  return (req, res) => {
    const {pathname} = new URL(req.url ?? '/', 'http://localhost');
    const route = routes.find(([path]) => pathname === path || pathname.startsWith(`${path}/`));
    if (route) return route[1](req, res);
    const [prefix, root] = folders.find(([path]) => pathname.startsWith(path)) ?? [];
    const file = root && resolveFile(root, pathname.slice(prefix.length) || 'index.html');
    if (!file) return sendText(res, 404, 'Not found');
    serveFile(req, res, file, 'no-cache').catch(() => res.destroy());
  };
}
