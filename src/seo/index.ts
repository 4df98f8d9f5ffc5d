/**
 * Server-side rendering of what the widgets write into the page for search engines: schema.org
 * JSON-LD and a no-script fallback (poster and link), from records as the service returns them.
 * Runs anywhere (Node, Deno, Workers): no DOM, no lit.
 *
 * @example
 * ```js
 * import {renderVideoSeo} from 'video-content-widgets/seo';
 * const html = `<video-player video-id="${record.id}">${renderVideoSeo(record)}</video-player>`;
 * ```
 * @module
 */
import {parseVideo} from '../data/parse-video.js';
import type {Video} from '../data/video.js';
import {mediaHref} from '../data/watch-href.js';
import {fallbackLink, fallbackPoster, type FallbackHref} from './fallback-html.js';
import {serializeJsonLd, videoItemList, videoObject} from './video-json-ld.js';

export {type FallbackHref} from './fallback-html.js';
export {escapeHtml} from '../internal/markup.js';
export {
  isoDuration,
  serializeJsonLd,
  videoItemList,
  videoObject,
  type VideoItemList,
  type VideoObject,
} from './video-json-ld.js';

export interface SeoOptions {
  /** Where a fallback link goes (e.g. the host's page for the video); default the MP4 file. */
  href?: FallbackHref;
}

export interface SeoListOptions extends SeoOptions {
  /** At most this many records, as the carousel's `limit` (default 12). */
  limit?: number;
}

const script = (json: string) => `<script type="application/ld+json">${json}</script>`;

/**
 * The JSON-LD `VideoObject`, the poster and a link of one record, as HTML to put inside
 * `<video-player>` (which shows that poster until it has its record). An unusable record (no
 * id, title or playable URL) renders nothing.
 */
export function renderVideoSeo(record: unknown, options: SeoOptions = {}): string {
  const video = parseVideo(record);
  if (!video) return '';
  return (
    script(serializeJsonLd(videoObject(video))) + fallbackPoster(video, options.href ?? mediaHref)
  );
}

/**
 * The JSON-LD `ItemList` and a list of poster links for records, as HTML to put inside
 * `<video-carousel>`. Unusable and repeated records are skipped, as the carousel does.
 */
export function renderVideoListSeo(
  records: readonly unknown[],
  options: SeoListOptions = {},
): string {
  const videos = usable(records, options.limit ?? 12);
  if (!videos.length) return '';
  const href = options.href ?? mediaHref;
  const items = videos.map((video) => `<li>${fallbackLink(video, href)}</li>`).join('');
  return script(serializeJsonLd(videoItemList(videos))) + `<ul>${items}</ul>`;
}

function usable(records: readonly unknown[], limit: number): Video[] {
  const videos = new Map<number, Video>();
  for (const record of records) {
    if (videos.size >= limit) break;
    const video = parseVideo(record);
    if (video && !videos.has(video.id)) videos.set(video.id, video);
  }
  return [...videos.values()];
}
