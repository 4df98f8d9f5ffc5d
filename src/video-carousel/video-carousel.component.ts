import {ReactiveElement} from '@lit/reactive-element';
import type {PropertyDeclarations, PropertyValues} from '@lit/reactive-element';
import type {Video} from '../data/index.js';
import {ChunkError, importChunk, importView} from '../internal/chunk-error.js';
import {h} from '../internal/dom.js';
import {dispatch} from '../internal/events.js';
import {lazyModule, updateView} from '../internal/lazy-module.js';
import {limitFromAttribute} from './carousel-limit.js';
import type {CarouselStrings} from './carousel-strings.js';
import {hostStyles} from './carousel-host.styles.js';
import {LanguageController} from '../i18n/language-controller.js';
import {prefetchList, takePrefetched} from './list-prefetch.js';
import {printedList} from './printed-list.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'video-select': CustomEvent<{video: Video}>;
    'videos-load': CustomEvent<{videos: Video[]}>;
    'videos-error': CustomEvent<{error: Error}>;
    'videos-filter': CustomEvent<{filter: string}>;
  }
}

const DEFAULT_LIMIT = 12;

/**
 * A scrolling row of video cards from the Video Content Service, for one category.
 *
 * @tagname video-carousel
 * @summary A row of video cards that plays the chosen video in a linked `<video-player>` or a dialog.
 *
 * @fires video-select - A card was chosen; `detail.video`. Cancel it to handle playback yourself.
 * @fires videos-load - The videos arrived and every card is in the row; `detail.videos`.
 * @fires videos-error - Loading failed; `detail.error` (a `VideoServiceError` or an authoring error).
 * @fires videos-filter - A filter chip was chosen; `detail.filter` (empty for All). Cancel it to keep the filter.
 *
 * @csspart region - The labelled region around everything.
 * @csspart row - The scrolling row.
 * @csspart card - A card.
 * @csspart card-button - The button over a card that selects it (its title is the name).
 * @csspart thumbnail - A card's thumbnail image.
 * @csspart preview - A card's animated GIF preview.
 * @csspart duration - A card's duration badge.
 * @csspart title - A card's title.
 * @csspart date - A card's date.
 * @csspart asset - A card's asset symbol.
 * @csspart difficulty - A card's difficulty.
 * @csspart community - A card's community mark.
 * @csspart chip - Every chip (sector and tags).
 * @csspart sector - The sector chip.
 * @csspart tag - A tag chip.
 * @csspart skeleton - A placeholder card while loading.
 * @csspart filters - The bar of filter chips (`filters`).
 * @csspart filter-chip - A filter chip (a toggle button; All is one).
 * @csspart load-more-button - The button at the row's end that shows more cards.
 * @csspart button - Every button (prev, next, retry, close, filter chips, Load more, Show all).
 * @csspart button-prev - The previous-page button.
 * @csspart button-next - The next-page button.
 * @csspart retry-button - The retry button of the error state.
 * @csspart state - The empty, no-match and error messages.
 * @csspart empty - The empty message.
 * @csspart error - The error message.
 * @csspart no-match - The message when the filter keeps no video.
 * @csspart show-all-button - The button of that message that clears the filter.
 * @csspart dialog - The built-in player dialog.
 * @csspart dialog-title - The dialog's heading.
 * @csspart close-button - The dialog's close button.
 * @csspart dialog-player - The `<video-player>` in the dialog.
 *
 * @cssprop [--video-carousel-card-width=16rem] - Width of a card.
 * @cssprop [--video-carousel-gap=1rem] - Space between cards.
 * @cssprop [--video-carousel-radius=0.75rem] - Corner radius of cards, chips and buttons.
 * @cssprop [--video-carousel-font=inherit] - Font family (the page's by default).
 * @cssprop [--video-carousel-color=#1b1c1f] - Text colour (light scheme).
 * @cssprop [--video-carousel-muted-color=#55575e] - Secondary text colour (light scheme).
 * @cssprop [--video-carousel-surface=#ffffff] - Card and button background (light scheme).
 * @cssprop [--video-carousel-chip-background=#eceef3] - Chip background (light scheme).
 * @cssprop [--video-carousel-accent=#0b57d0] - Focus ring and community mark (light scheme).
 */
export class VideoCarousel extends ReactiveElement {
  static override properties: PropertyDeclarations = {
    category: {},
    limit: {converter: limitFromAttribute(DEFAULT_LIMIT)},
    endpoint: {},
    apiKey: {attribute: 'api-key'},
    player: {},
    label: {},
    preview: {},
    strings: {attribute: false},
    filter: {reflect: true},
    filters: {type: Boolean},
    structuredData: {type: Boolean, attribute: 'structured-data'},
    watchUrl: {attribute: 'watch-url'},
  };
  static override styles = hostStyles;

  /** Category name, sent as `categoryName`; absent or empty means every category. */
  category?: string;

  /** How many videos to ask for and show at most: a whole number from 1 to 1000 (default 12). */
  limit = DEFAULT_LIMIT;

  /** Base URL of the proxy (or the service); the page default when absent. */
  endpoint?: string;

  /** API key sent as `x-api-key` when talking to the service directly; it is public. */
  apiKey?: string;

  /** Id of the `<video-player>` that plays the chosen video, the row its queue; else a dialog. */
  player?: string;

  /** Accessible name of the region; derived from the category when absent. */
  label?: string;

  /** `hover`: a card's animated GIF after a short hover or focus; `none`: never. */
  preview: 'hover' | 'none' = 'hover';

  /** Replacements for any visible or spoken string (see `CarouselStrings`). */
  strings: Partial<CarouselStrings> = {};

  private readonly _language = new LanguageController(this, 'carousel');

  /** `strings` over the words of the carousel's language (`lang`): what it shows and says. @internal */
  get words(): Partial<CarouselStrings> {
    return this._language.over(this.strings);
  }

  /** Shows only the videos of this sector or tag (any letter case); absent or empty: all. */
  filter?: string;

  /** Shows a bar of filter chips: All and the loaded videos' most frequent sectors and tags. */
  filters = false;

  /** Writes the shown videos as a schema.org `ItemList` in JSON-LD into the page, for search engines. */
  structuredData = false;

  /**
   * Where the cards of a row a server printed link for a reader without script, `{id}` standing
   * for the video's id (`/videos/{id}`), starting with `/` or `http(s)://`; by default each
   * video's MP4 file.
   */
  watchUrl?: string;

  /**
   * The list a server printed into the element with its row (render-carousel.ts), while the
   * element has not yet hydrated that row.
   */
  private _printed?: Video[];

  /**
   * Everything else the carousel does: a chunk imported as it connects, beside its first
   * request for the list (`prefetchList`), so a page of players alone pays none of it. A row a
   * server printed is hydrated by lit's SSR client instead, a chunk only such a page fetches.
   */
  private readonly _core = lazyModule(this, () =>
    Promise.all([
      importView(() => import('./carousel-core.js')),
      this._printed && importChunk(() => import('../internal/hydrate.js')),
      // A printed row is in the words of its language: hydrated with them.
      this._printed && this._language.arrival,
    ]).then(([{CarouselCore}, client]) => {
      const printed = client && {videos: this._printed!, hydrate: client.hydrate};
      this._printed = undefined;
      return new CarouselCore(this, printed);
    }),
  );

  override connectedCallback(): void {
    if (!this.hasUpdated && this.shadowRoot?.hasChildNodes()) this._printed = printedList(this);
    super.connectedCallback();
    if (!this._printed) prefetchList(this);
    this._core.load().catch((error: unknown) => {
      // Offline, or the script's host failed: the page hears it as any failed load.
      dispatch(this, 'videos-error', {error: error as ChunkError});
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    takePrefetched(this); // Gone before its code came: nobody waits for the list.
  }

  /** Asks the service again, bypassing the page-wide cache. */
  async reload(): Promise<void> {
    return (await this._core.load()).reload();
  }

  /** Resolves once the carousel shows what its code renders (the loading row at first). */
  protected override async getUpdateComplete(): Promise<boolean> {
    if (this._core.failure === undefined) await this._core.load().catch(() => {});
    return super.getUpdateComplete();
  }

  /** Until its code is in, the element shows the room its row will take (or why it cannot). */
  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    // A printed row stays as it is until the code that hydrates it comes (or fails to).
    if (this._printed && this._core.failure === undefined) return void this._core();
    updateView(this, this._core, 'state error', h('div', {class: 'reserve'}));
  }

  protected override updated(): void {
    this._core()?.updated();
  }
}
