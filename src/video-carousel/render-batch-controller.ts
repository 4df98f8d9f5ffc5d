import type {ReactiveController, ReactiveControllerHost} from 'lit';

/** Items in the first update: a wide row's worth plus a margin, so the first row paints at once. */
export const FIRST_BATCH = 24;
/** Items added on each later frame: small enough that a frame stays well under 50 ms. */
const BATCH = 48;

/**
 * How many items of a long list to render. A new list renders its first batch in the host's
 * next update and grows by a batch a frame after that, so the first row of a thousand cards
 * paints as soon as a row of twelve: laying out every card at once took seconds.
 */
export class RenderBatchController implements ReactiveController {
  /** How many items of the current list to render. */
  count = 0;
  private _items?: readonly unknown[];
  private _frame = 0;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _list: () => readonly unknown[] | undefined,
  ) {
    _host.addController(this);
  }

  /** Whether every item of the list is rendered, so the end of the row is the list's end. */
  get complete(): boolean {
    return this.count >= (this._items?.length ?? 0);
  }

  hostConnected(): void {
    this._schedule();
  }

  hostDisconnected(): void {
    this._cancel();
  }

  hostUpdate(): void {
    const items = this._list();
    if (items === this._items) return;
    // New data starts again from its first batch.
    this._items = items;
    this.count = Math.min(FIRST_BATCH, items?.length ?? 0);
    this._cancel();
  }

  hostUpdated(): void {
    this._schedule();
  }

  /** Renders every item in the host's next update (a keyboard jump to a card not yet rendered). */
  renderAll(): void {
    this._cancel();
    if (this.complete) return;
    this.count = this._items?.length ?? 0;
    this._host.requestUpdate();
  }

  private _cancel(): void {
    cancelAnimationFrame(this._frame);
    this._frame = 0;
  }

  private _schedule(): void {
    if (this._frame || this.complete) return;
    this._frame = requestAnimationFrame(() => {
      this._frame = 0;
      this.count = Math.min(this.count + BATCH, this._items?.length ?? 0);
      this._host.requestUpdate();
    });
  }
}
