// Fault routes of the stand-in delivery host: the same clips, delivered badly on purpose, so
// tests can prove the player answers in bounded time. Under /faults/<fault>/<clip>/<file>:
//   stall           every file: headers and the first 1 KiB, then nothing more
//   reset           every file: the connection is reset before any answer
//   stall-segments  playlists as usual; every segment stalls as `stall` does
//   stall-later     as usual up to the first segment; later segments stall
//   slow-later      as usual, but later segments wait `?ms=` (default 3000) before they come
// A stalled answer stays open until the client gives up or the server closes.
import {open} from 'node:fs/promises';
import {resolveFile, sendText, serveFile} from '../static-files.js';

const FAULT = /^\/faults\/(stall|reset|stall-segments|stall-later|slow-later)\/(.+)$/;
const FIRST_SEGMENT = /\/seg-000\.ts$/;
const STALL_AFTER = 1024;

/**
 * Serves a request under /faults/ with its fault; returns false for any other path.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @param {string} root folder of the clips
 * @returns {boolean}
 */
export function serveMediaFault(req, res, url, root) {
  const match = FAULT.exec(url.pathname);
  if (!match) return false;
  const [, fault, rest] = /** @type {[string, string, string]} */ (match);
  const file = resolveFile(root, `${rest}${url.search}`);
  if (!file) {
    sendText(res, 404, 'Not found');
    return true;
  }
  const segment = file.endsWith('.ts');
  const later = segment && !FIRST_SEGMENT.test(file);
  if (fault === 'reset') {
    req.socket.destroy();
  } else if (
    fault === 'stall' ||
    (fault === 'stall-segments' && segment) ||
    (fault === 'stall-later' && later)
  ) {
    void stall(res, file);
  } else if (fault === 'slow-later' && later) {
    const ms = Number(url.searchParams.get('ms') ?? 3000);
    const timer = setTimeout(() => void serveFile(req, res, file, 'no-store'), ms);
    res.on('close', () => clearTimeout(timer));
  } else {
    void serveFile(req, res, file, 'no-store');
  }
  return true;
}

/**
 * Sends the headers of the whole file and its first bytes, then nothing.
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 */
async function stall(res, file) {
  let handle;
  try {
    handle = await open(file);
  } catch {
    sendText(res, 404, 'Not found');
    return;
  }
  try {
    const {size} = await handle.stat();
    const {buffer, bytesRead} = await handle.read(Buffer.alloc(STALL_AFTER), 0, STALL_AFTER, 0);
    res.writeHead(200, {'Content-Length': size, 'Cache-Control': 'no-store'});
    res.write(buffer.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
