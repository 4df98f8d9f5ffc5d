import {html} from 'lit/html.js';
import {fill} from '../internal/placeholders.js';
import {pluralForm} from '../i18n/plural.js';
import type {BrowseStrings, CarouselStrings} from './carousel-strings.js';

type MoreStrings = Pick<BrowseStrings, 'loadMore' | 'moreShown'>;

/** Loaded only by a carousel with more videos than a page: its words come with it. */
export const MORE_STRINGS: MoreStrings = {
  loadMore: 'Load more videos',
  moreShown: 'Videos added: {count}; {shown} of {total} shown.',
};

const words = (strings: Partial<CarouselStrings>): MoreStrings => ({...MORE_STRINGS, ...strings});

/**
 * The row's last item while videos are left to show: a card-sized place with Load more, after
 * the cards in the Tab order. It has no place in the set (`aria-posinset`) of the cards.
 */
export function renderLoadMore(strings: Partial<CarouselStrings>, onMore: () => void) {
  // The style is inside the item: a list holds only items.
  return html`<li class="more">
    <style>
      .more {
        display: grid;
        place-items: center;
      }
    </style>
    <button part="button load-more-button" type="button" class="browse" @click=${onMore}>
      ${words(strings).loadMore}
    </button>
  </li>`;
}

/** What the live region says once Load more added `count` cards. */
export function moreText(
  count: number,
  shown: number,
  total: number,
  strings: Partial<CarouselStrings>,
  locale: string | undefined,
) {
  return fill(pluralForm(words(strings).moreShown, count, locale), {count, shown, total});
}
