import type HlsType from 'hls.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

/** Where the page keeps hls.js's import: every player of every copy of the bundle shares it. */
const ENGINE = Symbol.for('video-content-widgets.hls');

type Page = typeof globalThis & {[ENGINE]?: Promise<HlsConstructor>};

/**
 * Imports hls.js once per page, as a chunk of its own: a second copy of the bundle on the page
 * takes the first one's (a `globalThis` symbol holds the import). Its light build plays every
 * stream: subtitles are our own text tracks (subtitle-tracks.ts), and a stream's alternate audio
 * renditions are not offered (its main rendition's audio plays). A failed import (e.g. offline)
 * is not kept, so a later call tries again.
 */
export function loadHls(): Promise<HlsConstructor> {
  const page = globalThis as Page;
  page[ENGINE] ??= import('hls.js/light').then(
    (loaded) => loaded.default,
    (error: unknown) => {
      delete page[ENGINE];
      throw error;
    },
  );
  return page[ENGINE];
}
