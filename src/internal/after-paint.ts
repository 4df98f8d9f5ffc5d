/**
 * Runs `callback` once the page has painted its next frame (a task after it), so work that can
 * wait does not hold back what an interaction shows; at once on a hidden page, which paints none.
 */
export function afterNextPaint(callback: () => void): void {
  if (document.visibilityState === 'hidden') return callback();
  requestAnimationFrame(() => setTimeout(callback));
}
