import {parseVideo, videoClient, type Video} from '../data/index.js';
import {httpUrl} from '../data/parse-video.js';
import {AuthoringError} from '../internal/authoring-error.js';
import {startIntl} from '../internal/format.js';
import {resolveEndpoint} from '../internal/page-config.js';
import type {PlayerSource} from '../playback/player-source.js';
import {DEFAULT_STRINGS} from './player-strings.js';

/**
 * The record of the source a player was handed: its `video` parsed (never trusted), its
 * `videoId` fetched at its endpoint, or one made for its `src` (an MP4 file by its name, else an
 * HLS stream; no title). Attribute mistakes reject with an `AuthoringError`.
 */
export async function loadRecord(
  source: PlayerSource,
  signal: AbortSignal,
  fresh: boolean,
): Promise<Video> {
  if ('src' in source) {
    const url = httpUrl(source.src, document.baseURI);
    if (!url)
      throw new AuthoringError('invalid-src', {src: source.src}, DEFAULT_STRINGS.invalidSrc);
    const file = /\.mp4$/i.test(new URL(url).pathname);
    return {
      id: 0,
      title: '',
      community: false,
      tags: [],
      categories: {items: []},
      playbackDetails: {
        [file ? 'mp4Url' : 'streamUrl']: url,
        thumbnailUrl: httpUrl(source.poster, document.baseURI),
      },
    };
  }
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
