import {keptHls, loadHls, type HlsBuild, type HlsConstructor} from './load-hls.js';

/**
 * The build a stream needs, read from its master playlist before either is imported: the light
 * one plays it unless the playlist declares alternate audio renditions of their own (audio
 * packaged apart from the video, as CMAF packagers do: without them the stream plays silent) or
 * variables (`EXT-X-DEFINE`). Subtitles need neither: they are our own text tracks
 * (subtitle-tracks.ts).
 */
export const hlsBuildFor = (playlist: string): HlsBuild =>
  /^#EXT-X-(MEDIA:(?=.*TYPE=AUDIO).*URI=|DEFINE:)/m.test(playlist) ? 'full' : 'light';

/** Imports the build of hls.js that plays the stream of this master (or media) playlist. */
export const loadHlsFor = (playlist: string): Promise<HlsConstructor> =>
  hlsBuildFor(playlist) === 'full' ? keptHls('full', () => import('hls.js')) : loadHls();
