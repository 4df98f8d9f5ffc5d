import type {Video} from '../data/index.js';
import {parseVideo} from '../data/parse-video.js';
import {printedData} from '../internal/printed-data.js';

/**
 * The list a server printed into a carousel (render-carousel.ts), parsed as the service's
 * answer is: a record the carousel could not show is left out. Undefined without a list.
 */
export function printedList(host: HTMLElement): Video[] | undefined {
  const data = printedData(host);
  return Array.isArray(data)
    ? data.map((record) => parseVideo(record)).filter((video) => video !== undefined)
    : undefined;
}
