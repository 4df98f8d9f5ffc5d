import type HlsType from 'hls.js';
import type {HlsBuild} from './hls-build.js';

export type Hls = HlsType;
export type HlsConstructor = typeof HlsType;

const loading = new Map<HlsBuild, Promise<HlsConstructor>>();

/**
 * Imports one hls.js build on first use only; neither is in the entry bundle. A failed
 * import (e.g. offline) is not cached, so a later call tries again.
 *
 * Two literal `import()`s, so that the bundler splits each build into its own chunk.
 */
export function loadHls(build: HlsBuild): Promise<HlsConstructor> {
  let promise = loading.get(build);
  if (!promise) {
    const module = build === 'light' ? import('hls.js/light') : import('hls.js');
    promise = module.then(
      (loaded) => loaded.default,
      (error: unknown) => {
        loading.delete(build);
        throw error;
      },
    );
    loading.set(build, promise);
  }
  return promise;
}
