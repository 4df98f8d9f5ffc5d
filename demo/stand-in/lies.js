// Faults of the stand-in service that lie on purpose about the answer itself, for the widgets'
// robustness tests: more records than `limit` asked for, huge records, and a connection reset
// after an error status. Queued like every fault (see service.js); these are its extra fields:
//   records: {count, titleLength?, chunkSize?, chunkDelayMs?, pauseAfter?}
//                                   answer 200 with `count` (1–20000) records cycled from the
//                                   fixtures under new ids, whatever limit was asked; each title
//                                   padded to `titleLength` (up to 2,000,000) characters; with
//                                   `chunkSize` (256 B–1 MiB) sent in writes of that many bytes,
//                                   `chunkDelayMs` (0–100) apart, without a content-length, and
//                                   stopped when the client goes away (the log's bytesSent);
//                                   with `pauseAfter` (bytes, with chunkSize) nothing more is
//                                   sent after that many bytes until the client goes away
//   reset: true                     with `status`: send the status, the headers and a few bytes
//                                   of the promised body, then reset the connection

import {sendChunked} from './send-chunked.js';

export const LIE_FIELDS = ['records', 'reset'];

const MAX_COUNT = 20_000;
const MAX_TITLE = 2_000_000;
const MAX_PAUSE_AFTER = 64 * 1024 * 1024;
const RECORD_KEYS = ['count', 'titleLength', 'chunkSize', 'chunkDelayMs', 'pauseAfter'];
/** @param {unknown} value @param {number} min @param {number} max */
const optionalInteger = (value, min, max) =>
  value === undefined || (Number.isInteger(value) && value >= min && value <= max);
/** New ids start here, so lied records never collide with a fixture's. */
const FIRST_ID = 500_000;

/**
 * @typedef {{
 *   count: number,
 *   titleLength?: number,
 *   chunkSize?: number,
 *   chunkDelayMs?: number,
 *   pauseAfter?: number,
 * }} RecordsLie
 */

/**
 * Validates the lie fields of a POSTed fault; returns them, or throws an Error naming the field.
 * @param {Record<string, any>} raw
 * @param {string} at e.g. faults[0]
 * @returns {{records?: RecordsLie, reset?: boolean}}
 */
export function parseLie(raw, at) {
  const {records, reset} = raw;
  if (records !== undefined) {
    const valid =
      typeof records === 'object' &&
      records !== null &&
      Object.keys(records).every((key) => RECORD_KEYS.includes(key)) &&
      Number.isInteger(records.count) &&
      records.count >= 1 &&
      records.count <= MAX_COUNT &&
      optionalInteger(records.titleLength, 1, MAX_TITLE) &&
      optionalInteger(records.chunkSize, 256, 1024 * 1024) &&
      optionalInteger(records.chunkDelayMs, 0, 100) &&
      optionalInteger(records.pauseAfter, 1, MAX_PAUSE_AFTER) &&
      ((records.chunkDelayMs === undefined && records.pauseAfter === undefined) ||
        records.chunkSize !== undefined);
    if (!valid) {
      throw new Error(
        `${at}.records must be {count: 1–${MAX_COUNT}, titleLength?: 1–${MAX_TITLE}, chunkSize?: 256–1048576, chunkDelayMs?: 0–100, pauseAfter?: 1–${MAX_PAUSE_AFTER} (these two with chunkSize)}.`,
      );
    }
    if (raw.status !== undefined || raw.drop) throw new Error(`${at}: records is its own answer.`);
  }
  if (reset !== undefined && reset !== true) throw new Error(`${at}.reset must be true.`);
  if (reset && raw.status === undefined) throw new Error(`${at}.reset needs a status.`);
  return {records, reset};
}

/**
 * Answers 200 with `count` records cycled from the fixtures, whatever `limit` asked for: at
 * once, or in chunks.
 * @param {RecordsLie} lie
 * @param {import('node:http').ServerResponse} res
 * @param {readonly import('./videos.js').Video[]} fixtures
 * @param {Record<string, string | number>} headers CORS headers
 */
export function answerRecords(
  {count, titleLength, chunkSize, chunkDelayMs, pauseAfter},
  res,
  fixtures,
  headers,
) {
  const items = Array.from({length: count}, (_, i) => {
    const video = fixtures[i % fixtures.length];
    const title = titleLength ? video.title.padEnd(titleLength, ' lorem ipsum') : video.title;
    return {...video, id: FIRST_ID + i, title};
  });
  const json = JSON.stringify({data: {items}});
  if (chunkSize && res.req.method !== 'HEAD') {
    res.writeHead(200, {...headers, 'Content-Type': 'application/json; charset=utf-8'});
    return sendChunked(res, Buffer.from(json), {
      size: chunkSize,
      delayMs: chunkDelayMs,
      pauseAfter,
    });
  }
  res.writeHead(200, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(json),
    'Cache-Control': 'no-store',
  });
  res.end(res.req.method === 'HEAD' ? undefined : json);
}

/**
 * Sends the status, the headers and the first bytes of a body promised longer, then resets.
 * @param {number} status
 * @param {import('node:http').ServerResponse} res
 * @param {Record<string, string | number>} headers the fault's headers
 * @param {string} body the fault's body
 */
export function resetAfterStatus(status, res, headers, body) {
  res.writeHead(status, {...headers, 'Content-Length': Buffer.byteLength(body) + 1024});
  // Reset once the head and the first bytes are on the wire: the client has the status, and
  // its body fails before it reads it.
  res.write(body.slice(0, 8), () => res.socket?.resetAndDestroy());
}
