import type {Video} from '../data/video.js';
import {serializeJsonLd, videoItemList, videoObject} from './video-json-ld.js';

/** One record (a player's `VideoObject`) or a row of them (a carousel's `ItemList`). */
export type StructuredRecords = Video | readonly Video[] | undefined;

/**
 * Writes `records` as the JSON-LD `<script>` child of `host`: replaced when they change, removed
 * when there are none. A script the server rendered into the element
 * (`video-content-widgets/seo`) is taken over rather than repeated.
 */
export function writeStructuredData(host: HTMLElement, records: StructuredRecords): void {
  let script = host.querySelector<HTMLScriptElement>(':scope > script[type="application/ld+json"]');
  if (!records || (isList(records) && !records.length)) {
    script?.remove();
    return;
  }
  script ??= host.appendChild(document.createElement('script'));
  script.type = 'application/ld+json';
  script.textContent = serializeJsonLd(
    isList(records) ? videoItemList(records) : videoObject(records),
  );
}

const isList = (records: Video | readonly Video[]): records is readonly Video[] =>
  Array.isArray(records);
