import {EnvelopeScanner} from './envelope-scanner.js';
import {RecordCollector} from './parse-envelope.js';
import type {Video} from './video.js';

/**
 * The most bytes of an answer read. Reading stops as soon as `limit` usable records are in, so
 * only an answer padded beyond any list (huge records, most of them unusable) gets this far.
 */
const MAX_BODY_BYTES = 16 * 1024 * 1024;
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

/** The rest of a body still to read, after `size` bytes. */
export interface Rest {
  reader: ReadableStreamDefaultReader<Uint8Array>;
  decoder: TextDecoder;
  size: number;
}

/**
 * Scans `text`, then the `rest` of the body, until `max` usable records are in: each record is
 * parsed on its own, and the page gets the main thread back every few milliseconds.
 * Throws a SyntaxError for text that is not an envelope, a RangeError past `MAX_BODY_BYTES`.
 */
export async function scanEnvelope(
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
