import type HlsType from 'hls.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

let loading: Promise<HlsConstructor> | undefined;

/**
 * Imports hls.js on first use only; it is never in the entry bundle. A failed
 * import (e.g. offline) is not cached, so a later call tries again.
 *
 * The full build, not `hls.js/light`: measured for 1.7.4, light is 116.5 KB gzip against
 * 182.1 KB, but it has no subtitle controllers, so WebVTT renditions would never show.
 * The chunk is fetched on intent (hover/focus), so the extra bytes rarely delay a play.
 */
export function loadHls(): Promise<HlsConstructor> {
  loading ??= import('hls.js').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
