import {importChunk} from '../internal/chunk-error.js';
import {parseEnvelope} from './parse-envelope.js';
import {MAX_RECORD_CHARS, MAX_RECORDS} from './parse-video.js';
import type {Rest} from './scan-envelope.js';
import type {Video} from './video.js';
import {VideoServiceError} from './video-service-error.js';

/**
 * An answer no longer than this is parsed whole with `JSON.parse`, as most lists are (twelve
 * records are about 10 KB): reading the bench's list of 8 records (5 KB) on a fresh page took
 * the scanner a median of 5 ms in Chromium 156 (27 ms on a CPU slowed 4×), this 1 ms (14 ms).
 * No record of such an answer is longer than a record may be (`MAX_RECORD_CHARS`).
 */
const WHOLE_BYTES = MAX_RECORD_CHARS;

/**
 * Reads the records of an envelope answer chunk by chunk: each record is parsed on its own,
 * the page gets the main thread back every few milliseconds, and once `max` usable records are
 * in the rest of the body is cancelled unread. So 10,000 records or megabyte titles cost no
 * long task, and no more bytes than the records kept. An answer no longer than one record may
 * be (`WHOLE_BYTES`) is parsed whole instead.
 * Rejects with a VideoServiceError (`bad-response`, `too-large`, `unusable-records`), or with
 * the body's own failure (a reset, an abort) for the caller to name.
 */
export async function readEnvelope(
  response: Response,
  max = MAX_RECORDS,
): Promise<{videos: Video[]; dropped: number}> {
  const reader = response.body?.getReader();
  const decoder = new TextDecoder();
  try {
    let head = '';
    let size = 0;
    for (;;) {
      const chunk = reader ? await reader.read() : {done: true as const};
      if (chunk.done) {
        head += decoder.decode();
        return parseWhole(head, max) ?? (await scan(head, max));
      }
      size += chunk.value.byteLength;
      head += decoder.decode(chunk.value, {stream: true});
      if (size > WHOLE_BYTES) return await scan(head, max, {reader: reader!, decoder, size});
    }
  } catch (error) {
    if (error instanceof SyntaxError) {
      throw new VideoServiceError('bad-response', response.status, {cause: error});
    }
    if (error instanceof RangeError) throw new VideoServiceError('too-large', response.status);
    throw error;
  } finally {
    // Awaited and caught: a cancel can reject (a reset connection), and must not go unhandled.
    await reader?.cancel().catch(() => {});
  }
}

/**
 * Reads an answer longer than `WHOLE_BYTES` record by record, or says what is wrong with one
 * `JSON.parse` does not read as an envelope: the scanner is a chunk of its own
 * (`scan-envelope.ts`), which a list of usual length never fetches.
 */
async function scan(
  text: string,
  max: number,
  rest?: Rest,
): Promise<{videos: Video[]; dropped: number}> {
  const {scanEnvelope} = await importChunk(() => import('./scan-envelope.js'));
  return scanEnvelope(text, max, rest);
}

/**
 * The records of a whole answer `JSON.parse` reads as an envelope; `undefined` for any other
 * text, which the scanner then reads to say what is wrong, as it does for a longer answer.
 */
function parseWhole(text: string, max: number): {videos: Video[]; dropped: number} | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  return parseEnvelope(body, max);
}
