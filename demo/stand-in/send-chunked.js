// Writes a body in pieces, as a slow or far server does, for the clients' streaming tests.
import {setTimeout as sleep} from 'node:timers/promises';

/**
 * Writes `body` in writes of `size` bytes, each flushed (and `delayMs` apart) before the next,
 * then ends the response. Stops as soon as the client goes away, so what was sent before shows
 * in the socket's byte count. With `pauseAfter`, sends nothing after that many bytes until the
 * client goes away: the response ends only if the client cancels it, however late. The head
 * must be written already, without a content-length.
 * @param {import('node:http').ServerResponse} res
 * @param {Buffer} body
 * @param {{size: number, delayMs?: number, pauseAfter?: number}} pieces
 */
export async function sendChunked(res, body, {size, delayMs = 0, pauseAfter = Infinity}) {
  let closed = false;
  const gone = new Promise((resolve) => res.once('close', resolve)).then(() => (closed = true));
  for (let start = 0; start < body.length && !closed; start += size) {
    if (start >= pauseAfter) await gone;
    if (!res.write(body.subarray(start, start + size))) {
      await new Promise((resolve) => {
        res.once('drain', resolve);
        void gone.then(resolve);
      });
    }
    await (delayMs ? sleep(delayMs) : new Promise((resolve) => setImmediate(resolve)));
  }
  if (!closed) res.end();
}
