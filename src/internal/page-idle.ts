/**
 * Runs `callback` once the page has loaded (its `load` event) and then the main thread is idle
 * (where the browser tells it; WebKit does not), so what the page itself needs first never waits.
 */
export function whenPageIdle(callback: () => void): void {
  const idle = () =>
    'requestIdleCallback' in globalThis
      ? requestIdleCallback(() => callback())
      : setTimeout(callback);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, {once: true});
}
