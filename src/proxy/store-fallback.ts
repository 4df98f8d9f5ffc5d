import {causeOf} from './cause.js';
import type {AnswerStore, RateStore} from './stores.js';

/** How long a failed shared store is left alone before it is tried again. */
const RETRY_MS = 1000;
/**
 * A shared store slower than this counts as failed. A safety net for stores that cannot time
 * out themselves (Redis commands do, after 3 s): generous, since on a starved event loop this
 * timer can fire before a reply that has long arrived is read.
 */
const OPERATION_TIMEOUT_MS = 10_000;

/**
 * Runs operations on a shared store while it works, and on this instance's memory when it
 * fails: a store never fails a request. The first failure is logged once with its cause; the
 * store is tried again every second, and used again as soon as it answers.
 */
export class StoreFallback {
  private _failedAt: number | undefined;

  constructor(
    private readonly _log: (line: string) => void,
    private readonly _secrets: readonly string[],
  ) {}

  async run<T>(shared: () => Promise<T>, memory: () => Promise<T>): Promise<T> {
    if (this._failedAt !== undefined && performance.now() - this._failedAt < RETRY_MS) {
      return memory();
    }
    try {
      const result = await withTimeout(shared());
      if (this._failedAt !== undefined) {
        this._failedAt = undefined;
        this._log('video proxy: the shared store is back; sharing answers and limits again');
      }
      return result;
    } catch (error) {
      if (this._failedAt === undefined) {
        this._log(
          `video proxy: the shared store failed (${causeOf(error, this._secrets)}); ` +
            'using this instance’s memory until it is back',
        );
      }
      this._failedAt = performance.now();
      return memory();
    }
  }
}

function withTimeout<T>(operation: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${OPERATION_TIMEOUT_MS} ms`)),
      OPERATION_TIMEOUT_MS,
    );
  });
  return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
}

/** `shared` answers, falling back on `memory` (where no claim is needed: nothing is shared). */
export function answersWithFallback(
  shared: AnswerStore,
  memory: AnswerStore,
  fallback: StoreFallback,
): AnswerStore {
  return {
    get: (key) =>
      fallback.run(
        () => shared.get(key),
        () => memory.get(key),
      ),
    set: (key, answer, keepMs) =>
      fallback.run(
        () => shared.set(key, answer, keepMs),
        () => memory.set(key, answer, keepMs),
      ),
    claim: (key, ms) =>
      fallback.run(
        () => shared.claim?.(key, ms) ?? Promise.resolve(true),
        async () => true,
      ),
    release: (key) =>
      fallback.run(
        () => shared.release?.(key) ?? Promise.resolve(),
        async () => undefined,
      ),
  };
}

/** `shared` rate counters, falling back on `memory`. */
export function ratesWithFallback(
  shared: RateStore,
  memory: RateStore,
  fallback: StoreFallback,
): RateStore {
  return {
    take: (...args) =>
      fallback.run(
        () => shared.take(...args),
        () => memory.take(...args),
      ),
  };
}
