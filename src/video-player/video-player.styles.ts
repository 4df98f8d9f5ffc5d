import {css} from 'lit';

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
    aspect-ratio: var(--video-player-aspect-ratio);
    overflow: hidden;
    border-radius: var(--video-player-radius);
    background: var(--video-player-background);
    color: var(--video-player-text);
  }

  .facade,
  video,
  .poster,
  .overlay,
  .status {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    box-sizing: border-box;
  }

  .facade {
    display: grid;
    place-items: center;
    margin: 0;
    padding: 0;
    border: 0;
    background: transparent;
    cursor: pointer;
  }

  .poster,
  video {
    object-fit: contain;
    background: var(--video-player-background);
  }

  .play-icon {
    position: relative;
    display: grid;
    place-items: center;
    width: 4.5rem;
    height: 4.5rem;
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

  .facade:focus-visible {
    outline-color: var(--video-player-on-accent);
    outline-offset: -6px;
  }

  /* Text over the poster; clicks fall through to the poster button. */
  .details {
    position: absolute;
    inset: auto 0 0;
    padding: 2.5rem 1rem 0.75rem;
    background: linear-gradient(transparent, rgb(0 0 0 / 0.85));
    pointer-events: none;
  }

  .title,
  .duration {
    margin: 0;
  }

  .title {
    font-weight: 600;
    font-size: 1.125rem;
  }

  .duration {
    font-size: 0.875rem;
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
  }

  .status,
  .overlay {
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    gap: 0.75rem;
    margin: 0;
    padding: 1rem;
    text-align: center;
  }

  .overlay {
    background: rgb(0 0 0 / 0.85);
  }

  .overlay p {
    margin: 0;
    max-width: 40ch;
  }

  .toolbar {
    position: absolute;
    top: 0.5rem;
    right: 0.5rem;
    display: flex;
    gap: 0.5rem;
    opacity: 0;
    transition: opacity 150ms ease;
  }

  /* Out of the way while watching; there on hover and on keyboard focus. */
  .frame:hover .toolbar,
  .frame:focus-within .toolbar {
    opacity: 1;
  }

  .button,
  select {
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

  .button[aria-pressed='true'] {
    background: var(--video-player-accent);
    color: var(--video-player-on-accent);
  }

  .visually-hidden {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }

  @media (prefers-reduced-motion: reduce) {
    .play-icon,
    .toolbar {
      transition: none;
    }

    .facade:hover .play-icon,
    .facade:focus-visible .play-icon {
      transform: none;
    }
  }
`;
