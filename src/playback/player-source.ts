import type {Video} from '../data/index.js';

/**
 * What a player is to play, as its element was given it: a record in hand (not parsed yet), or
 * the id of one at the service. The element hands it down with each `load`; nothing below the
 * element reads it back.
 */
export type PlayerSource =
  | {readonly video: Video}
  | {readonly videoId: string; readonly endpoint?: string; readonly apiKey?: string};

/** What an element says of its source: a change of any of these loads again. */
export interface SourceFields {
  video?: Video;
  videoId?: string | null;
  endpoint?: string;
  apiKey?: string;
}

export const SOURCE_KEYS = ['video', 'videoId', 'endpoint', 'apiKey'] as const;

/** The source those values name: the record, else the id at its endpoint; none without either. */
export function sourceOf({
  video,
  videoId,
  endpoint,
  apiKey,
}: SourceFields): PlayerSource | undefined {
  if (video) return {video};
  return videoId === undefined || videoId === null ? undefined : {videoId, endpoint, apiKey};
}
