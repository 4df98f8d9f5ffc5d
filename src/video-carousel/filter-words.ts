import {html} from 'lit/html.js';
import {fill} from '../internal/placeholders.js';
import {pluralForm} from '../i18n/plural.js';
import {clampText} from '../internal/format.js';
import type {BrowseStrings, CarouselStrings} from './carousel-strings.js';
import {MAX_CHIP} from './video-card.js';

type FilterStrings = Pick<BrowseStrings, 'filtered' | 'noMatch' | 'showAll'>;

/** Loaded only by a carousel that browses: its words come with it. */
export const FILTER_STRINGS: FilterStrings = {
  filtered: 'Videos shown: {count}.',
  noMatch: 'None of these videos is about “{filter}”. Choose another filter, or show all videos.',
  showAll: 'Show all videos',
};

const words = (strings: Partial<CarouselStrings>): FilterStrings => ({
  ...FILTER_STRINGS,
  ...strings,
});

const noMatchText = (filter: string, strings: Partial<CarouselStrings>) =>
  fill(words(strings).noMatch, {filter: clampText(filter.trim(), MAX_CHIP)});

/** The row when the filter keeps none of the loaded videos: what happened, and the way back. */
export function renderNoMatch(
  filter: string,
  strings: Partial<CarouselStrings>,
  onShowAll: () => void,
) {
  return html`<div part="state no-match" class="state" tabindex="-1">
    <p>${noMatchText(filter, strings)}</p>
    <button part="button show-all-button" type="button" class="browse" @click=${onShowAll}>
      ${words(strings).showAll}
    </button>
  </div>`;
}

/** What the live region says of a filter that keeps `count` videos. */
export function filteredText(
  count: number,
  filter: string,
  strings: Partial<CarouselStrings>,
  locale: string | undefined,
) {
  return count
    ? fill(pluralForm(words(strings).filtered, count, locale), {count})
    : noMatchText(filter, strings);
}
