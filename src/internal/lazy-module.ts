import type {ReactiveControllerHost} from 'lit';

/** A chunk imported the first time it is asked for. */
export interface LazyModule<T> {
  /** The chunk once it is there; asking starts its import, and the host updates when it comes. */
  (): T | undefined;
  /** The chunk, importing it if need be. */
  load(): Promise<T>;
}

/**
 * A feature's code as a chunk of its own, imported by the widget that first uses it, so a page
 * that does not use it pays no bytes. A failed import (offline) is asked for again when next
 * needed, which only WebKit fetches again: Chromium and Firefox keep it failed (`ChunkError`).
 */
export function lazyModule<T>(
  host: ReactiveControllerHost,
  importer: () => Promise<T>,
): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (chunk) => {
        loaded = chunk;
        host.requestUpdate();
        return chunk;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const get = () => {
    if (!loaded) load().catch(() => {});
    return loaded;
  };
  return Object.assign(get, {load});
}
