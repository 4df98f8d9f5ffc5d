import {css} from '../internal/styles.js';

/**
 * The carousel's box and what sizes it (the look is in `video-carousel.styles.ts`). The element
 * adopts these from the start; the rest of its styles come with its code (`carousel-core.ts`),
 * and until then `.reserve` holds the room the loading row will take, so nothing moves when it
 * comes: the row, and in a narrow carousel the previous and next buttons below it.
 */
export const hostStyles = css`
  :host {
    --video-carousel-card-width: 16rem;
    --video-carousel-gap: 1rem;
    /* Room for the focus ring inside each item, which clips its paint (content-visibility). */
    --_ring: 4px;
    /* The usual card height, a minimum: the skeleton and the empty and error states have
       it, so nothing moves when cards arrive; a card with more text (WCAG 1.4.12 spacing,
       many tags) grows, and its row with it, rather than clipping. */
    --_body-height: 9.5em;
    --_card-height: calc(var(--video-carousel-card-width) * 9 / 16 + var(--_body-height));
    --_row-height: calc(var(--_card-height) + 2 * var(--_ring));
    --_region-gap: 0.5rem;
    /* Buttons' least size: a 44 px target (WCAG 2.5.5). */
    --_button-size: 2.75rem;

    display: block;
    container-type: inline-size;
  }

  :host([hidden]) {
    display: none;
  }

  /* As wide as a card (with its ring): it tells how many thumbnails to ask for early. */
  .reserve {
    block-size: var(--_row-height);
    inline-size: min(calc(var(--video-carousel-card-width) + 2 * var(--_ring)), 100%);
  }

  @container (max-width: 30rem) {
    .reserve {
      block-size: calc(var(--_row-height) + var(--_region-gap) + var(--_button-size));
    }
  }
`;
