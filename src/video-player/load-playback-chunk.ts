import {importView} from '../internal/chunk-error.js';

export type PlaybackView = typeof import('./playback-chunk.js');

let loading: Promise<PlaybackView> | undefined;
let loaded: PlaybackView | undefined;

/**
 * Imports the playback view on first use only. A failed import (e.g. offline) rejects with a
 * `ChunkError` and is not kept here: a later call asks again (only WebKit then fetches again).
 */
export function loadPlaybackView(): Promise<PlaybackView> {
  // The playback chunk imports the fetch-ahead chunk (stream-prefetch.ts, also loaded alone by
  // a warm-up), the subtitles files' chunk (shared with the transcript) and lit-html's: asked
  // for together, the browser need not find them in the first to fetch them (a round trip more
  // before the start, as the bench's trace showed).
  loading ??= importView(() =>
    Promise.all([
      import('./playback-chunk.js'),
      import('../playback/stream-prefetch.js'),
      import('../playback/file-subtitles.js'),
    ]),
  ).then(
    ([view]) => (loaded = view),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The playback view, once loaded. */
export function playbackView(): PlaybackView | undefined {
  return loaded;
}
