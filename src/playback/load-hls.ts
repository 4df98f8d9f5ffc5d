import type HlsType from 'hls.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

/**
 * hls.js's two builds: `light` (two thirds of the bytes) has no alternate audio, no subtitles or
 * CEA-608 captions of its own, no DRM and no `EXT-X-DEFINE`; `full` has them all.
 */
export type HlsBuild = 'light' | 'full';

type Page = typeof globalThis & {[build: symbol]: Promise<HlsConstructor> | undefined};

/** Where the page keeps a build's import: every player of every copy of the bundle shares it. */
const KEYS = {
  light: Symbol.for('video-content-widgets.hls'),
  full: Symbol.for('video-content-widgets.hls.full'),
};

/**
 * Imports a build of hls.js once per page, as a chunk of its own: a second copy of the bundle
 * on the page takes the first one's (a `globalThis` symbol holds the import). Once the page has
 * the full build, a stream that needs only the light one takes it too, rather than a second
 * download. A failed import (e.g. offline) is not kept, so a later call tries again. Which build
 * a stream needs is `hlsBuildFor`'s (hls-build.ts, outside the page's first script).
 */
export function keptHls(
  build: HlsBuild,
  load: () => Promise<{default: HlsConstructor}>,
): Promise<HlsConstructor> {
  const page = globalThis as Page;
  const key = KEYS[build];
  return (page[KEYS.full] ??
    (page[key] ??= load().then(
      (loaded) => loaded.default,
      (error: unknown) => {
        delete page[key];
        throw error;
      },
    )))!;
}

/** The light build (or the full one where the page has it already). */
export const loadHls = () => keptHls('light', () => import('hls.js/light'));
