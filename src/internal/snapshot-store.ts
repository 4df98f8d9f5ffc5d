/**
 * Holds one frozen, read-only snapshot of some state. `update()` merges a patch; listeners hear
 * of the result once per microtask, and only when some key changed (compared with `Object.is`, so a
 * publisher keeps an unchanged array the same array). `flush()` publishes at once (for tests).
 */
export class SnapshotStore<T extends object> {
  private _state: Readonly<T>;
  private _pending?: T;
  private readonly _listeners = new Set<(state: Readonly<T>) => void>();

  constructor(initial: T) {
    this._state = Object.freeze({...initial});
  }

  /** The last published snapshot. */
  get state(): Readonly<T> {
    return this._state;
  }

  /** The snapshot with the changes not yet published: what the publisher decides on. */
  get latest(): Readonly<T> {
    return this._pending ?? this._state;
  }

  update(patch: Partial<T>): void {
    if (!this._pending) queueMicrotask(() => this.flush());
    this._pending = {...(this._pending ?? this._state), ...patch};
  }

  /** Publishes the pending changes now, if there are any. */
  flush(): void {
    const next = this._pending;
    this._pending = undefined;
    if (
      !next ||
      (Object.keys(next) as Array<keyof T>).every((k) => Object.is(next[k], this._state[k]))
    ) {
      return;
    }
    this._state = Object.freeze(next);
    for (const listener of this._listeners) listener(this._state);
  }

  /** Calls `listener` with every new snapshot; returns what stops that. */
  subscribe(listener: (state: Readonly<T>) => void): () => void {
    this._listeners.add(listener);
    return () => this._listeners.delete(listener);
  }
}
