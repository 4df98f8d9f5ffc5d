import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {PAGE_SIZE} from './video-card.js';

/**
 * How many cards of a long list are in the row: a new list shows its first page, and "Load
 * more" appends the next. A thousand cards laid out at once took seconds of long tasks; a page
 * of cards is one short update, and cards scrolled away skip rendering (`content-visibility`).
 */
export class CardPagesController implements ReactiveController {
  /** How many cards of the current list the row shows. */
  count = 0;
  private _items?: readonly unknown[];

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _list: () => readonly unknown[] | undefined,
  ) {
    _host.addController(this);
    this.hostUpdate();
  }

  /** How many cards of the list are not shown yet. */
  get remaining(): number {
    return (this._items?.length ?? 0) - this.count;
  }

  hostUpdate(): void {
    const items = this._list();
    if (items === this._items) return;
    // New data (another answer, another filter) starts again from its first page.
    this._items = items;
    this.count = Math.min(PAGE_SIZE, items?.length ?? 0);
  }

  /** Shows the next page in the host's next update; returns how many cards it adds. */
  showMore(): number {
    const added = Math.min(PAGE_SIZE, this.remaining);
    this.count += added;
    this._host.requestUpdate();
    return added;
  }
}
