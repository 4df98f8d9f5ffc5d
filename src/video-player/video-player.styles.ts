import {css} from '../internal/styles.js';

export const styles = css`
  :host {
    --video-player-aspect-ratio: 16 / 9;
    --video-player-background: #000;
    --video-player-radius: 8px;
    --video-player-accent: #2563eb;
    --video-player-on-accent: #fff;
    --video-player-text: #fff;
    --video-player-chip-background: rgb(255 255 255 / 0.2);
    --video-player-font: inherit;
    display: block;
    font: var(--video-player-font);
  }

  :host([hidden]) {
    display: none;
  }

  /* The box never changes size between poster, loading, video and error: no layout shift. */
  .frame {
    position: relative;
    container-type: size;
    aspect-ratio: var(--video-player-aspect-ratio);
    overflow: hidden;
    border-radius: var(--video-player-radius);
    background: var(--video-player-background);
    color: var(--video-player-text);
  }

  video,
  .poster,
  .overlay {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    box-sizing: border-box;
  }

  /* The play symbol sits at the foot, beside the title: long titles never cover it. */
  .facade {
    position: relative;
    grid-area: 1 / 1;
    align-self: stretch;
    aspect-ratio: var(--video-player-aspect-ratio);
    display: grid;
    place-items: end start;
    margin: 0;
    padding: 0.75rem 1rem;
    border: 0;
    background: transparent;
    cursor: pointer;
  }

  .poster,
  video {
    object-fit: contain;
    background: var(--video-player-background);
  }

  /* Above the details' backdrop, which would dim it. */
  .play-icon {
    position: relative;
    z-index: 1;
    display: grid;
    place-items: center;
    width: 3.5rem;
    height: 3.5rem;
    border-radius: 50%;
    background: var(--video-player-accent);
    color: var(--video-player-on-accent);
    fill: currentColor;
    box-shadow: 0 2px 12px rgb(0 0 0 / 0.4);
    transition: transform 150ms ease;
  }

  .facade:hover .play-icon,
  .facade:focus-visible .play-icon {
    transform: scale(1.1);
  }

  :focus-visible {
    outline: 3px solid var(--video-player-accent);
    outline-offset: -3px;
  }

  /* The poster, picture or bar would cover the outline: a two-tone ring on top. */
  .facade:focus-visible,
  video:focus-visible {
    outline: none;
  }

  .facade:focus-visible::after,
  .frame:has(video:focus-visible)::after {
    content: '';
    position: absolute;
    z-index: 1;
    inset: 0;
    border-radius: inherit;
    outline: 3px solid var(--video-player-on-accent);
    outline-offset: -6px;
    box-shadow: inset 0 0 0 6px var(--video-player-accent);
    pointer-events: none;
  }

  /* Text over the poster; clicks fall through to the poster button. */
  /* Dark enough under every line of text (white on it is at least 5.7:1 over a white poster). */
  .details {
    position: relative;
    grid-area: 1 / 1;
    align-self: end;
    padding: 0.75rem 1rem;
    padding-inline-start: 5.5rem;
    min-height: 3.5rem;
    background: linear-gradient(rgb(0 0 0 / 0.6), rgb(0 0 0 / 0.85));
    text-shadow: 0 1px 2px rgb(0 0 0 / 0.8);
    pointer-events: none;
  }

  .title {
    overflow-wrap: anywhere;
  }

  .title,
  .duration {
    margin: 0;
  }

  /* The details' line heights are said, not the font's own, and in whole pixels at the default
     size (WebKit rounds others down): the room kept under a narrow picture while loading
     (below) then fits them in every engine, whatever the page font's line metrics. */
  .title {
    font-weight: 600;
    font-size: 1.125rem;
    line-height: 1.375rem;
  }

  .duration {
    font-size: 0.875rem;
    line-height: 1rem;
  }

  .chips {
    display: flex;
    flex-wrap: wrap;
    gap: 0.375rem;
    margin: 0.5rem 0 0;
    padding: 0;
    list-style: none;
  }

  .chip {
    padding: 0.125rem 0.5rem;
    border-radius: 999px;
    background: var(--video-player-chip-background);
    font-size: 0.75rem;
    line-height: 0.875rem;
  }

  /* Over the poster's top, clear of the play symbol and details at its foot. */
  .resume {
    position: absolute;
    inset: 0.5rem 0.5rem auto;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  /* Poster: the details lie on the picture while they fit. When they do not (a long title in
     large text), the box grows to hold them rather than cut them: the poster button's ratio,
     not the frame's, sets its least height. Loading, the box is laid out the same way. */
  .frame:has(.facade),
  .frame:has(> .picture) {
    display: grid;
    aspect-ratio: auto;
    container-type: inline-size;
  }

  .picture {
    position: relative;
    grid-area: 1 / 1;
    aspect-ratio: var(--video-player-aspect-ratio);
  }

  /* A narrow poster (or large text) puts the details under the picture, the play symbol in its
     middle; in em, so larger text moves them sooner (docs/accessibility.md). */
  @container (width < 30em) {
    .facade {
      align-self: start;
      place-items: center;
    }

    .details {
      grid-row: 2;
      padding-inline-start: 1rem;
      background: none;
    }

    /* The choice too, under the details. */
    .resume {
      position: static;
      grid-row: 3;
      padding: 0 1rem 0.75rem;
    }

    /* Loading, the room the details will take under the picture, so that nothing below the
       player moves when the poster comes: padding 1.5rem, a two-line title 2 × 1.375rem, the
       length 1rem, a row of chips 0.875rem and their margin and padding 0.75rem. */
    .picture {
      margin-block-end: 6.875rem;
    }
  }

  /* While the record loads, the poster a server rendered inside the element (renderVideoSeo)
     lies where the player's own will: painted before any script, then replaced in place. The
     rest of that fallback (its link) is for readers without scripts. */
  ::slotted(img) {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }

  ::slotted(:not(img)) {
    display: none;
  }

  .overlay {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    margin: 0;
    padding: 1rem;
    text-align: center;
    background: rgb(0 0 0 / 0.85);
  }

  .overlay p {
    margin: 0;
    max-width: 40ch;
  }

  .button {
    min-height: 2rem;
    padding: 0.25rem 0.75rem;
    border: 1px solid rgb(255 255 255 / 0.6);
    border-radius: 4px;
    background: rgb(0 0 0 / 0.75);
    color: #fff;
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
  }

  @media (prefers-reduced-motion: reduce) {
    .play-icon {
      transition: none;
    }

    .facade:hover .play-icon,
    .facade:focus-visible .play-icon {
      transform: none;
    }
  }
`;
