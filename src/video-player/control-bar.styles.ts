import {css} from '../internal/styles.js';

/** The control bar's look; adopted by the player when the bar first renders (a lazy chunk). */
export const controlBarStyles = css`
  :host {
    --video-player-controls-background: rgb(0 0 0 / 0.75);
    --video-player-track: rgb(255 255 255 / 0.35);
    --video-player-buffered: rgb(255 255 255 / 0.6);
    /* Its width decides whether the bar lies over the picture or under it (below). */
    container: player / inline-size;
  }

  :host(:fullscreen) .frame {
    height: 100%;
    aspect-ratio: auto;
    border-radius: 0;
  }

  .controls {
    position: absolute;
    inset: auto 0 0;
    display: flex;
    flex-direction: column;
    padding: 0.25rem 0.5rem 0.375rem;
    background: var(--video-player-controls-background);
    color: var(--video-player-text);
    font-size: 0.875rem;
    transition: opacity 200ms ease;
  }

  /* Out of the way while watching, where it lies over the picture; back on any pointer or key
     activity, and never while focused. */
  @container player (width >= 20em) {
    .controls.idle:not(:focus-within) {
      opacity: 0;
    }

    .frame:has(.controls.idle:not(:focus-within)) {
      cursor: none;
    }
  }

  /* Wider text (WCAG 1.4.12 spacing, larger fonts) takes a second line rather than cutting a
     button's text. */
  .row {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.125rem;
    min-width: 0;
  }

  .spacer {
    flex: 1;
  }

  .control {
    display: inline-grid;
    place-items: center;
    min-width: 2.5rem;
    min-height: 2.5rem;
    margin: 0;
    padding: 0 0.375rem;
    border: 0;
    border-radius: 4px;
    background: transparent;
    color: inherit;
    fill: currentColor;
    font: inherit;
    white-space: nowrap;
    cursor: pointer;
  }

  .control:hover {
    background: rgb(255 255 255 / 0.15);
  }

  .control[aria-pressed='true'] {
    color: var(--video-player-on-accent);
    background: var(--video-player-accent);
  }

  .control:focus-visible,
  .seek:focus-visible,
  .volume:focus-visible,
  .option:focus-visible {
    outline: 3px solid var(--video-player-on-accent);
    outline-offset: 0;
    box-shadow: 0 0 0 5px var(--video-player-accent);
  }

  .time {
    padding: 0 0.5rem;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }

  .seek-row {
    position: relative;
    display: flex;
  }

  /* Both sliders: played share in the accent, then buffered, then the rest of the track. */
  .seek,
  .volume {
    appearance: none;
    flex: 1;
    min-width: 0;
    height: 1.5rem;
    margin: 0;
    background: transparent;
    cursor: pointer;
  }

  .volume {
    flex: 0 1 5rem;
  }

  /* The played and buffered ranges, drawn by each engine's own track pseudo-element (a rule
     naming both would be dropped by each engine as invalid). */
  .seek,
  .volume {
    --_fill: linear-gradient(
      to var(--_end, right),
      var(--video-player-accent) var(--played),
      var(--video-player-buffered) var(--played) var(--buffered),
      var(--video-player-track) var(--buffered)
    );
  }

  .seek::-webkit-slider-runnable-track,
  .volume::-webkit-slider-runnable-track {
    height: 0.375rem;
    border-radius: 3px;
    background: var(--_fill);
  }

  .seek::-moz-range-track,
  .volume::-moz-range-track {
    height: 0.375rem;
    border-radius: 3px;
    background: var(--_fill);
  }

  .seek::-webkit-slider-thumb,
  .volume::-webkit-slider-thumb {
    appearance: none;
    width: 1rem;
    height: 1rem;
    margin-top: -0.3125rem;
    border: 2px solid var(--video-player-accent);
    border-radius: 50%;
    background: var(--video-player-on-accent);
  }

  .seek::-moz-range-thumb,
  .volume::-moz-range-thumb {
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid var(--video-player-accent);
    border-radius: 50%;
    background: var(--video-player-on-accent);
  }

  /* The seek row stays left to right (seek-slider.ts); the volume follows the page. */
  .volume:dir(rtl) {
    --_end: left;
  }

  .tooltip {
    position: absolute;
    bottom: 100%;
    inset-inline-start: clamp(0px, calc(var(--at) - 1.5rem), calc(100% - 3rem));
    min-width: 3rem;
    padding: 0.125rem 0.25rem;
    box-sizing: border-box;
    border-radius: 4px;
    background: var(--video-player-controls-background);
    text-align: center;
    font-variant-numeric: tabular-nums;
    visibility: hidden;
    pointer-events: none;
  }

  .tooltip.shown,
  .seek:focus-visible + .tooltip {
    visibility: visible;
  }

  .menu {
    position: absolute;
    bottom: 100%;
    inset-inline-end: 0.5rem;
    display: flex;
    flex-direction: column;
    box-sizing: border-box;
    max-height: calc(100cqh - 5rem);
    overflow-y: auto;
    padding: 0.25rem;
    border: 1px solid rgb(255 255 255 / 0.4);
    border-radius: 4px;
    background: var(--video-player-controls-background);
  }

  /* A menu too tall for its player opens at the foot of the viewport, over the page (the top
     layer; control-menu.ts, fitMenu), with a phone's larger choices. */
  .menu.sheet {
    position: fixed;
    inset: auto 0 0;
    width: auto;
    height: auto;
    max-height: 100vh;
    margin: 0;
    padding: 0.5rem 0.5rem max(0.5rem, env(safe-area-inset-bottom));
    border-radius: 0.75rem 0.75rem 0 0;
    /* Over the page, not a picture: the bar's shade on the player's own background. */
    background:
      linear-gradient(var(--video-player-controls-background) 0 0), var(--video-player-background);
    color: inherit;
    font-size: 1rem;
  }

  .sheet::backdrop {
    background: rgb(0 0 0 / 0.4);
  }

  .sheet .option {
    min-height: 2.5rem;
  }

  .option {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    min-height: 1.75rem;
    padding-block: 0;
    padding-inline: 0.5rem 0.75rem;
    border: 0;
    border-radius: 4px;
    background: none;
    color: inherit;
    font: inherit;
    text-align: start;
    white-space: nowrap;
    cursor: pointer;
  }

  /* The captions menu's sizes and colours, each under its name. */
  .group {
    display: flex;
    flex-direction: column;
    margin-block-start: 0.25rem;
    padding-block-start: 0.25rem;
    border-block-start: 1px solid rgb(255 255 255 / 0.4);
  }

  .group-label {
    padding-inline: 0.5rem;
    font-size: 0.75rem;
    font-weight: 600;
  }

  .option:hover {
    background: rgb(255 255 255 / 0.15);
  }

  /* The choice in force is ticked; the others keep the tick's room, so the labels line up. */
  .option::before {
    content: '✓';
    inline-size: 1em;
    visibility: hidden;
  }

  .option[aria-checked='true']::before {
    visibility: visible;
  }

  /* Small players: the volume slider and the keys' help go first (mute stays), then the time. */
  /* In em: larger text gives way sooner (docs/accessibility.md). */
  @container (width < 32.5em) {
    .volume,
    .shortcuts-button {
      display: none;
    }
  }

  .narrow {
    display: none;
  }

  @container (width < 25em) {
    .time,
    .wide {
      display: none;
    }

    .narrow {
      display: inline;
    }
  }

  /* Too narrow for one row of buttons (200 % zoom of a phone, larger text): the bar goes under
     the picture and wraps, and an open menu takes a line of its own under its button. The
     player grows to hold them; nothing leaves it or covers the picture. */
  @container player (width < 20em) {
    .frame:has(> .controls) {
      display: flex;
      flex-direction: column;
      aspect-ratio: auto;
      container-type: inline-size;
    }

    .frame > video {
      position: relative;
      height: auto;
      aspect-ratio: var(--video-player-aspect-ratio);
    }

    .controls {
      position: relative;
      inset: auto;
    }

    .spacer {
      display: none;
    }

    .menu {
      position: static;
      flex: 1 0 100%;
      max-height: none;
    }

    .option {
      white-space: normal;
    }
  }

  @media (forced-colors: active) {
    .controls,
    .menu,
    .menu.sheet,
    .tooltip {
      background: Canvas;
      color: CanvasText;
      border: 1px solid CanvasText;
    }

    .control {
      fill: ButtonText;
      color: ButtonText;
    }

    .control[aria-pressed='true'] {
      background: Highlight;
      color: HighlightText;
      fill: HighlightText;
    }

    .seek,
    .volume {
      --_fill: linear-gradient(
        to var(--_end, right),
        Highlight var(--played),
        GrayText var(--played)
      );
    }

    .seek::-webkit-slider-runnable-track,
    .volume::-webkit-slider-runnable-track {
      forced-color-adjust: none;
    }

    .seek::-moz-range-track,
    .volume::-moz-range-track {
      forced-color-adjust: none;
    }

    .control:focus-visible,
    .seek:focus-visible,
    .volume:focus-visible,
    .option:focus-visible {
      outline-color: Highlight;
    }
  }

  /* A double tap is the player's (a skip), not the browser's zoom. */
  video {
    touch-action: manipulation;
  }

  /* A double tap's skip, marked on the side it went, fading. */
  .skip-mark {
    position: absolute;
    top: 50%;
    margin: 0;
    padding: 0.5rem 0.75rem;
    border-radius: 1rem;
    background: var(--video-player-controls-background);
    color: var(--video-player-text);
    font-size: 0.875rem;
    translate: 0 -50%;
    pointer-events: none;
    animation: fade-out 800ms ease-in forwards;
  }

  .skip-mark.back {
    left: 8%;
  }

  .skip-mark.forward {
    right: 8%;
  }

  @keyframes fade-out {
    to {
      opacity: 0;
    }
  }

  @media (prefers-reduced-motion: reduce) {
    .controls {
      transition: none;
    }

    .skip-mark {
      animation: none;
    }
  }
`;
