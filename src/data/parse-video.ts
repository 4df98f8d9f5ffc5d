import type {PlaybackDetails, Video} from './video.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const integer = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) ? (value as number) : undefined;

/** Only http(s) URLs survive: `javascript:`, `data:` and relative URLs are treated as absent. */
export function httpUrl(value: unknown): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const ORIGINAL_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function parsePlayback(raw: unknown): PlaybackDetails | undefined {
  if (!isObject(raw)) return undefined;
  const details: PlaybackDetails = {
    streamUrl: httpUrl(raw['streamUrl']),
    mp4Url: httpUrl(raw['mp4Url']),
    thumbnailUrl: httpUrl(raw['thumbnailUrl']),
    gifUrl: httpUrl(raw['gifUrl']),
  };
  const duration = raw['duration'];
  if (typeof duration === 'number' && Number.isFinite(duration) && duration >= 0) {
    details.duration = duration;
  }
  return details.streamUrl || details.mp4Url ? withoutUndefined(details) : undefined;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Parses one record of the service. Returns `undefined` for a record without an
 * integer `id`, a `title`, or a playable URL; optional fields of the wrong type are
 * dropped, never coerced.
 */
export function parseVideo(raw: unknown): Video | undefined {
  if (!isObject(raw)) return undefined;
  const id = integer(raw['id']);
  const title = text(raw['title']);
  const playbackDetails = parsePlayback(raw['playbackDetails']);
  if (id === undefined || title === undefined || playbackDetails === undefined) return undefined;
  const originalDate = text(raw['originalDate']);
  const categories = isObject(raw['categories']) ? raw['categories']['items'] : undefined;
  return withoutUndefined({
    id,
    title,
    originalDate: originalDate && ORIGINAL_DATE.test(originalDate) ? originalDate : undefined,
    finasset: text(raw['finasset']),
    community: raw['community'] === true,
    difficulty: integer(raw['difficulty']),
    timeSensitivity: integer(raw['timeSensitivity']),
    sector: text(raw['sector']),
    tags: Array.isArray(raw['tags']) ? raw['tags'].flatMap((tag) => text(tag) ?? []) : [],
    playbackDetails,
    categories: {
      items: (Array.isArray(categories) ? categories : []).flatMap((item) => {
        const categoryName = isObject(item) ? text(item['categoryName']) : undefined;
        return categoryName ? [{categoryName}] : [];
      }),
    },
  });
}

/** The records of a response envelope `{data: {items: [...]}}`, or `undefined` when the body is not one. */
export function parseEnvelope(body: unknown): {videos: Video[]; dropped: number} | undefined {
  const data = isObject(body) ? body['data'] : undefined;
  const items = isObject(data) ? data['items'] : undefined;
  if (!Array.isArray(items)) return undefined;
  const seen = new Set<number>();
  // A repeated id would make two cards claim one identity; the first wins.
  const videos = items.flatMap((item) => {
    const video = parseVideo(item);
    if (!video || seen.has(video.id)) return [];
    seen.add(video.id);
    return [video];
  });
  return {videos, dropped: items.length - videos.length};
}
