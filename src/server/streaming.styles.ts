import {css} from '../internal/styles.js';

/**
 * What a printed player hides while the page's HTML is still arriving: a browser paints what it
 * has parsed (a slow link, a server that flushes as it goes). The details grow upward from the
 * poster's foot as their lines come, so a page painted between two pieces would see them move.
 * The link printed after the frame (render-player.ts) says the frame has all come. Until the
 * element is defined: then the frame is the element's, printed or not, whatever follows it.
 */
export const playerStreaming = css`
  :host(:not(:defined)) .frame:last-child .details {
    visibility: hidden;
  }
`;

/**
 * A printed carousel's Previous and Next until the element is defined: before that they do
 * nothing, and Previous, centred on the row, moved down as the row's cards came (a page painted
 * before the row was read: a fresh-clone run's streamed-markup test).
 */
export const carouselStreaming = css`
  :host(:not(:defined)) .nav {
    visibility: hidden;
  }
`;
