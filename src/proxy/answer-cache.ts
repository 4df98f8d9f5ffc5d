import {LruMap} from '../internal/lru-map.js';
import type {AnswerStore} from './stores.js';
import type {Answer} from './upstream.js';

/** Bounds memory when callers ask for many distinct categories. */
const MAX_ENTRIES = 1000;

/**
 * The default answer store: this instance's memory, the least recently used answer forgotten
 * beyond 1000, each forgotten once its keep time is over (by the clock `now`).
 */
export class MemoryAnswerStore implements AnswerStore {
  private readonly _entries = new LruMap<string, {answer: Answer; until: number}>(MAX_ENTRIES);

  constructor(private readonly _now: () => number) {}

  async get(key: string): Promise<Answer | undefined> {
    const entry = this._entries.get(key);
    if (entry && this._now() < entry.until) return entry.answer;
    this._entries.delete(key);
    return undefined;
  }

  async set(key: string, answer: Answer, keepMs: number): Promise<void> {
    if (keepMs > 0) this._entries.set(key, {answer, until: this._now() + keepMs});
  }
}
