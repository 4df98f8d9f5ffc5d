import {calendarDate, clampText, isPlausibleDuration} from '../internal/format.js';
import type {PlaybackDetails, Video} from './video.js';

type Json = Record<string, unknown>;

/** Longest title kept: the card lays out 200 characters; a longer one is cut and ends in "…". */
export const MAX_TITLE_CHARS = 1000;
/** Longest record kept, as JSON text (a real one is under 1 KB); a longer one is unusable. */
export const MAX_RECORD_CHARS = 64 * 1024;

/** A JSON object (not an array, not null). */
export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

const integer = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) ? (value as number) : undefined;

/**
 * Only http(s) URLs survive: `javascript:`, `data:` and (without `base`) relative URLs are
 * treated as absent.
 */
export function httpUrl(value: unknown, base?: string): string | undefined {
  const raw = text(value);
  if (raw === undefined) return undefined;
  try {
    const url = new URL(raw, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function parsePlayback(raw: unknown): PlaybackDetails | undefined {
  if (!isObject(raw)) return undefined;
  const details: PlaybackDetails = {
    streamUrl: httpUrl(raw['streamUrl']),
    mp4Url: httpUrl(raw['mp4Url']),
    thumbnailUrl: httpUrl(raw['thumbnailUrl']),
    gifUrl: httpUrl(raw['gifUrl']),
  };
  const duration = raw['duration'];
  if (isPlausibleDuration(duration)) details.duration = duration;
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
    // Cut as the list reader cuts it before parsing: every reader's records have the same titles.
    title: clampText(title, MAX_TITLE_CHARS + 1),
    // A date that names no real day (2024-13-45) is left out, not rolled over into another.
    originalDate: originalDate && calendarDate(originalDate) ? originalDate : undefined,
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

/**
 * The most records an envelope yields: the carousel's `limit` goes up to this, and parsing
 * stops there, so an answer of ten thousand records costs no more than one of a thousand.
 */
export const MAX_RECORDS = 1000;
