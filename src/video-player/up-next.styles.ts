import {css} from '../internal/styles.js';

/** The "Up next" card's look; adopted when the card is first made (the playback chunk). */
export const upNextStyles = css`
  .up-next {
    z-index: 1;
  }

  .up-next-poster {
    width: min(40%, 16rem);
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: 4px;
  }

  .up-next .up-next-title {
    font-weight: 600;
  }

  .up-next-actions {
    display: flex;
    gap: 0.5rem;
  }
`;
