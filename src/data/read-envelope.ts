import {EnvelopeScanner} from './envelope-scanner.js';
import {parseEnvelope, RecordCollector} from './parse-envelope.js';
import {MAX_RECORD_CHARS, MAX_RECORDS} from './parse-video.js';
import type {Video} from './video.js';
import {VideoServiceError} from './video-service-error.js';

/**
 * The most bytes of an answer read. Reading stops as soon as `limit` usable records are in, so
 * only an answer padded beyond any list (huge records, most of them unusable) gets this far.
 */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;
/**
 * An answer no longer than this is parsed whole with `JSON.parse`, as most lists are (twelve
 * records are about 10 KB): reading the bench's list of 8 records (5 KB) on a fresh page took
 * the scanner a median of 5 ms in Chromium 156 (27 ms on a CPU slowed 4×), this 1 ms (14 ms).
 * No record of such an answer is longer than a record may be (`MAX_RECORD_CHARS`).
 */
const WHOLE_BYTES = MAX_RECORD_CHARS;
/** Text handed to the scanner at once: a network chunk can be a megabyte. */
const SLICE_CHARS = 32 * 1024;
/** Work done between two yields to the page, well under a 50 ms long task. */
const SLICE_MS = 5;

interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * Lets the page handle input and paint before going on. Not a timer: a hidden tab throttles
 * timers to one a second, a message on a channel is not.
 */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: Scheduler}).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const {port1, port2} = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(undefined);
  });
}

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

/** The rest of a body still to read, after `size` bytes. */
interface Rest {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  decoder: TextDecoder;
  size: number;
}

/** Scans `text`, then the `rest` of the body, until `max` usable records are in. */
async function scan(
  text: string,
  max: number,
  rest?: Rest,
): Promise<{videos: Video[]; dropped: number}> {
  const collector = new RecordCollector(max);
  const scanner = new EnvelopeScanner((json) =>
    collector.add(json === undefined ? undefined : JSON.parse(json)),
  );
  let since = performance.now();
  let size = rest?.size ?? 0;
  let done = !rest;
  for (;;) {
    for (let at = 0; at < text.length && !scanner.stopped; at += SLICE_CHARS) {
      scanner.feed(text.slice(at, at + SLICE_CHARS));
      if (performance.now() - since > SLICE_MS) {
        await yieldToPage();
        since = performance.now();
      }
    }
    if (scanner.stopped || done) break;
    const chunk = await rest!.reader.read();
    if (chunk.done) {
      text = rest!.decoder.decode();
      done = true;
      continue;
    }
    size += chunk.value.byteLength;
    if (size > MAX_BODY_BYTES) throw new RangeError('too large');
    text = rest!.decoder.decode(chunk.value, {stream: true});
  }
  scanner.finish();
  return collector.result();
}
