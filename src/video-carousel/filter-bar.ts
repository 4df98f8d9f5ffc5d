import {html} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {clampText} from '../internal/format.js';
import {MAX_CHIP} from './video-card.js';
import type {BrowseStrings, CarouselStrings} from './carousel-strings.js';

// The chip bar's styles come with its chunk (the browse controller adopts them).
export {barStyles} from './filter-bar.styles.js';

type BarStrings = Pick<BrowseStrings, 'filterLabel' | 'filterAll'>;

/** Loaded only by a carousel with a chip bar (`filters`): its words come with it. */
export const BAR_STRINGS: BarStrings = {
  filterLabel: 'Filter videos',
  filterAll: 'All',
};

/** Chips besides All: a bar of every tag of a thousand videos would be a wall, not a choice. */
const MAX_CHOICES = 12;

const words = (strings: Partial<CarouselStrings>): BarStrings => ({...BAR_STRINGS, ...strings});

const choicesOf = new WeakMap<readonly Video[], string[]>();

/**
 * The sectors and tags of the loaded videos, most frequent first (ties in the order they come),
 * each as first spelled; values differing only in letter case are one choice.
 */
export function filterChoices(videos: readonly Video[]): string[] {
  let choices = choicesOf.get(videos);
  if (choices) return choices;
  const counts = new Map<string, {value: string; count: number}>();
  for (const video of videos) {
    const values = new Map<string, string>();
    for (const value of [video.sector ?? '', ...video.tags]) {
      if (value.trim()) values.set(value.toLowerCase(), value);
    }
    for (const [key, value] of values) {
      const seen = counts.get(key);
      if (seen) seen.count++;
      else counts.set(key, {value, count: 1});
    }
  }
  choices = [...counts.values()]
    .sort((a, b) => b.count - a.count)
    .slice(0, MAX_CHOICES)
    .map(({value}) => value);
  choicesOf.set(videos, choices);
  return choices;
}

/**
 * The chip bar: All and the list's most frequent sectors and tags, as toggle buttons in the Tab
 * order. An active filter that is not among them (set by the author) gets a chip of its own.
 */
export function renderFilterBar(
  videos: readonly Video[],
  active: string,
  strings: Partial<CarouselStrings>,
  onChoose: (filter: string) => void,
) {
  const {filterLabel, filterAll} = words(strings);
  const wanted = active.trim().toLowerCase();
  const choices = filterChoices(videos);
  const shown =
    wanted && !choices.some((choice) => choice.toLowerCase() === wanted)
      ? [...choices, active.trim()]
      : choices;
  return html`<div part="filters" class="filters" role="group" aria-label=${filterLabel}>
    ${['', ...shown].map(
      (value) =>
        html`<button
          part="button filter-chip"
          type="button"
          class="browse"
          dir="auto"
          aria-pressed=${value.toLowerCase() === wanted ? 'true' : 'false'}
          @click=${() => onChoose(value)}
        >
          ${value ? clampText(value, MAX_CHIP) : filterAll}
        </button>`,
    )}
  </div>`;
}
