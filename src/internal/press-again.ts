/**
 * A printed button pressed before the element's script ran, pressed again once the element is
 * there to hear it: a tap on a printed poster or card while the script loads. Such a button
 * has the focus, but not as the keyboard gives it (a pointer's press focuses a button in
 * Chromium and Firefox; Safari focuses none, so there the press is lost). The press comes a
 * microtask after the call, once the update under way has put in the element's listeners.
 */
export function pressAgain(root: ShadowRoot, printed: Node = root): void {
  const focused = root.activeElement as HTMLElement | null;
  if (focused && printed.contains(focused) && !focused.matches(':focus-visible')) {
    queueMicrotask(() => focused.click());
  }
}
