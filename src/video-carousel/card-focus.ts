import type {ReactiveElement} from '@lit/reactive-element';
import type {RowScrollController} from './row-scroll-controller.js';

/** The card button an event happened in, if any. */
export function cardOf(event: Event): HTMLButtonElement | null {
  return (event.target as Element).closest<HTMLButtonElement>('button.card-button');
}

/**
 * The row's roving tab stop: one card is in the Tab order, arrows (mirrored right to left),
 * Home and End move among the cards shown, and scroll the card reached wholly into view.
 */
export class CardFocus {
  /** Index of the card that is the row's tab stop. */
  active = 0;

  constructor(
    private readonly _host: ReactiveElement,
    private readonly _scroll: RowScrollController,
  ) {}

  /** Makes the card at `index` the tab stop. */
  setActive(index: number): void {
    if (index === this.active) return;
    this.active = index;
    this._host.requestUpdate();
  }

  /** Focuses the card of video `id`, if it is rendered. */
  focus(id: number): void {
    this._host.renderRoot.querySelector<HTMLElement>(`.card-button[data-id="${id}"]`)?.focus();
  }

  readonly onFocusIn = (event: FocusEvent) => {
    const card = cardOf(event);
    if (card) this.setActive(this._cards().indexOf(card));
  };

  /** Scrolls the card at `index` wholly into view. */
  reveal(index: number): void {
    this._scroll.reveal(index);
  }

  /** Focuses the card at `index` (or the nearest shown) and scrolls it wholly into view. */
  focusAt(index: number): void {
    const cards = this._cards();
    const shown = Math.max(0, Math.min(index, cards.length - 1));
    cards[shown]?.focus({preventScroll: true});
    this._scroll.reveal(shown);
  }

  readonly onKeydown = (event: KeyboardEvent) => {
    const cards = this._cards();
    const current = cards.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const target = this._target(event.key, current, cards.length);
    if (target === undefined) return;
    event.preventDefault();
    this.focusAt(target);
  };

  private _target(key: string, current: number, count: number): number | undefined {
    const forward = getComputedStyle(this._host).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = {
      [forward]: current + 1,
      [backward]: current - 1,
      Home: 0,
      End: count - 1,
    };
    return targets[key];
  }

  private _cards(): HTMLButtonElement[] {
    return [...this._host.renderRoot.querySelectorAll<HTMLButtonElement>('.list .card-button')];
  }
}
