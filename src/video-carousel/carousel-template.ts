import {html} from 'lit/html.js';
import {fill} from '../internal/placeholders.js';
import {renderNav} from './carousel-states.js';
import type {CoreStrings} from './carousel-strings.js';

/** What the carousel shows, as its code or a server (render-carousel.ts) has it. */
export interface CarouselParts {
  strings: CoreStrings;
  /** The element's `label`, else derived from its `category`. */
  label?: string;
  category?: string;
  loading: boolean;
  /** Whether the row holds cards (else the prev/next buttons are inert). */
  cards: boolean;
  atStart: boolean;
  atEnd: boolean;
  onPage(direction: 1 | -1): void;
  /** The filter chips above the region. */
  bar: unknown;
  /** What the row holds: the placeholders, the cards, or a message. */
  row: unknown;
  /** What the live region says. */
  announcement: string;
  dialog: unknown;
}

/**
 * The carousel's shadow root: the labelled region with its row between the prev/next buttons,
 * the live region and the dialog. One template for the page and the server, so that what a
 * server prints is what the element hydrates (render-carousel.ts).
 */
export function carouselTemplate(parts: CarouselParts) {
  const {strings, category} = parts;
  const label =
    parts.label || (category ? fill(strings.regionLabel, {category}) : strings.regionLabelAll);
  // The row gets tabindex=-1 because Firefox makes every scroller a tab stop; the
  // cards are the row's one tab stop.
  return html`${parts.bar}
    <section
      part="region"
      class="region"
      aria-label=${label}
      aria-roledescription=${strings.roleDescription}
      aria-busy=${parts.loading ? 'true' : 'false'}
    >
      ${renderNav(-1, strings.previous, parts.atStart, parts.cards, () => parts.onPage(-1))}
      <div id="row" part="row" class="row" tabindex="-1">${parts.row}</div>
      ${renderNav(1, strings.next, parts.atEnd, parts.cards, () => parts.onPage(1))}
    </section>
    <p class="visually-hidden" role="status">${parts.announcement}</p>
    ${parts.dialog}`;
}

/** What the list of cards listens to: the row's selection, keys, focus and pointer. */
export interface ListHandlers {
  onClick?(event: MouseEvent): void;
  onKeydown?(event: KeyboardEvent): void;
  onFocusIn?(event: FocusEvent): void;
  onFocusOut?(event: FocusEvent): void;
  onPointerOver?(event: PointerEvent): void;
  onPointerLeave?(event: PointerEvent): void;
}

/** The row's list of `cards` and, after them, `more` (the Load more button). */
export function cardList(cards: unknown, more: unknown, handlers: ListHandlers) {
  return html`<ul
    class="list"
    @click=${handlers.onClick}
    @keydown=${handlers.onKeydown}
    @focusin=${handlers.onFocusIn}
    @focusout=${handlers.onFocusOut}
    @pointerover=${handlers.onPointerOver}
    @pointerleave=${handlers.onPointerLeave}
  >
    ${cards} ${more}
  </ul>`;
}
