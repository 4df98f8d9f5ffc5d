import type {Video} from '../data/video.js';
import {formatDuration} from '../internal/format.js';
import {escapeHtml} from '../internal/markup.js';
import {recordName} from './video-json-ld.js';

/** Where a fallback link of a record goes: a page of the host's own, or the media file. */
export type FallbackHref = (video: Video) => string | undefined;

/**
 * The poster and title of one record as a link, for readers and crawlers without scripts: an
 * item of a carousel's list. Inside `<video-carousel>` it disappears once the element renders
 * (the shadow root shows no light-DOM children).
 */
export function fallbackLink(video: Video, href: FallbackHref): string {
  return link(video, href, posterImage(video, 'lazy') + `<span>${caption(video)}</span>`);
}

/**
 * The poster of a `<video-player>`, then its title as a link. The player shows the poster
 * while its record loads, sized as its own (so the picture is painted before any script
 * runs), and hides both once it renders the record.
 */
export function fallbackPoster(video: Video, href: FallbackHref): string {
  return posterImage(video, 'eager') + link(video, href, caption(video));
}

function posterImage(video: Video, loading: 'lazy' | 'eager'): string {
  const thumbnail = video.playbackDetails.thumbnailUrl;
  const lazy = loading === 'lazy' ? ' loading="lazy"' : '';
  return thumbnail
    ? `<img src="${escapeHtml(thumbnail)}" alt="" width="640" height="360"${lazy}>`
    : '';
}

/** The title and, where known, the length: "Market Basics (1:02:05)". */
function caption(video: Video): string {
  const duration = video.playbackDetails.duration;
  const length = duration === undefined ? undefined : formatDuration(duration);
  return `${escapeHtml(recordName(video))}${length ? ` (${length})` : ''}`;
}

function link(video: Video, href: FallbackHref, content: string): string {
  const target = href(video);
  return target ? `<a href="${escapeHtml(target)}">${content}</a>` : `<span>${content}</span>`;
}
