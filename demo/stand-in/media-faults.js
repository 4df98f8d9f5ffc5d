// Fault routes of the stand-in delivery host: the same clips, delivered badly on purpose, so
// tests can prove the player answers in bounded time. Under /faults/<fault>/<clip>/<file>:
//   stall           every file: headers and the first 1 KiB, then nothing more
//   reset           every file: the connection is reset before any answer
//   stall-segments  playlists as usual; every segment stalls as `stall` does
//   stall-later     as usual up to the first segment; later segments stall
//   slow-later      as usual, but later segments wait `?ms=` (default 3000) before they come
//   hold-later      under /faults/hold-later/<key>/<clip>/<file>: as usual, but later segments
//                   wait until POST /__release/<key> (the test says when the stall ends)
// A stalled answer stays open until the client gives up or the server closes.
import {open} from 'node:fs/promises';
import {resolveFile, sendText, serveFile} from '../static-files.js';
import {Holds, whileConnected} from './holds.js';

const FAULT = /^\/faults\/(stall|reset|stall-segments|stall-later|slow-later|hold-later)\/(.+)$/;
const HOLD_KEY = /^([A-Za-z0-9-]{1,64})\/(.+)$/;

/** @type {Map<string, Holds>} the holds of each `hold-later` key */
const holds = new Map();
const holdsOf = (/** @type {string} */ key) => {
  if (!holds.has(key)) holds.set(key, new Holds());
  return /** @type {Holds} */ (holds.get(key));
};

/**
 * Lets the later segments of a `hold-later` key go, those asked for later included.
 * @param {string} key
 * @returns {number} how many were waiting
 */
export function releaseMediaHold(key) {
  return holdsOf(key).release();
}
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
  const [, fault, path] = /** @type {[string, string, string]} */ (match);
  const held = fault === 'hold-later' ? HOLD_KEY.exec(path) : null;
  const rest = held ? held[2] : path;
  const file = (fault !== 'hold-later' || held) && resolveFile(root, `${rest}${url.search}`);
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
  } else if (held && later) {
    const key = held[1];
    void whileConnected(res, (signal) => holdsOf(key).until(1, signal)).then(
      (connected) => connected && serveFile(req, res, file, 'no-store'),
    );
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
