import type {Answer} from './upstream.js';

/**
 * Where the proxy keeps upstream answers. One in memory by default; a shared one (Redis, the
 * edge's Cache API) lets every instance serve what any of them fetched.
 */
export interface AnswerStore {
  /** The answer stored under `key`, if any is left. */
  get(key: string): Promise<Answer | undefined>;
  /** Keeps `answer` under `key` for `keepMs` milliseconds (its fresh and stale time). */
  set(key: string, answer: Answer, keepMs: number): Promise<void>;
  /**
   * For a store shared by instances: claims the fetch of `key` for `ms` milliseconds, true for
   * the one instance that should ask the upstream. Stores without it are never waited on.
   */
  claim?(key: string, ms: number): Promise<boolean>;
  /** Gives a claim up once its answer is stored (or the fetch failed). */
  release?(key: string): Promise<void>;
}

/** Where the proxy counts requests per client, for its token-bucket rate limit. */
export interface RateStore {
  /**
   * Takes a token of `client`'s bucket (`burst` at most, refilled at `perSecond`) at time `now`
   * (ms): 0 when there was one, else the whole seconds until there will be (for `Retry-After`).
   */
  take(client: string, burst: number, perSecond: number, now: number): Promise<number>;
}
