import type {VideoServiceErrorKind} from '../data/index.js';
import {CODE_UNAVAILABLE} from '../internal/chunk-error.js';
import {describeError, type ErrorStrings} from '../internal/error-words.js';
import {fill} from '../internal/placeholders.js';
import {pluralForm} from '../i18n/plural.js';
import type {Message} from '../i18n/languages.js';

/**
 * The words of browsing: the filter chips and Load more. Their defaults are in the chunks that
 * show them (`filter-bar.ts`, `load-more.ts`), loaded only by a carousel that browses.
 */
export interface BrowseStrings {
  /** Name of the chip bar (`filters`). */
  filterLabel: string;
  /** The chip that shows every video. */
  filterAll: string;
  /** Announced when a filter is chosen; `{count}` videos match. */
  filtered: Message;
  /** The row's text when the filter matches no loaded video; `{filter}` is the filter. */
  noMatch: string;
  /** The button of that state that clears the filter. */
  showAll: string;
  /** The button at the row's end that shows the next page of cards. */
  loadMore: string;
  /** Announced after Load more: `{count}` cards added, `{shown}` of `{total}` shown. */
  moreShown: Message;
}

/**
 * Every string the carousel shows or speaks. `{name}` placeholders are filled in, a plural's
 * form chosen by `{count}` (`Message`);
 * set `carousel.strings` to replace any of them (e.g. for another language).
 */
export interface CarouselStrings extends ErrorStrings, BrowseStrings {
  /** Name of the region when a category is set and no `label` is given. */
  regionLabel: string;
  /** Name of the region without a category. */
  regionLabelAll: string;
  /** What a screen reader calls the region (`aria-roledescription`). */
  roleDescription: string;
  previous: string;
  next: string;
  loading: string;
  /** Announced when the cards arrive; `{count}` is the number of videos. */
  loaded: Message;
  empty: string;
  emptyAll: string;
  retry: string;
  close: string;
  community: string;
  difficulty: string;
  /** Spoken before the sector chip, so it is not run together with the tags. */
  sectorLabel: string;
  /** Spoken before the tag chips. */
  tagsLabel: string;
  /** The name of a video whose title shows nothing (e.g. only zero-width characters). */
  untitled: string;
  /** A mistake in the attributes: English words of their own chunk (`authoring-strings.ts`). */
  invalidLimit?: string;
  missingEndpoint?: string;
  /** A 404 for the list means the endpoint is not the service. */
  unknownEndpoint: string;
}

/** The strings every carousel needs, whose defaults are in the entry. */
export type CoreStrings = Omit<CarouselStrings, keyof BrowseStrings>;

export const DEFAULT_STRINGS: CoreStrings = {
  regionLabel: 'Videos: {category}',
  regionLabelAll: 'Videos',
  roleDescription: 'carousel',
  previous: 'Previous videos',
  next: 'Next videos',
  loading: 'Loading videos…',
  loaded: 'Videos loaded: {count}.',
  empty: 'There are no videos in the category “{category}” yet.',
  emptyAll: 'There are no videos yet.',
  retry: 'Try again',
  close: 'Close',
  community: 'Community',
  difficulty: 'Level {level}',
  sectorLabel: 'Sector: ',
  tagsLabel: 'Tags: ',
  untitled: 'Untitled video {id}',
  offline: 'You are offline. Reconnect to the internet to load the videos.',
  unknownEndpoint:
    'The endpoint address does not lead to the video service (it answered 404). Check the endpoint attribute.',
  unexpected: 'Something went wrong while showing the videos. Try again later.',
  codeUnavailable: CODE_UNAVAILABLE,
  errors: {},
};

/** The author's strings over the defaults (error words too, one by one). */
export function withDefaults(strings: Partial<CarouselStrings>): CoreStrings {
  return {...DEFAULT_STRINGS, ...strings, errors: {...DEFAULT_STRINGS.errors, ...strings.errors}};
}

/** What the live region says when `count` videos of `category` (if any) have loaded. */
export function settledText(
  count: number,
  category: string | undefined,
  strings: CoreStrings,
  locale: string | undefined,
) {
  if (count) return fill(pluralForm(strings.loaded, count, locale), {count});
  return category ? fill(strings.empty, {category}) : strings.emptyAll;
}

/** What the widget says about a failure, in the author's terms. */
export function errorMessage(error: unknown, strings: CoreStrings): string {
  return describeError(error, strings, ({name, kind}) => {
    if (name === 'AuthoringError') {
      return kind === 'invalid-limit' ? strings.invalidLimit : strings.missingEndpoint;
    }
    // A list has no video to miss: its 404 is an endpoint that is not the service.
    return kind === 'not-found'
      ? strings.unknownEndpoint
      : strings.errors[kind as VideoServiceErrorKind];
  });
}
