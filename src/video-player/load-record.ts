import {parseVideo, videoClient, type Video} from '../data/index.js';
import {httpUrl} from '../data/parse-video.js';
import {mistake} from '../internal/authoring-error.js';
import {startIntl} from '../internal/format.js';
import {resolveEndpoint} from '../internal/page-config.js';
import type {PlayerSource} from '../playback/player-source.js';

/**
 * The record of the source a player was handed: its `video` parsed (never trusted), its
 * `videoId` fetched at its endpoint, or one made for its `src` (an MP4 file by its name, else an
 * HLS stream; no title). Attribute mistakes reject with an `AuthoringError` (a `ChunkError` where
 * its words cannot be fetched).
 */
export async function loadRecord(
  source: PlayerSource,
  signal: AbortSignal,
  fresh: boolean,
): Promise<Video> {
  if ('src' in source) {
    const url = httpUrl(source.src, document.baseURI);
    if (!url) throw await mistake('invalid-src', 'invalidSrc', {src: source.src});
    const file = /\.mp4$/i.test(new URL(url).pathname);
    const playbackDetails = {
      [file ? 'mp4Url' : 'streamUrl']: url,
      thumbnailUrl: httpUrl(source.poster, document.baseURI),
    };
    return {id: 0, title: '', community: false, tags: [], categories: {items: []}, playbackDetails};
  }
  if ('video' in source) {
    const parsed = parseVideo(source.video);
    if (!parsed) throw await mistake('invalid-video', 'invalidVideo');
    return parsed;
  }
  const {videoId, endpoint, apiKey} = source;
  if (!/^\s*\d+\s*$/.test(videoId)) {
    throw await mistake('invalid-video-id', 'invalidVideoId', {id: videoId});
  }
  const base = resolveEndpoint(endpoint);
  if (!base) throw await mistake('missing-endpoint', 'missingEndpoint');
  startIntl(); // For the poster's spoken duration.
  return videoClient.getVideo({endpoint: base, apiKey}, Number(videoId), {signal, fresh});
}
