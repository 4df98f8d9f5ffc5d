import {parseVideo, videoClient, type Video} from '../data/index.js';
import {AuthoringError} from '../internal/authoring-error.js';
import {startIntl} from '../internal/format.js';
import {resolveEndpoint} from '../internal/page-config.js';
import type {PlayerSource} from '../playback/player-source.js';
import {DEFAULT_STRINGS} from './player-strings.js';

/**
 * The record of the source a player was handed: its `video` parsed (never trusted), or its
 * `videoId` fetched at its endpoint. Attribute mistakes reject with an `AuthoringError`.
 */
export async function loadRecord(
  source: PlayerSource,
  signal: AbortSignal,
  fresh: boolean,
): Promise<Video> {
  if ('video' in source) {
    const parsed = parseVideo(source.video);
    if (!parsed) throw new AuthoringError('invalid-video', {}, DEFAULT_STRINGS.invalidVideo);
    return parsed;
  }
  const {videoId, endpoint, apiKey} = source;
  if (!/^\s*\d+\s*$/.test(videoId)) {
    throw new AuthoringError('invalid-video-id', {id: videoId}, DEFAULT_STRINGS.invalidVideoId);
  }
  const base = resolveEndpoint(endpoint);
  if (!base) throw new AuthoringError('missing-endpoint', {}, DEFAULT_STRINGS.missingEndpoint);
  startIntl(); // For the poster's spoken duration.
  return videoClient.getVideo({endpoint: base, apiKey}, Number(videoId), {signal, fresh});
}
