import {parseVideo, videoClient, type Video} from '../data/index.js';
import {AuthoringError} from '../internal/authoring-error.js';
import {startIntl} from '../internal/format.js';
import {resolveEndpoint} from '../internal/page-config.js';
import {DEFAULT_STRINGS} from './player-strings.js';

/** Where a player's record comes from: its `video`, else its `video-id` at its endpoint. */
export interface RecordSource {
  video?: Video;
  videoId?: string | null;
  endpoint?: string;
  apiKey?: string;
}

/**
 * The record a player is to play: its `video` parsed (never trusted), or `video-id` fetched;
 * `undefined` when neither is set. Attribute mistakes reject with an `AuthoringError`.
 */
export async function loadRecord(
  {video, videoId, endpoint, apiKey}: RecordSource,
  signal: AbortSignal,
  fresh: boolean,
): Promise<Video | undefined> {
  if (video) {
    const parsed = parseVideo(video);
    if (!parsed) throw new AuthoringError('invalid-video', {}, DEFAULT_STRINGS.invalidVideo);
    return parsed;
  }
  if (videoId === undefined || videoId === null) return undefined;
  if (!/^\s*\d+\s*$/.test(videoId)) {
    throw new AuthoringError('invalid-video-id', {id: videoId}, DEFAULT_STRINGS.invalidVideoId);
  }
  const base = resolveEndpoint(endpoint);
  if (!base) throw new AuthoringError('missing-endpoint', {}, DEFAULT_STRINGS.missingEndpoint);
  startIntl(); // For the poster's spoken duration.
  return videoClient.getVideo({endpoint: base, apiKey}, Number(videoId), {signal, fresh});
}
