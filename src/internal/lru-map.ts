/**
 * A `Map` bounded to `capacity` entries: setting a new key beyond it evicts the least recently
 * used one. `get` counts as a use. Shared by the client's answer cache, the playlist store and
 * the proxy's caches and rate-limit table, so that none of them grows without bound.
 */
export class LruMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
    if (!Number.isInteger(capacity) || capacity < 1) {
      throw new RangeError(`LruMap capacity must be a positive integer, got ${capacity}`);
    }
  }

  override get(key: K): V | undefined {
    if (!super.has(key)) return undefined;
    const value = super.get(key) as V;
    // Re-inserting moves the key to the end: the first key is always the least recently used.
    super.delete(key);
    super.set(key, value);
    return value;
  }

  override set(key: K, value: V): this {
    super.delete(key);
    super.set(key, value);
    if (this.size > this.capacity) {
      const oldest = this.keys().next();
      if (!oldest.done) super.delete(oldest.value);
    }
    return this;
  }
}
