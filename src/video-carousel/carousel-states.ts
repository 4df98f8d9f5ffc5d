import {html, nothing} from 'lit/html.js';
import {AuthoringError} from '../internal/authoring-error.js';
import {validLimit} from './carousel-limit.js';
import {ChunkError} from '../internal/chunk-error.js';
import {errorMessage, type CoreStrings} from './carousel-strings.js';

/** A placeholder of a card's usual size, shown while loading so nothing moves later. */
const skeletonCard = html`<li class="skeleton" part="skeleton" aria-hidden="true">
  <span class="card">
    <span class="media"></span>
    <span class="card-button"
      ><span class="title"><span class="bone"></span><span class="bone"></span></span
    ></span>
    <span class="meta"><span class="bone short"></span></span>
  </span>
</li>`;

/** Enough skeletons to fill a wide row; more would only cost DOM. */
const MAX_SKELETONS = 8;

/**
 * Placeholder cards while the list loads, hidden from assistive technology: as many as `limit`
 * asks for, at most a wide row's (a limit that is not valid, about to be said so: a wide row's).
 */
export function renderLoading(limit: number) {
  const count = validLimit(limit) ? Math.min(limit, MAX_SKELETONS) : MAX_SKELETONS;
  return html`<ul class="list" aria-hidden="true">
    ${Array.from({length: count}, () => skeletonCard)}
  </ul>`;
}

/** The row's text when the list is empty, focusable so Retry can hand focus to it. */
export function renderEmpty(text: string) {
  return html`<p part="state empty" class="state" tabindex="-1">${text}</p>`;
}

/**
 * Every failed load offers Retry, a refused key or origin included (the author may be
 * fixing it right now); an authoring error does not, as only the attribute can fix it, nor
 * code that could not be downloaded, which only a reload of the page fetches again.
 */
export function renderError(error: unknown, strings: CoreStrings, onRetry: () => void) {
  return html`<div part="state error" class="state" tabindex="-1">
    <p>${errorMessage(error, strings)}</p>
    ${
      error instanceof AuthoringError || error instanceof ChunkError
        ? nothing
        : html`<button part="button retry-button" type="button" @click=${onRetry}>
            ${strings.retry}
          </button>`
    }
  </div>`;
}

/**
 * A prev/next button. aria-disabled rather than disabled: a button that disables under the
 * keyboard user's focus would drop focus to the page. Without cards there is nothing to page:
 * the buttons are inert (out of the Tab order) and invisible, but keep their room. A press of
 * a button shown disabled does nothing because `onPage` finds the row at that end.
 */
export function renderNav(
  direction: 1 | -1,
  label: string,
  disabled: boolean,
  cards: boolean,
  onPage: () => void,
) {
  return html`<button
    part="button ${direction < 0 ? 'button-prev' : 'button-next'}"
    type="button"
    class="nav"
    aria-label=${label}
    aria-controls="row"
    aria-disabled=${disabled ? 'true' : 'false'}
    ?inert=${!cards}
    @click=${onPage}
  >
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        d=${direction < 0 ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
        fill="none"
        stroke="currentColor"
        stroke-width="2"
      />
    </svg>
  </button>`;
}
