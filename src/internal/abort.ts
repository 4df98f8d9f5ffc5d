/** Whether `error` is an abort (a fetch or task cut short on purpose), which is never shown. */
export function isAbort(error: unknown): boolean {
  return (error as {name?: unknown} | null | undefined)?.name === 'AbortError';
}

/** What a `play()` cut short by a pause or a new source rejects with, as a `<video>`'s does. */
export const interruptedPlay = () =>
  new DOMException('The play() request was interrupted by a pause or a new source.', 'AbortError');

/**
 * `work`, settled no later than `signal` aborts (then rejected with the signal's reason).
 * Handing the signal to `fetch` is not enough where it comes from `AbortSignal.any`: WebKit now
 * and then lets the fetch run on after such a signal aborted (WebKitGTK 2.50: 4 fetches in 300
 * with `AbortSignal.any([controller.signal, AbortSignal.timeout(200)])` settled when the server
 * answered, 15 s later; none in 450 with the timeout's signal alone). What `work` does after
 * that is ignored, a late failure included.
 */
export function settleBy<T>(signal: AbortSignal, work: Promise<T>): Promise<T> {
  const aborted = new Promise<never>((_, reject) => {
    signal.throwIfAborted();
    signal.addEventListener('abort', () => reject(signal.reason), {once: true});
  });
  return Promise.race([work, aborted]);
}
