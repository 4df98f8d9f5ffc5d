/** What the widgets say by default about code that did not come (a `ChunkError`'s message). */
export const CODE_UNAVAILABLE =
  'A part of this video widget could not be downloaded. Check your connection, then reload the page.';

/**
 * A chunk of the widgets' own code that could not be downloaded (the page went offline after
 * it loaded, or the host serving the script failed). Asking again does not help: Chromium and
 * Firefox keep a failed module import failed until the page reloads (as the HTML standard
 * says), so it offers no Retry and its words ask for a reload.
 */
export class ChunkError extends Error {
  override readonly name = 'ChunkError';
  readonly kind = 'chunk';
  readonly retryable = false;

  constructor(options?: ErrorOptions) {
    super(CODE_UNAVAILABLE, options);
  }
}

/** `importer`'s chunk; a failed download rejects with a `ChunkError`. */
export function importChunk<T>(importer: () => Promise<T>): Promise<T> {
  return importer().catch((cause: unknown) => {
    throw new ChunkError({cause});
  });
}

/**
 * `importer`'s chunk, which renders with lit-html: lit-html's chunk (rollup.config.mjs) is
 * fetched beside it, where the chunk's own import would fetch it only once the chunk is in.
 */
export function importView<T>(importer: () => Promise<T>): Promise<T> {
  return importChunk(() =>
    Promise.all([importer(), import('./render-in-root.js')]).then(([chunk]) => chunk),
  );
}
