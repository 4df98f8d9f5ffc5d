import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {afterNextPaint} from '../internal/after-paint.js';

/**
 * A new list's cards in two updates: the first row's (as many as the row shows) in the frame
 * the list comes in, the others once that frame has painted. On a phone's CPU twelve cards
 * rendered at once were one task of about 170 ms before the row showed, most of it lit's
 * template instances (bench `hostileAnswers`, docs/performance-log.md); the cards out of view
 * can wait a frame; the region is busy (`aria-busy`) until they are in, and `videos-load` waits for
 * them. A list a server printed is hydrated whole, as it was printed.
 */
export class FirstRowFirst implements ReactiveController {
  /** How many cards of `_list` to render: all once its first row has painted. */
  private _limit = Infinity;
  /** Where the row was scrolled to as the other cards were asked for. */
  private _kept?: number;

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _row: () => HTMLElement | null,
    /** The list a server printed, whole in the markup. */
    private _list?: readonly unknown[],
  ) {
    _host.addController(this);
  }

  /**
   * The other cards leave the row where it was: WebKit keeps a right-to-left row's distance from
   * its left edge as cards are added there, which took the row from its first cards to its last.
   * Put back at once, not by the row's smooth scrolling.
   */
  hostUpdated(): void {
    if (this._kept === undefined) return; // Every other update of the host: nothing to look up.
    this._row()?.scrollTo({left: this._kept, behavior: 'instant'});
    this._kept = undefined;
  }

  /** Whether every card of the newest list renders. */
  get whole(): boolean {
    return this._limit === Infinity;
  }

  /** How many of `list`'s cards to render in this update, of which the row shows `fit`. */
  count(list: readonly unknown[], fit = Infinity): number {
    if (list === this._list) return this._limit;
    this._list = list;
    // A hidden page paints no frame to wait for.
    this._limit = fit < list.length && document.visibilityState !== 'hidden' ? fit : Infinity;
    if (!this.whole) {
      afterNextPaint(() => {
        if (this._list !== list) return;
        this._limit = Infinity;
        this._kept = this._row()?.scrollLeft;
        this._host.requestUpdate();
      });
    }
    return this._limit;
  }
}
