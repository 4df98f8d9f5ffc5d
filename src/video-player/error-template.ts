import {h} from '../internal/dom.js';
import {isRetryable} from '../internal/error-words.js';
import {errorMessage, type PlayerStrings} from './player-strings.js';

/** The error over the poster or the video, worded now from `strings`, with Retry when it can help. */
export function errorOverlay(
  error: unknown,
  strings: PlayerStrings,
  retry: () => void,
): HTMLDivElement {
  const overlay = h('div', {part: 'error', class: 'overlay', role: 'alert'});
  overlay.append(h('p', {}, errorMessage(error, strings)));
  if (isRetryable(error)) {
    const button = h(
      'button',
      {part: 'retry-button', class: 'button', type: 'button'},
      strings.retry,
    );
    button.addEventListener('click', retry);
    overlay.append(button);
  }
  return overlay;
}
