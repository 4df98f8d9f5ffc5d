import {prefersReducedMotion} from '../internal/preferences.js';
import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Tracks whether a horizontally scrolling row is at its start or end (so prev/next
 * can be disabled) and pages it by whole cards. Works in both writing directions:
 * in RTL `scrollLeft` runs from 0 to negative values.
 */
export class RowScrollController implements ReactiveController {
  atStart = true;
  /**
   * Until measured, a row is taken to go on past what shows, as most rows do and as a server
   * prints it (render-carousel.ts): one that fits says so after its first frame.
   */
  atEnd = false;
  private _row?: HTMLElement;
  private _frame = 0;
  private readonly _resize = new ResizeObserver(() => this._schedule());
  private readonly _onScroll = () => this._schedule();

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _findRow: () => HTMLElement | null | undefined,
  ) {
    _host.addController(this);
  }

  hostUpdated(): void {
    const row = this._findRow() ?? undefined;
    if (row !== this._row) {
      this._detach();
      this._row = row;
      row?.addEventListener('scroll', this._onScroll, {passive: true});
      if (row) this._resize.observe(row);
    }
    // The content may have changed width without the row resizing.
    this._schedule();
  }

  hostDisconnected(): void {
    this._detach();
    this._row = undefined;
  }

  /**
   * Scrolls by the cards that are fully visible, forwards (1) or backwards (-1). Returns the
   * index of the first card wholly in view once there, to become the row's tab stop: Tab
   * then lands on a card the reader sees, and arrows go on from the page Next showed. Read from
   * the row itself, as `atStart` and `atEnd` lag a smooth scroll by a frame (more on a busy
   * page). Undefined without a row.
   */
  page(direction: 1 | -1): number | undefined {
    const row = this._row;
    if (!row) return undefined;
    const step = this._step();
    const distance = step
      ? Math.max(1, Math.floor((row.clientWidth + this._gap(step)) / step)) * step
      : row.clientWidth;
    const max = row.scrollWidth - row.clientWidth;
    const position = Math.abs(row.scrollLeft);
    const target = Math.max(0, Math.min(max, position + direction * distance));
    // Also at that end already: a smooth scroll on its way elsewhere (Previous pressed as Next's
    // leaves the start) is turned back, and the tab stop follows.
    this._scrollTo(target);
    return step ? Math.max(0, Math.ceil((target - 1) / step)) : 0;
  }

  /**
   * Scrolls just enough to show the whole card at `index`, to a position where a card starts:
   * the row snaps to card starts, and a position between two would be snapped away, leaving
   * the card clipped.
   */
  reveal(index: number): void {
    const row = this._row;
    const step = this._step();
    if (!row || !step) return;
    const start = index * step;
    const end = start + step - this._gap(step);
    const position = Math.abs(row.scrollLeft);
    if (start < position) this._scrollTo(start);
    else if (end > position + row.clientWidth) {
      this._scrollTo(Math.min(start, Math.ceil((end - row.clientWidth) / step) * step));
    }
  }

  /** Distance from one card's start to the next one's, 0 with fewer than two cards. */
  private _step(): number {
    const [first, second] = this._items();
    return first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
  }

  private _gap(step: number): number {
    const [first] = this._items();
    return first ? step - first.offsetWidth : 0;
  }

  private _items(): NodeListOf<HTMLElement> | [] {
    return this._row?.querySelectorAll<HTMLElement>(':scope > ul > li') ?? [];
  }

  /** Scrolls to a distance from the row's start, in either writing direction. */
  private _scrollTo(distance: number): void {
    const row = this._row;
    if (!row) return;
    const rtl = getComputedStyle(row).direction === 'rtl';
    row.scrollTo({
      left: (rtl ? -1 : 1) * distance,
      behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    });
  }

  private _detach(): void {
    cancelAnimationFrame(this._frame);
    this._row?.removeEventListener('scroll', this._onScroll);
    this._resize.disconnect();
  }

  private _schedule(): void {
    cancelAnimationFrame(this._frame);
    this._frame = requestAnimationFrame(() => this._measure());
  }

  private _measure(): void {
    const row = this._row;
    if (!row) return;
    const position = Math.abs(row.scrollLeft);
    const max = row.scrollWidth - row.clientWidth;
    const atStart = position <= 1;
    const atEnd = position >= max - 1;
    if (atStart === this.atStart && atEnd === this.atEnd) return;
    this.atStart = atStart;
    this.atEnd = atEnd;
    this._host.requestUpdate();
  }
}
