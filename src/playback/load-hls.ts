import type HlsType from 'hls.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

/**
 * hls.js's two builds: `light` (about two thirds of the bytes) has no alternate audio, no
 * subtitles or CEA-608 captions of its own, no DRM and no `EXT-X-DEFINE`; `full` has them all.
 */
export type HlsBuild = 'light' | 'full';

/** Where the page keeps each build's import: every player of every copy of the bundle shares it. */
const ENGINES = {
  light: Symbol.for('video-content-widgets.hls'),
  full: Symbol.for('video-content-widgets.hls.full'),
};

type Page = typeof globalThis & {[build: symbol]: Promise<HlsConstructor> | undefined};

/**
 * The build a stream needs, read from its master playlist before either is imported: the light
 * one plays it unless the playlist declares alternate audio renditions of their own (audio
 * packaged apart from the video, as CMAF packagers do: without them the stream plays silent) or
 * variables (`EXT-X-DEFINE`). Subtitles need neither: they are our own text tracks
 * (subtitle-tracks.ts).
 */
export function hlsBuildFor(playlist: string): HlsBuild {
  const alternateAudio = /^#EXT-X-MEDIA:(?=.*TYPE=AUDIO)(?=.*URI=)/m.test(playlist);
  return alternateAudio || /^#EXT-X-DEFINE:/m.test(playlist) ? 'full' : 'light';
}

/**
 * Imports a build of hls.js once per page, as a chunk of its own: a second copy of the bundle
 * on the page takes the first one's (a `globalThis` symbol holds the import). Once the page has
 * the full build, streams that need only the light one take it too, rather than a second
 * download. A failed import (e.g. offline) is not kept, so a later call tries again.
 */
export function loadHls(build: HlsBuild = 'light'): Promise<HlsConstructor> {
  const page = globalThis as Page;
  const kept = page[ENGINES.full] ?? page[ENGINES[build]];
  if (kept) return kept;
  const loading = (build === 'full' ? import('hls.js') : import('hls.js/light')).then(
    (loaded) => loaded.default,
    (error: unknown) => {
      delete page[ENGINES[build]];
      throw error;
    },
  );
  page[ENGINES[build]] = loading;
  return loading;
}
