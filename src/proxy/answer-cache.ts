import {LruMap} from '../internal/lru-map.js';
import type {Answer} from './upstream.js';

/** Bounds memory when callers ask for many distinct categories. */
const MAX_ENTRIES = 1000;

/**
 * Keeps upstream answers by upstream path: fresh for `ttl` ms, then kept `stale` ms more to be
 * served only when the service fails. A `ttl` of 0 keeps nothing.
 */
export class AnswerCache {
  private readonly _entries = new LruMap<string, Answer>(MAX_ENTRIES);

  constructor(
    private readonly _ttl: number,
    private readonly _stale: number,
    private readonly _now: () => number,
  ) {}

  /** The stored answer and whether it is fresh; nothing once it is past the stale window. */
  get(key: string): {answer: Answer; fresh: boolean} | undefined {
    const answer = this._entries.get(key);
    if (!answer) return undefined;
    const age = this._now() - answer.storedAt;
    if (age >= this._ttl + this._stale) {
      this._entries.delete(key);
      return undefined;
    }
    return {answer, fresh: age < this._ttl};
  }

  set(key: string, answer: Answer): void {
    if (this._ttl > 0) this._entries.set(key, answer);
  }
}
