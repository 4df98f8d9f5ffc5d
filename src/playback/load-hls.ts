import type HlsType from 'hls.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

let loading: Promise<HlsConstructor> | undefined;

/**
 * Imports hls.js on first use only, as a chunk of its own. Its light build plays every stream:
 * subtitles are our own text tracks (subtitle-tracks.ts), and a stream's alternate audio
 * renditions are not offered (its main rendition's audio plays). A failed import (e.g. offline)
 * is not cached, so a later call tries again.
 */
export function loadHls(): Promise<HlsConstructor> {
  loading ??= import('hls.js/light').then(
    (loaded) => loaded.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
