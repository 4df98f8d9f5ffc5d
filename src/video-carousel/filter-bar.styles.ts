import {css} from '../internal/styles.js';

/** The chip bar's own layout; its buttons look like the carousel's others (class `browse`). */
export const barStyles = css`
  .filters {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-block-end: 0.75rem;
    overflow-wrap: anywhere;
  }

  .filters [aria-pressed='true'] {
    border-color: var(--video-carousel-accent);
    background: var(--video-carousel-accent);
    color: var(--video-carousel-surface);
  }
`;
