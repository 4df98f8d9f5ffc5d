import type {Video} from '../data/index.js';
import {printedData} from '../internal/printed-data.js';

/**
 * What a player is to play, as its element was given it: a record in hand (not parsed yet), the
 * id of one at the service, or the URL of a stream or file (`src`, with its `poster`). The
 * element hands it down with each `load`; nothing below the element reads it back.
 */
export type PlayerSource =
  | {readonly video: Video}
  | {readonly videoId: string; readonly endpoint?: string; readonly apiKey?: string}
  | {readonly src: string; readonly poster?: string | null};

/** What an element says of its source: a change of any of these loads again. */
export interface SourceFields {
  video?: Video;
  videoId?: string | null;
  endpoint?: string;
  apiKey?: string;
  src?: string | null;
  getAttribute(name: 'poster'): string | null;
  querySelector(selector: string): Element | null;
}

export const SOURCE_KEYS = ['video', 'videoId', 'endpoint', 'apiKey', 'src'] as const;

/**
 * The source those values name: the record, else the id at its endpoint (or the record of that
 * id a server printed into the element: render-player.ts), else the URL (the service's ids
 * first); none without any.
 */
export function sourceOf(fields: SourceFields): PlayerSource | undefined {
  const {video, videoId, endpoint, apiKey, src} = fields;
  if (video) return {video};
  if (videoId != null) {
    const printed = printedData(fields) as Video | undefined;
    return printed && String(printed.id) === videoId
      ? {video: printed}
      : {videoId, endpoint, apiKey};
  }
  return src ? {src, poster: fields.getAttribute('poster')} : undefined;
}
