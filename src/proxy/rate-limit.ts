import {LruMap} from '../internal/lru-map.js';

/** Bounds memory under many distinct clients; the least recently seen are forgotten first. */
const MAX_CLIENTS = 10_000;

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * A token bucket per client: `burst` requests at once, refilled at `perSecond`. The returned
 * function takes one token for `client` and answers 0, or when there is none, the whole
 * seconds until there will be one (for `Retry-After`).
 */
export function tokenBuckets(
  burst: number,
  perSecond: number,
  now: () => number,
): (client: string) => number {
  const buckets = new LruMap<string, Bucket>(MAX_CLIENTS);
  return (client) => {
    const time = now();
    const bucket = buckets.get(client) ?? {tokens: burst, updated: time};
    const elapsed = Math.max(0, time - bucket.updated) / 1000;
    bucket.tokens = Math.min(burst, bucket.tokens + elapsed * perSecond);
    bucket.updated = time;
    buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perSecond));
  };
}
