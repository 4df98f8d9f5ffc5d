import {css} from '../internal/styles.js';

export const styles = css`
  :host {
    --video-carousel-radius: 0.75rem;
    --video-carousel-font: inherit;
    --video-carousel-color: #1b1c1f;
    --video-carousel-muted-color: #55575e;
    --video-carousel-surface: #ffffff;
    --video-carousel-chip-background: #eceef3;
    --video-carousel-accent: #0b57d0;

    font-family: var(--video-carousel-font);
    color: var(--video-carousel-color);
  }

  @media (prefers-color-scheme: dark) {
    :host {
      --video-carousel-color: #eceef2;
      --video-carousel-muted-color: #b0b3bb;
      --video-carousel-surface: #1f2024;
      --video-carousel-chip-background: #33353b;
      --video-carousel-accent: #8ab4f8;
    }
  }

  .region {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    align-items: center;
    gap: var(--_region-gap);
  }

  /* A narrow row keeps its width for the cards: prev and next go below it. */
  @container (max-width: 30rem) {
    .region {
      grid-template-columns: 1fr 1fr;
    }

    .row {
      grid-area: 1 / 1 / 2 / 3;
    }

    [part~='button-prev'] {
      grid-area: 2 / 1;
      justify-self: start;
    }

    [part~='button-next'] {
      grid-area: 2 / 2;
      justify-self: end;
    }
  }

  .row {
    min-block-size: var(--_row-height);
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    /* Prev/next, arrow keys, wheel and touch scroll the row; a scrollbar that comes and
       goes with the content would change the row's height. */
    scrollbar-width: none;
  }

  @media (prefers-reduced-motion: no-preference) {
    .row {
      scroll-behavior: smooth;
    }
  }

  .list {
    display: flex;
    gap: max(0px, calc(var(--video-carousel-gap) - 2 * var(--_ring)));
    margin: 0;
    padding: 0;
    list-style: none;
  }

  li {
    box-sizing: border-box;
    flex: none;
    /* Never wider than the row: a 16rem card in a 200px row would be cut. */
    inline-size: min(calc(var(--video-carousel-card-width) + 2 * var(--_ring)), 100%);
    min-block-size: calc(var(--_card-height) + 2 * var(--_ring));
    padding: var(--_ring);
    scroll-snap-align: start;
    /* Off-screen cards skip rendering, so rows of hundreds stay smooth. */
    content-visibility: auto;
    /* The content box of a usual card: the padding adds the ring. */
    contain-intrinsic-size: auto var(--video-carousel-card-width) auto var(--_card-height);
  }

  /* A row narrower than a card (200 % zoom of a phone): each card is as narrow as the row, so
     taller than the usual card, and Firefox kept a card that came into view at the usual
     height, cut. One card shows at a time here: every card renders. */
  @container (width < 17rem) {
    li {
      content-visibility: visible;
    }
  }

  .card {
    position: relative;
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    block-size: 100%;
    border: 1px solid var(--video-carousel-chip-background);
    border-radius: var(--video-carousel-radius);
    overflow: hidden;
    background: var(--video-carousel-surface);
  }

  .card:has(.card-button:focus-visible) {
    outline: 2px solid var(--video-carousel-accent);
    outline-offset: 2px;
  }

  .card:hover .title {
    text-decoration: underline;
  }

  .card-button {
    appearance: none;
    display: block;
    flex: none;
    margin: 0;
    padding: 0.625em 0.75em 0.375em;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }

  /* The button's hit area is the whole card. */
  .card-button::after {
    content: '';
    position: absolute;
    inset: 0;
  }

  .card-button:focus-visible {
    outline: none;
  }

  button:focus-visible,
  .state:focus-visible {
    outline: 2px solid var(--video-carousel-accent);
    outline-offset: 2px;
  }

  .media {
    position: relative;
    display: block;
    flex: none;
    aspect-ratio: 16 / 9;
    background: var(--video-carousel-chip-background);
  }

  .media img {
    position: absolute;
    inset: 0;
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }

  .media img[hidden] {
    display: none;
  }

  .duration {
    position: absolute;
    inset-block-end: 0.5em;
    inset-inline-end: 0.5em;
    padding: 0.125em 0.4em;
    border-radius: 0.25em;
    background: rgb(0 0 0 / 0.78);
    color: #fff;
    font-size: 0.75em;
    font-variant-numeric: tabular-nums;
  }

  /* Titles wrap in full (the card caps their length): a clamped box cuts lines in half
     under WCAG 1.4.12 text spacing. */
  .title {
    display: block;
    font-weight: 600;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }

  .meta {
    display: flex;
    flex: 1;
    flex-direction: column;
    gap: 0.5em;
    padding: 0 0.75em 0.625em;
  }

  .facts {
    display: flex;
    flex-wrap: wrap;
    gap: 0.125em 0.75em;
    color: var(--video-carousel-muted-color);
    font-size: 0.8125em;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }

  .asset {
    font-weight: 600;
  }

  .community {
    color: var(--video-carousel-accent);
  }

  /* Every chip shows its whole text: chips wrap onto more lines instead of truncating. */
  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375em;
  }

  .chip {
    max-inline-size: 100%;
    box-sizing: border-box;
    padding: 0.2em 0.6em;
    border-radius: 0.75em;
    background: var(--video-carousel-chip-background);
    font-size: 0.75em;
    line-height: 1.4;
    overflow-wrap: anywhere;
  }

  .sector {
    box-shadow: inset 0 0 0 1px var(--video-carousel-muted-color);
  }

  /* Decorative: exactly the usual card height, whatever its bones need. */
  .skeleton {
    block-size: calc(var(--_card-height) + 2 * var(--_ring));
    overflow: hidden;
  }

  .bone {
    display: block;
    block-size: 1em;
    margin-block-end: 0.5em;
    border-radius: 0.25em;
    background: var(--video-carousel-chip-background);
  }

  .bone.short {
    inline-size: 60%;
  }

  @media (prefers-reduced-motion: no-preference) {
    .skeleton .media,
    .bone {
      animation: pulse 1.5s ease-in-out infinite;
    }
  }

  @keyframes pulse {
    50% {
      opacity: 0.5;
    }
  }

  .nav,
  .close,
  .browse,
  [part~='retry-button'] {
    display: inline-grid;
    place-items: center;
    min-inline-size: var(--_button-size);
    min-block-size: var(--_button-size);
    padding: 0 0.75rem;
    /* The muted text colour: at least 3:1 against the page (WCAG 1.4.11). */
    border: 1px solid var(--video-carousel-muted-color);
    border-radius: var(--video-carousel-radius);
    background: var(--video-carousel-surface);
    color: inherit;
    font: inherit;
    cursor: pointer;
  }

  .nav {
    padding: 0;
    border-radius: 50%;
  }

  .nav[aria-disabled='true'] {
    cursor: default;
  }

  .nav[aria-disabled='true'] svg {
    opacity: 0.4;
  }

  .nav[inert] {
    visibility: hidden;
  }

  .nav:dir(rtl) svg {
    transform: scaleX(-1);
  }

  .state {
    box-sizing: border-box;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    min-block-size: var(--_row-height);
    margin: 0;
    padding: 1rem;
    border: 1px dashed var(--video-carousel-muted-color);
    border-radius: var(--video-carousel-radius);
    text-align: center;
  }

  .state p {
    max-inline-size: 40em;
    margin: 0;
  }

  dialog {
    inline-size: min(56rem, 100vw - 2rem);
    max-block-size: calc(100vh - 2rem);
    padding: 0;
    border: 0;
    border-radius: var(--video-carousel-radius);
    background: var(--video-carousel-surface);
    color: var(--video-carousel-color);
    font-family: var(--video-carousel-font);
  }

  dialog::backdrop {
    background: rgb(0 0 0 / 0.7);
  }

  .dialog-body {
    display: grid;
    gap: 0.75rem;
    padding: 1rem;
  }

  .dialog-header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 1rem;
  }

  .dialog-header h2 {
    margin: 0;
    font-size: 1.125rem;
  }

  .close {
    padding: 0;
  }

  [part~='dialog-player'] {
    display: block;
  }
`;
