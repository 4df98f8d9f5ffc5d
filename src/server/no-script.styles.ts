import {css} from '../internal/styles.js';

/**
 * What a printed widget adds for a reader without script (`@media (scripting: none)`), whose
 * buttons could do nothing: links in their place, to the author's `watch-url` or the video's
 * file (watch-href.ts). Only a server prints these styles, which hide the links where script
 * runs. The player leaves its printed link as it is; the carousel renders a printed row's links
 * as they were printed, to hydrate the row, and no other.
 */

/** The link over a printed player's frame, above its play symbol; the button hidden, its picture shown. */
export const playerNoScript = css`
  .facade-link {
    display: none;
  }

  @media (scripting: none) {
    :host {
      position: relative;
    }

    .facade-link {
      display: block;
      position: absolute;
      z-index: 2;
      inset: 0;
    }

    .facade {
      visibility: hidden;
    }

    .facade > * {
      visibility: visible;
    }
  }
`;

/** A printed card's link, in its button's place and with its look; no Previous or Next. */
export const carouselNoScript = css`
  .card-link {
    display: none;
  }

  @media (scripting: none) {
    .card-link {
      display: block;
      padding: 0.625em 0.75em 0.375em;
      color: inherit;
      text-decoration: none;
    }

    .card-link::after {
      content: '';
      position: absolute;
      inset: 0;
    }

    .card-link + .card-button {
      display: none;
    }

    .nav {
      visibility: hidden;
    }
  }
`;
