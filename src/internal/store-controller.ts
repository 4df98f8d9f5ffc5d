import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {SnapshotStore} from './snapshot-store.js';

/**
 * Subscribes a Lit element to a store while it is connected, and asks for an update only when
 * something the element `selects` from a snapshot changed (each value compared with `Object.is`).
 */
export class StoreController<T extends object> implements ReactiveController {
  private _selected: readonly unknown[] = [];
  private _stop?: () => void;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _store: SnapshotStore<T>,
    private readonly _select: (state: Readonly<T>) => readonly unknown[],
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._stop = this._store.subscribe((state) => {
      const selected = this._select(state);
      if (selected.every((value, i) => Object.is(value, this._selected[i]))) return;
      this._selected = selected;
      this._host.requestUpdate();
    });
  }

  hostDisconnected(): void {
    this._stop?.();
  }
}
