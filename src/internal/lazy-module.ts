import type {ReactiveControllerHost, ReactiveElement} from '@lit/reactive-element';
import {CODE_UNAVAILABLE} from './chunk-error.js';
import {h} from './dom.js';

/** A chunk imported the first time it is asked for. */
export interface LazyModule<T> {
  /**
   * The chunk once it is there; asking starts its import, and the host updates when it comes
   * or fails. After a failure, asking does not import again: `load()` does.
   */
  (): T | undefined;
  /** The chunk, importing it if need be. */
  load(): Promise<T>;
  /** Why the last import failed (a `ChunkError` from `importChunk`), until `load()` tries again. */
  readonly failure: unknown;
}

/**
 * A feature's code as a chunk of its own, imported by the widget that first uses it, so a page
 * that does not use it pays no bytes. A failed import (offline) is asked for again by the next
 * `load()`, which only WebKit fetches again: Chromium and Firefox keep it failed.
 */
export function lazyModule<T>(
  host: ReactiveControllerHost,
  importer: () => Promise<T>,
): LazyModule<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  let failure: unknown;
  const load = () => {
    failure = undefined;
    return (loading ??= importer().then(
      (chunk) => {
        loaded = chunk;
        host.requestUpdate();
        return chunk;
      },
      (error: unknown) => {
        loading = undefined;
        failure = error;
        host.requestUpdate();
        throw error;
      },
    ));
  };
  const get = () => {
    if (!loaded && failure === undefined) load().catch(() => {});
    return loaded;
  };
  return Object.defineProperties(Object.assign(get, {load}), {
    failure: {get: () => failure},
  }) as LazyModule<T>;
}

/** An element whose view is a chunk of its own (the carousel, the transcript). */
interface ViewHost extends ReactiveElement {
  readonly words: {codeUnavailable?: string};
}

/**
 * Renders `host`'s view once its chunk is in. Until then the element shows `waiting`, or, when
 * the chunk could not be downloaded, says so at once in a paragraph of `part`.
 */
export function updateView(
  host: ViewHost,
  chunk: LazyModule<{update(): void}>,
  part: string,
  ...waiting: Node[]
): void {
  const view = chunk();
  if (view) return view.update();
  host.renderRoot.replaceChildren(
    ...(chunk.failure === undefined
      ? waiting
      : [h('p', {part, role: 'alert'}, host.words.codeUnavailable ?? CODE_UNAVAILABLE)]),
  );
}
