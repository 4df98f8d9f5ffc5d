import {createReadStream} from 'node:fs';
import {stat} from 'node:fs/promises';
import {extname, join, resolve, sep} from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * Serves `urlPath` from inside `root`, or answers 404. Refuses anything that would
 * leave `root` (`..`, encoded slashes).
 * @param {string} root
 * @param {string} urlPath
 * @param {import('node:http').ServerResponse} res
 */
export async function serveFile(root, urlPath, res) {
  const base = resolve(root);
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    decoded = '\0';
  }
  const path = resolve(join(base, decoded));
  const info =
    !decoded.includes('\0') && !/%2f|%5c/i.test(urlPath) && path.startsWith(base + sep)
      ? await stat(path).catch(() => undefined)
      : undefined;
  if (!info?.isFile()) {
    res.writeHead(404, {'content-type': 'text/plain; charset=utf-8'}).end('Not found');
    return;
  }
  res.writeHead(200, {
    'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'no-cache',
  });
  createReadStream(path).pipe(res);
}
