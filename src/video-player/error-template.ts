import {html, nothing} from 'lit';
import {isRetryable} from '../internal/error-words.js';
import {errorMessage, type PlayerStrings} from './player-strings.js';

/** The error over the poster or the video, worded now from `strings`, with Retry when it can help. */
export function renderError(error: unknown, strings: PlayerStrings, retry: () => void) {
  return html`<div part="error" class="overlay" role="alert">
    <p>${errorMessage(error, strings)}</p>
    ${
      isRetryable(error)
        ? html`<button part="retry-button" class="button" type="button" @click=${retry}>
            ${strings.retry}
          </button>`
        : nothing
    }
  </div>`;
}
