import type {ReactiveElement} from 'lit';
import type {RenderBatchController} from './render-batch-controller.js';
import type {RowScrollController} from './row-scroll-controller.js';

/** The card button an event happened in, if any. */
export function cardOf(event: Event): HTMLButtonElement | null {
  return (event.target as Element).closest<HTMLButtonElement>('button.card-button');
}

/**
 * The row's roving tab stop: one card is in the Tab order, arrows (mirrored right to left),
 * Home and End move among all cards, also those a later batch has not rendered yet, and
 * scroll the card reached wholly into view.
 */
export class CardFocus {
  /** Index of the card that is the row's tab stop. */
  active = 0;

  constructor(
    private readonly _host: ReactiveElement,
    /** How many cards the whole list has, rendered or not. */
    private readonly _total: () => number,
    private readonly _batches: RenderBatchController,
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

  readonly onKeydown = async (event: KeyboardEvent) => {
    let cards = this._cards();
    const current = cards.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const target = this._target(event.key, current);
    if (target === undefined) return;
    event.preventDefault();
    // End, or an arrow past the cards rendered so far, reaches the real card.
    if (target >= cards.length && target < this._total()) {
      this._batches.renderAll();
      await this._host.updateComplete;
      cards = this._cards();
    }
    const index = Math.max(0, Math.min(target, cards.length - 1));
    cards[index]?.focus({preventScroll: true});
    this._scroll.reveal(index);
  };

  private _target(key: string, current: number): number | undefined {
    const forward = getComputedStyle(this._host).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = {
      [forward]: current + 1,
      [backward]: current - 1,
      Home: 0,
      End: this._total() - 1,
    };
    return targets[key];
  }

  private _cards(): HTMLButtonElement[] {
    return [...this._host.renderRoot.querySelectorAll<HTMLButtonElement>('.list .card-button')];
  }
}
