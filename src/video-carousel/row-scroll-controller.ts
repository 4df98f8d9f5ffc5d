import {prefersReducedMotion} from '../internal/preferences.js';
import type {ReactiveController, ReactiveControllerHost} from 'lit';

/**
 * Tracks whether a horizontally scrolling row is at its start or end (so prev/next
 * can be disabled) and pages it by whole cards. Works in both writing directions:
 * in RTL `scrollLeft` runs from 0 to negative values.
 */
export class RowScrollController implements ReactiveController {
  atStart = true;
  atEnd = true;
  private _row?: HTMLElement;
  private _frame = 0;
  private readonly _resize = new ResizeObserver(() => this._schedule());
  private readonly _onScroll = () => this._schedule();

  constructor(
    private readonly _host: ReactiveControllerHost,
    private readonly _findRow: () => HTMLElement | null | undefined,
    /** Whether the row holds all its cards: until then its scroll end is not the end. */
    private readonly _complete: () => boolean,
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

  /** Scrolls by the cards that are fully visible, forwards (1) or backwards (-1). */
  page(direction: 1 | -1): void {
    const row = this._row;
    if (!row) return;
    const [first, second] = row.querySelectorAll<HTMLElement>(':scope > ul > li');
    const step = first && second ? Math.abs(second.offsetLeft - first.offsetLeft) : 0;
    const gap = step && first ? step - first.offsetWidth : 0;
    const distance = step
      ? Math.max(1, Math.floor((row.clientWidth + gap) / step)) * step
      : row.clientWidth;
    const rtl = getComputedStyle(row).direction === 'rtl';
    row.scrollBy({
      left: direction * (rtl ? -1 : 1) * distance,
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
    const atEnd = position >= max - 1 && this._complete();
    if (atStart === this.atStart && atEnd === this.atEnd) return;
    this.atStart = atStart;
    this.atEnd = atEnd;
    this._host.requestUpdate();
  }
}
