/**
 * Bounds the calls in flight to the upstream: at most `concurrency` run at once, up to
 * `queueSize` more wait their turn, each for at most `queueWait` ms. The returned function runs
 * `task` when a slot is free and answers `undefined` when the queue is full or the wait is over,
 * so the caller can answer 503 instead of piling requests onto the service.
 */
export function upstreamLimit(
  concurrency: number,
  queueSize: number,
  queueWait: number,
): <T>(task: () => Promise<T>) => Promise<T | undefined> {
  let running = 0;
  const waiting: Array<() => void> = [];

  /** Resolves true once a finishing task hands its slot over, false after `queueWait` ms. */
  const turn = () =>
    new Promise<boolean>((resolve) => {
      const start = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(start), 1);
        resolve(false);
      }, queueWait);
      waiting.push(start);
    });

  return async (task) => {
    if (running < concurrency) running++;
    else if (waiting.length >= queueSize || !(await turn())) return undefined;
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiter, so `running` only drops when none waits.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
