import {parseEnvelope} from './parse-envelope.js';
import {MAX_RECORD_CHARS} from './parse-video.js';
import {readAtMost} from './request.js';
import type {Video} from './video.js';
import {VideoServiceError} from './video-service-error.js';

/**
 * The most bytes of a one-video answer read: the envelope around one record of the longest the
 * list reader keeps, in UTF-8 at its widest. A real answer is under 1 KB.
 */
export const MAX_SINGLE_BYTES = 4 * MAX_RECORD_CHARS;

/**
 * Reads a one-video answer whole and keeps at most `max` records. One record needs neither the
 * list reader (a chunk of its own) nor its reading in slices, so a page of players loads none
 * of it; an answer longer than one record can be is not read on.
 * Rejects with a VideoServiceError (`bad-response`, `too-large`, `unusable-records`), or with
 * the body's own failure (a reset, an abort) for the caller to name.
 */
export async function readSingle(
  response: Response,
  max: number,
): Promise<{videos: Video[]; dropped: number}> {
  const text = await readAtMost(response, MAX_SINGLE_BYTES);
  if (text === undefined) throw new VideoServiceError('too-large', response.status);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (cause) {
    throw new VideoServiceError('bad-response', response.status, {cause});
  }
  const parsed = parseEnvelope(body, max);
  if (!parsed) throw new VideoServiceError('bad-response', response.status);
  return parsed;
}
