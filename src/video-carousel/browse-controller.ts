import type {ReactiveElement} from '@lit/reactive-element';
import {nothing} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {importChunk} from '../internal/chunk-error.js';
import {dispatch} from '../internal/events.js';
import {lazyModule} from '../internal/lazy-module.js';
import {adoptStyles} from '../internal/styles.js';
import type {CardFocus} from './card-focus.js';
import {CardPagesController} from './card-pages-controller.js';
import type {CarouselStrings} from './carousel-strings.js';
import {localeOf} from '../internal/locale-of.js';
import {filteredText, renderNoMatch} from './filter-words.js';
import {moreText, renderLoadMore} from './load-more.js';
import {FilteredVideos} from './video-filter.js';

/** What browsing is asked by: the carousel's attributes. */
export interface BrowseHost extends ReactiveElement {
  filter?: string;
  filters: boolean;
  /** The carousel's words: its `strings` over its language's. */
  readonly words: Partial<CarouselStrings>;
}

/**
 * Browsing the loaded videos: the filter (`filter`, and the chip bar of `filters`) and the pages
 * of cards (Load more). This is a chunk of its own, imported by a carousel that filters or has
 * more videos than a page; the chip bar is another, imported by a carousel with `filters`.
 */
export class BrowseController {
  readonly pages: CardPagesController;
  private readonly _filtered = new FilteredVideos();
  private readonly _bar;

  constructor(
    private readonly _host: BrowseHost,
    private readonly _videos: () => readonly Video[] | undefined,
    private readonly _focus: CardFocus,
    /** Speaks a message in the host's live region. */
    private readonly _announce: (message: string) => void,
  ) {
    this.pages = new CardPagesController(_host, () => this.shown);
    // The chip bar's styles come with its chunk, adopted once it is there.
    this._bar = lazyModule(_host, () =>
      importChunk(() => import('./filter-bar.js')).then((bar) => {
        adoptStyles(_host, bar.barStyles);
        return bar;
      }),
    );
  }

  /** The loaded videos the filter keeps: the cards, and the linked player's queue. */
  get shown(): readonly Video[] | undefined {
    const videos = this._videos();
    return videos && this._filtered.of(videos, this._host.filter);
  }

  /** The chip bar, when `filters` asks for it and there are videos to filter. */
  renderBar(): unknown {
    const videos = this._videos();
    if (!this._host.filters || !videos?.length) return nothing;
    const {filter = '', words: strings} = this._host;
    return this._bar()?.renderFilterBar(videos, filter, strings, this._choose) ?? nothing;
  }

  /** The row's state when the filter keeps none of the loaded videos. */
  renderNoMatch(): unknown {
    return renderNoMatch(this._host.filter ?? '', this._host.words, () => this._choose(''));
  }

  /** Load more at the row's end, while videos are left to show. */
  renderMore(): unknown {
    return this.pages.remaining ? renderLoadMore(this._host.words, this._showMore) : nothing;
  }

  /** What the live region says once a list settles under a filter. */
  settledText(): string {
    const {filter = '', words: strings} = this._host;
    return filteredText(this.shown?.length ?? 0, filter, strings, localeOf(this._host));
  }

  private readonly _choose = (filter: string) => {
    if (!dispatch(this._host, 'videos-filter', {filter}, {cancelable: true})) return;
    this._host.filter = filter || undefined;
    // Another list: its first card is the row's tab stop, and the row starts over.
    this._focus.setActive(0);
    this._focus.reveal(0);
    this._announce(this.settledText());
  };

  private readonly _showMore = async () => {
    const first = this.pages.count;
    const count = this.pages.showMore();
    const total = this.shown?.length ?? 0;
    // The first new card takes focus (Load more may be gone), once it is rendered.
    this._focus.setActive(first);
    await this._host.updateComplete;
    this._focus.focusAt(first);
    this._announce(moreText(count, first + count, total, this._host.words, localeOf(this._host)));
  };
}
