import {LruMap} from '../internal/lru-map.js';
import type {RateStore} from './stores.js';

/** Bounds memory under many distinct clients; the least recently seen are forgotten first. */
const MAX_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  updated: number;
}

/** The default rate store: a token bucket per client in this instance's memory. */
export class MemoryRateStore implements RateStore {
  private readonly _buckets = new LruMap<string, Bucket>(MAX_CLIENTS);

  async take(client: string, burst: number, perSecond: number, now: number): Promise<number> {
    const bucket = this._buckets.get(client) ?? {tokens: burst, updated: now};
    const elapsed = Math.max(0, now - bucket.updated) / 1000;
    bucket.tokens = Math.min(burst, bucket.tokens + elapsed * perSecond);
    bucket.updated = now;
    this._buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  }
}
