/**
 * Runs `run` and returns the reasons of the promise rejections nobody handled meanwhile (wait
 * inside `run` for a stray one to surface: it comes a task or more after its cause).
 */
export async function unhandledRejections(run: () => Promise<void>): Promise<unknown[]> {
  const reasons: unknown[] = [];
  const onUnhandled = (event: PromiseRejectionEvent) => reasons.push(event.reason);
  addEventListener('unhandledrejection', onUnhandled);
  try {
    await run();
  } finally {
    removeEventListener('unhandledrejection', onUnhandled);
  }
  return reasons;
}
