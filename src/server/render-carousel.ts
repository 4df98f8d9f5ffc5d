import {render} from '@lit-labs/ssr';
import {collectResultSync} from '@lit-labs/ssr/lib/render-result.js';
import {nothing} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {parseVideo} from '../data/parse-video.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import {limitFromAttribute, validLimit} from '../video-carousel/carousel-limit.js';
import {renderEmpty, renderLoading} from '../video-carousel/carousel-states.js';
import {settledText, withDefaults, type CoreStrings} from '../video-carousel/carousel-strings.js';
import {cardList, carouselTemplate} from '../video-carousel/carousel-template.js';
import {hostStyles} from '../video-carousel/carousel-host.styles.js';
import {PAGE_SIZE, renderCards} from '../video-carousel/video-card.js';
import {styles} from '../video-carousel/video-carousel.styles.js';
import {attributeValue, cssText, printedElement, type HostAttributes} from './printed-element.js';
import {carouselNoScript} from './no-script.styles.js';
import {printedWords} from './printed-words.js';
import {carouselStreaming} from './streaming.styles.js';

/**
 * The element's `limit` without the attribute (video-carousel.component.ts keeps it as a literal,
 * which its manifest and API docs show as the default).
 */
const DEFAULT_LIMIT = 12;

export interface RenderCarouselOptions {
  /**
   * The element's attributes (`category`, `limit`, `player`, `endpoint`, …), written escaped;
   * `true` writes a boolean one. `category` and `limit` should be those the records were asked
   * for: the element asks again when they differ.
   */
  attributes?: HostAttributes;
  /** The page's language (BCP 47): the carousel's words, dates and lengths. */
  lang?: string;
  /** Markup put inside the element after its list, as given (so: trusted). */
  children?: string;
}

/**
 * `<video-carousel>` as a server prints it: its shadow root as Declarative Shadow DOM (its styles
 * and the row of cards the element would render, with lit's SSR markers), and the list as a
 * JSON child. Once its script runs the element hydrates the row (lit's SSR client): it changes
 * nothing that was printed and asks the service for nothing. `records` are the items of the
 * service's answer (`data.items` of `GET /content/video`), parsed as the element parses them
 * (one it could not show is left out) and cut to `limit`; every string is escaped. Throws a
 * `TypeError` for `records` that are not a list, or a `limit` the element would refuse.
 * A `filter` is not applied: the row shows its placeholders until the element's code has
 * filtered the list; the chips of `filters` come with that code too.
 */
export function renderCarousel(records: unknown, options: RenderCarouselOptions = {}): string {
  const {attributes = {}, lang, children} = options;
  const limit = limitFromAttribute(DEFAULT_LIMIT)(attributeValue(attributes, 'limit') ?? null);
  if (!Array.isArray(records)) throw new TypeError('renderCarousel: records must be a list');
  if (!validLimit(limit))
    throw new TypeError('renderCarousel: limit must be a whole number from 1 to 1000');
  const videos = records
    .map((record) => parseVideo(record))
    .filter((video) => video !== undefined)
    .slice(0, limit);
  return printedElement(
    'video-carousel',
    attributes,
    printedCss(),
    collectResultSync(render(carouselShadow(videos, limit, attributes, lang))),
    videos,
    children,
  );
}

/** The CSS of a printed carousel's shadow root. */
export const printedCss = () =>
  cssText([hostStyles, visuallyHidden, styles, carouselNoScript, carouselStreaming]);

/**
 * The shadow root of a carousel of `videos` (parsed, cut to `limit`), as the element renders it
 * before it has measured its row; its templates are what the WordPress plugin's PHP fills in
 * (scripts/printed-carousel.js).
 */
export function carouselShadow(
  videos: Video[],
  limit: number,
  attributes: HostAttributes,
  lang: string | undefined,
) {
  const attribute = (name: string) => attributeValue(attributes, name);
  const strings = withDefaults(printedWords(lang, 'carousel'));
  const category = attribute('category');
  const filtered = !!attribute('filter')?.trim();
  return carouselTemplate({
    strings,
    label: attribute('label'),
    category: category || undefined,
    loading: false,
    cards: !filtered && videos.length > 0,
    // As the element has them before it measures its row (row-scroll-controller.ts).
    atStart: true,
    atEnd: false,
    onPage: () => {},
    bar: nothing,
    row: videos.length
      ? filtered
        ? renderLoading(limit)
        : cardList(cardsOf(videos, strings, lang, attribute('watch-url')), undefined, {})
      : renderEmpty(settledText(0, category, strings, undefined)),
    announcement: '',
    dialog: nothing,
  });
}

/** The first page of cards, as the element renders them before its browsing code is in. */
const cardsOf = (
  videos: Video[],
  strings: CoreStrings,
  locale: string | undefined,
  watchUrl: string | undefined,
) =>
  renderCards(videos.slice(0, PAGE_SIZE), {
    strings,
    overrides: undefined,
    locale,
    setSize: videos.length,
    active: 0,
    printed: true,
    watchUrl,
  });
