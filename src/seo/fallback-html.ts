import type {Video} from '../data/video.js';
import {formatDuration} from '../internal/format.js';
import {recordName} from './video-json-ld.js';

/** Where a fallback link of a record goes: a page of the host's own, or the media file. */
export type FallbackHref = (video: Video) => string | undefined;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made inert in HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);
}

/** By default a viewer without scripts gets the MP4 file, which every browser plays. */
export const mediaHref: FallbackHref = (video) =>
  video.playbackDetails.mp4Url ?? video.playbackDetails.streamUrl;

/**
 * The poster and title of one record as a link, for readers and crawlers without scripts.
 * Inside `<video-player>` or `<video-carousel>` it disappears once the element renders (the
 * shadow root shows no light-DOM children).
 */
export function fallbackLink(video: Video, href: FallbackHref): string {
  const name = escapeHtml(recordName(video));
  const duration = video.playbackDetails.duration;
  const length = duration === undefined ? undefined : formatDuration(duration);
  const thumbnail = video.playbackDetails.thumbnailUrl;
  const image = thumbnail
    ? `<img src="${escapeHtml(thumbnail)}" alt="" width="640" height="360" loading="lazy">`
    : '';
  const label = `<span>${name}${length ? ` (${length})` : ''}</span>`;
  const target = href(video);
  return target
    ? `<a href="${escapeHtml(target)}">${image}${label}</a>`
    : `<span>${image}${label}</span>`;
}
