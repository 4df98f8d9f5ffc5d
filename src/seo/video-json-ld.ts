import type {Video} from '../data/video.js';
import {calendarDate, isPlausibleDuration, readableTitle} from '../internal/format.js';

/** The most characters of a title written as a `name`: search engines show far fewer. */
const MAX_NAME = 200;

/** A schema.org `VideoObject` as JSON-LD (only the properties a record can fill). */
export interface VideoObject {
  '@context'?: 'https://schema.org';
  '@type': 'VideoObject';
  name: string;
  identifier: string;
  thumbnailUrl?: string;
  uploadDate?: string;
  duration?: string;
  contentUrl?: string;
  genre?: string;
  keywords?: string;
}

/** A schema.org `ItemList` of `VideoObject`s, in the carousel's order. */
export interface VideoItemList {
  '@context': 'https://schema.org';
  '@type': 'ItemList';
  itemListElement: Array<{'@type': 'ListItem'; position: number; item: VideoObject}>;
}

/**
 * A length in seconds as an ISO 8601 duration (`PT1H2M5S`); the record's unit is seconds
 * (DESIGN.md). `undefined` for a length no video can have.
 */
export function isoDuration(seconds: number): string | undefined {
  if (!isPlausibleDuration(seconds)) return undefined;
  const total = Math.round(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}

/** A record's title as a name, bounded, or "Video 1001" when it shows nothing readable. */
export function recordName(video: Video): string {
  return readableTitle(video.title, MAX_NAME, () => `Video ${video.id}`);
}

function item(video: Video): VideoObject {
  const {playbackDetails: media, originalDate} = video;
  const entries: Partial<VideoObject> = {
    name: recordName(video),
    identifier: String(video.id),
    thumbnailUrl: media.thumbnailUrl,
    // The service's own timestamp carries its offset, as schema.org wants; a date that names
    // no real day was already dropped by the parser, and is checked again for hand-made records.
    uploadDate: originalDate && calendarDate(originalDate) ? originalDate : undefined,
    duration: media.duration === undefined ? undefined : isoDuration(media.duration),
    // A file a crawler can fetch whole is the better `contentUrl`; the playlist otherwise.
    contentUrl: media.mp4Url ?? media.streamUrl,
    genre: video.sector,
    keywords: video.tags.length ? video.tags.join(', ') : undefined,
  };
  const present = Object.entries(entries).filter(([, value]) => value !== undefined);
  return {'@type': 'VideoObject', ...Object.fromEntries(present)} as VideoObject;
}

/** The `VideoObject` of one record, as a player writes it. */
export function videoObject(video: Video): VideoObject {
  return {'@context': 'https://schema.org', ...item(video)};
}

/** The `ItemList` of a row of records, as a carousel writes it. */
export function videoItemList(videos: readonly Video[]): VideoItemList {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: videos.map((video, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: item(video),
    })),
  };
}

/**
 * JSON-LD text safe inside a `<script>` element however it is written out: `<`, `>`, `&` and
 * the JavaScript line separators are escaped, so a title such as `</script><script>…` stays text.
 */
export function serializeJsonLd(data: VideoObject | VideoItemList): string {
  return JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
