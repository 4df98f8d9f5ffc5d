import {css} from '../internal/styles.js';

export const styles = css`
  :host {
    display: block;
    font: inherit;
    color: inherit;
  }
  section {
    display: grid;
    gap: 0.5rem;
  }
  input {
    font: inherit;
    padding: 0.4rem 0.6rem;
    border: 1px solid currentColor;
    border-radius: 4px;
    background: transparent;
    color: inherit;
    min-height: 24px;
  }
  ol {
    position: relative;
    list-style: none;
    margin: 0;
    padding: 0;
    max-height: var(--video-transcript-height, 20rem);
    overflow-y: auto;
  }
  button {
    display: flex;
    gap: 0.75rem;
    width: 100%;
    min-height: 24px;
    padding: 0.35rem 0.5rem;
    border: 0;
    border-inline-start: 3px solid transparent;
    background: transparent;
    color: inherit;
    font: inherit;
    text-align: start;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-inline-start-color: var(--video-transcript-accent, #2563eb);
    background: var(--video-transcript-highlight, #dbeafe);
    color: #111;
  }
  :focus-visible {
    outline: 2px solid var(--video-transcript-accent, #2563eb);
    outline-offset: -2px;
  }
  [part~='time'] {
    flex: none;
    font-variant-numeric: tabular-nums;
  }
  mark {
    background: #fde68a;
    color: #111;
  }
  @media (forced-colors: active) {
    button[aria-current='true'] {
      border-inline-start-color: Highlight;
      forced-color-adjust: none;
      background: Canvas;
      color: CanvasText;
    }
    mark {
      background: Mark;
      color: MarkText;
    }
  }
`;
