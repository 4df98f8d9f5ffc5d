import {css} from './styles.js';

/** `.visually-hidden`: text a screen reader reads and nobody sees, in each widget's shadow root. */
export const visuallyHidden = css`
  .visually-hidden {
    position: absolute;
    inline-size: 1px;
    block-size: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
