import type HlsType from 'hls.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

let loading: Promise<HlsConstructor> | undefined;

/**
 * Imports hls.js on first use only; it is never in the entry bundle. A failed
 * import (e.g. offline) is not cached, so a later call tries again.
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
