/**
 * Runs `run` while the test server answers 503 for the module `name` (its file name without
 * extension; web-test-runner.config.js): a chunk of the widgets that cannot be downloaded.
 * Chromium and Firefox keep a failed import failed for the page: one module per test file.
 */
export async function withoutModule<T>(name: string, run: () => Promise<T>): Promise<T> {
  document.cookie = `fail-module=${name}; path=/`;
  try {
    return await run();
  } finally {
    document.cookie = 'fail-module=; path=/; max-age=0';
  }
}

/** What a widget says, in English, when a chunk of its code could not be downloaded. */
export const RELOAD_WORDS =
  'A part of this video widget could not be downloaded. Check your connection, then reload the page.';
