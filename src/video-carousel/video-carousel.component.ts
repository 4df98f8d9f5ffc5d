import {TaskStatus} from '@lit/task';
import {html, LitElement, nothing, type PropertyValues} from 'lit';
import {property, state} from 'lit/decorators.js';
import type {Video} from '../data/index.js';
import {importChunk} from '../internal/chunk-error.js';
import {fill} from '../internal/fill.js';
import {lazyModule, type LazyModule} from '../internal/lazy-module.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import type {CarouselView} from './carousel-view.js';
import {limitConverter, parseLimit, validLimit} from './carousel-limit.js';
import {renderError, renderLoading, renderNav} from './carousel-states.js';
import {
  errorMessage,
  withDefaults,
  type CarouselStrings,
  type CoreStrings,
} from './carousel-strings.js';
import {firstToSay} from './shared-announcement.js';
import {VideoListController} from './video-list-controller.js';
import {styles} from './video-carousel.styles.js';

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
 * @fires videos-load - The videos arrived; `detail.videos`.
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
export class VideoCarousel extends LitElement {
  static override styles = [visuallyHidden, styles];

  /** Category name, sent as `categoryName`; absent or empty means every category. */
  @property() category?: string;

  /** How many videos to ask for and show at most: a whole number from 1 to 1000 (default 12). */
  @property({converter: limitConverter(DEFAULT_LIMIT)}) limit = DEFAULT_LIMIT;

  /** Base URL of the proxy (or the service); the page default when absent. */
  @property() endpoint?: string;

  /** API key sent as `x-api-key` when talking to the service directly; it is public. */
  @property({attribute: 'api-key'}) apiKey?: string;

  /** Id of the `<video-player>` that plays the chosen video, the row its queue; else a dialog. */
  @property() player?: string;

  /** Accessible name of the region; derived from the category when absent. */
  @property() label?: string;

  /** `hover`: a card's animated GIF after a short hover or focus; `none`: never. */
  @property() preview: 'hover' | 'none' = 'hover';

  /** Replacements for any visible or spoken string (see `CarouselStrings`). */
  @property({attribute: false}) strings: Partial<CarouselStrings> = {};

  /** Shows only the videos of this sector or tag (any letter case); absent or empty: all. */
  @property({reflect: true}) filter?: string;

  /** Shows a bar of filter chips: All and the loaded videos' most frequent sectors and tags. */
  @property({type: Boolean}) filters = false;

  /** Writes the shown videos as a schema.org `ItemList` in JSON-LD into the page, for search engines. */
  @property({type: Boolean, attribute: 'structured-data'}) structuredData = false;

  /** React 19, Preact, Svelte and Vue set `limit="8"` of a template as a string property. */
  private get _limit(): number {
    return parseLimit(this.limit);
  }

  /** What the live region says; set when a load settles, spoken once. */
  @state() private _announcement = '';

  /** The cards and all they do: a chunk imported beside the first request for the list. */
  private readonly _view: LazyModule<CarouselView> = lazyModule(this, () =>
    importChunk(() => import('./carousel-view.js')).then(
      ({CarouselView}) =>
        new CarouselView(
          this,
          () => this._task.value,
          (message) => this._announce(message, false),
        ),
    ),
  );

  private readonly _list = new VideoListController(this, {
    onStart: () => {
      this._view()?.restart();
      this._announce(this._strings.loading);
    },
    // The list settles once the view is here too: its cards are what it shows.
    ready: () => this._view.load(),
    onComplete: (videos) => void this._announceSettled(videos),
    onError: (error) => this._announce(errorMessage(error, this._strings)),
    queue: (): readonly Video[] | undefined => this._view()?.shown,
  });
  private readonly _task = this._list.task;
  private _focusAfterLoad = false;

  /** Asks the service again, bypassing the page-wide cache. */
  reload(): Promise<void> {
    return this._list.reload();
  }

  /**
   * Puts a message in the live region, outside the busy region so it is read. A `shared`
   * message another carousel said a moment ago (five rows loading, or failing for one
   * reason) is not said again.
   */
  private _announce(message: string, shared = true): void {
    this._announcement = !shared || firstToSay(message) ? message : '';
  }

  private async _announceSettled(videos: readonly Video[]): Promise<void> {
    const view = await this._view.load();
    const text = await view
      .settledText(videos, this._strings)
      .catch((error: unknown) => errorMessage(error, this._strings));
    this._announce(text, false);
  }

  private get _strings(): CoreStrings {
    return withDefaults(this.strings);
  }

  override render() {
    const strings = this._strings;
    const view = this._view();
    const loading =
      this._task.status === TaskStatus.PENDING || this._task.status === TaskStatus.INITIAL;
    const category = this.category || undefined;
    const label =
      this.label || (category ? fill(strings.regionLabel, {category}) : strings.regionLabelAll);
    const complete = this._task.status === TaskStatus.COMPLETE;
    const cards = complete && !!view?.shown?.length;
    // The row gets tabindex=-1 because Firefox makes every scroller a tab stop; the
    // cards are the row's one tab stop.
    return html`${complete ? view?.renderBar() : nothing}
      <section
        part="region"
        class="region"
        aria-label=${label}
        aria-roledescription="carousel"
        aria-busy=${loading ? 'true' : 'false'}
      >
        ${renderNav(-1, strings.previous, view?.atStart ?? true, cards, () => view?.page(-1))}
        <div id="row" part="row" class="row" tabindex="-1">
          ${this._task.render({
            initial: () => this._renderLoading(),
            pending: () => this._renderLoading(),
            complete: (videos) =>
              view ? view.renderList(videos, strings, this._renderLoading()) : nothing,
            error: (error) => renderError(error, strings, this._onRetry),
          })}
        </div>
        ${renderNav(1, strings.next, view?.atEnd ?? true, cards, () => view?.page(1))}
      </section>
      <p class="visually-hidden" role="status">${this._announcement}</p>
      ${view?.renderDialog(strings)}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    if (this._focusAfterLoad && this._task.status !== TaskStatus.PENDING) {
      this._focusAfterLoad = false;
      this.renderRoot
        .querySelector<HTMLElement>('.card-button[tabindex="0"], [part~="retry-button"], .state')
        ?.focus();
    }
  }

  private _renderLoading() {
    return renderLoading(validLimit(this._limit) ? this._limit : DEFAULT_LIMIT);
  }

  private readonly _onRetry = () => {
    this._focusAfterLoad = true;
    void this.reload();
  };
}
