import {isObject, MAX_RECORDS, parseVideo} from './parse-video.js';
import type {Video} from './video.js';
import {VideoServiceError} from './video-service-error.js';

/**
 * Gathers the usable records of an answer in order: at most `max` (and MAX_RECORDS), the first
 * of each id, counting the ones it drops.
 */
export class RecordCollector {
  readonly videos: Video[] = [];
  /** Records read and not kept: unusable, or a repeated id. */
  dropped = 0;
  private readonly _most: number;
  private readonly _seen = new Set<number>();

  constructor(max = MAX_RECORDS) {
    this._most = Math.min(max, MAX_RECORDS);
  }

  /** Whether `max` usable records are in: the rest of the answer need not be read. */
  get full(): boolean {
    return this.videos.length >= this._most;
  }

  /** Takes one raw record; returns whether more are wanted. */
  add(raw: unknown): boolean {
    const video = parseVideo(raw);
    // A repeated id would make two cards claim one identity; the first wins.
    if (!video || this._seen.has(video.id)) this.dropped++;
    else {
      this._seen.add(video.id);
      this.videos.push(video);
    }
    return !this.full;
  }

  /**
   * The videos kept and the count dropped.
   * @throws VideoServiceError `unusable-records` when there were records but not one is usable,
   * which an author must hear about rather than see an empty row.
   */
  result(): {videos: Video[]; dropped: number} {
    if (this.dropped && !this.videos.length) throw new VideoServiceError('unusable-records', 200);
    return {videos: this.videos, dropped: this.dropped};
  }
}

/**
 * The records of a response envelope `{data: {items: [...]}}`, or `undefined` when the body is
 * not one. At most `max` (and `MAX_RECORDS`) are kept: records after those are never read, so
 * a service that ignores `limit` costs no parsing. `dropped` counts the unusable ones read.
 * @throws VideoServiceError `unusable-records` when there are records but not one is usable.
 */
export function parseEnvelope(
  body: unknown,
  max = MAX_RECORDS,
): {videos: Video[]; dropped: number} | undefined {
  const data = isObject(body) ? body['data'] : undefined;
  const items = isObject(data) ? data['items'] : undefined;
  if (!Array.isArray(items)) return undefined;
  const collector = new RecordCollector(max);
  for (let read = 0; read < items.length && !collector.full; read++) collector.add(items[read]);
  return collector.result();
}
