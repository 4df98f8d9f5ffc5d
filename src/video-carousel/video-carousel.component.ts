import {Task, TaskStatus} from '@lit/task';
import {html, LitElement, nothing, type PropertyValues} from 'lit';
import {property, state} from 'lit/decorators.js';
import {guard} from 'lit/directives/guard.js';
import {videoClient, type Video} from '../data/index.js';
import {MAX_RECORDS} from '../data/parse-video.js';
import {followStructuredData} from '../internal/structured-data.js';
import {dispatch} from '../internal/events.js';
import {resolveEndpoint} from '../internal/page-config.js';
import {isAbort} from '../internal/abort.js';
import {AuthoringError} from '../internal/authoring-error.js';
import {isRetryable} from '../internal/error-words.js';
import {prefersReducedMotion} from '../internal/preferences.js';
import {ReconnectController} from '../internal/reconnect-controller.js';
import {fill} from '../internal/fill.js';
import {DEFAULT_STRINGS, errorMessage, type CarouselStrings} from './carousel-strings.js';
import {GifPreviewController} from './gif-preview-controller.js';
import {findPlayer, playIn} from './playable.js';
import {PlayerDialogController} from './player-dialog-controller.js';
import {RenderBatchController} from './render-batch-controller.js';
import {RowScrollController} from './row-scroll-controller.js';
import {renderCard, skeletonCard} from './video-card.js';
import {styles} from './video-carousel.styles.js';

declare global {
  interface GlobalEventHandlersEventMap {
    'video-select': CustomEvent<{video: Video}>;
    'videos-load': CustomEvent<{videos: Video[]}>;
    'videos-error': CustomEvent<{error: Error}>;
  }
}

const DEFAULT_LIMIT = 12;
/** Enough skeletons to fill a wide row; more would only cost DOM. */
const MAX_SKELETONS = 8;

/**
 * A limit as written: plain decimal digits only, so `1e9`, `0x10` or `1.0` are not numbers
 * here (as `Number()` would have them) but authoring errors.
 */
function parseLimit(value: unknown): number {
  if (typeof value === 'number') return value;
  const written = typeof value === 'string' ? value.trim() : '';
  return /^[0-9]{1,7}$/.test(written) ? Number(written) : Number.NaN;
}

const validLimit = (limit: number) => Number.isInteger(limit) && limit >= 1 && limit <= MAX_RECORDS;

/** A missing attribute means the default; anything else is read as written and validated later. */
const limitConverter = {
  fromAttribute: (value: string | null) => (value === null ? DEFAULT_LIMIT : parseLimit(value)),
  toAttribute: (value: number) => String(value),
};

/** The page's language for a node, if it is one `Intl` accepts. */
function localeOf(node: Element): string | undefined {
  const lang = node.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
  if (!lang) return undefined;
  try {
    return Intl.getCanonicalLocales(lang)[0];
  } catch {
    return undefined;
  }
}

/**
 * Error texts announced in the last moment, page-wide: when several carousels fail for one
 * reason at once (the service is down), a screen reader hears it once, not five times.
 */
const recentErrors = new Map<string, number>();
const ERROR_ECHO_MS = 3000;

function firstToSay(message: string): boolean {
  const now = Date.now();
  for (const [text, at] of recentErrors) if (now - at > ERROR_ECHO_MS) recentErrors.delete(text);
  if (recentErrors.has(message)) return false;
  recentErrors.set(message, now);
  return true;
}

/**
 * A scrolling row of video cards from the Video Content Service, for one category.
 *
 * @tagname video-carousel
 * @summary A row of video cards that plays the chosen video in a linked `<video-player>` or a dialog.
 *
 * @fires video-select - A card was chosen; `detail.video`. Cancel it to handle playback yourself.
 * @fires videos-load - The videos arrived; `detail.videos`.
 * @fires videos-error - Loading failed; `detail.error` (a `VideoServiceError` or an authoring error).
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
 * @csspart button - Every button (prev, next, retry, close).
 * @csspart button-prev - The previous-page button.
 * @csspart button-next - The next-page button.
 * @csspart retry-button - The retry button of the error state.
 * @csspart state - The empty and error messages.
 * @csspart empty - The empty message.
 * @csspart error - The error message.
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
  static override styles = styles;

  /** Category name, sent as `categoryName`; absent or empty means every category. */
  @property() category?: string;

  /** How many videos to ask for and show at most: a whole number from 1 to 1000 (default 12). */
  @property({converter: limitConverter}) limit = DEFAULT_LIMIT;

  /** Base URL of the proxy (or the service); the page default when absent. */
  @property() endpoint?: string;

  /** API key sent as `x-api-key` when talking to the service directly; it is public. */
  @property({attribute: 'api-key'}) apiKey?: string;

  /** Id of the `<video-player>` that plays the chosen video; a built-in dialog when absent. */
  @property() player?: string;

  /** Accessible name of the region; derived from the category when absent. */
  @property() label?: string;

  /** `hover`: a card's animated GIF after a short hover or focus; `none`: never. */
  @property() preview: 'hover' | 'none' = 'hover';

  /** Replacements for any visible or spoken string (see `CarouselStrings`). */
  @property({attribute: false}) strings: Partial<CarouselStrings> = {};

  /** Writes the shown videos as a schema.org `ItemList` in JSON-LD into the page, for search engines. */
  @property({type: Boolean, attribute: 'structured-data'}) structuredData = false;

  /** Index of the card that is the row's tab stop. */
  @state() private _active = 0;

  /** React 19, Preact, Svelte and Vue set `limit="8"` of a template as a string property. */
  private get _limit(): number {
    return parseLimit(this.limit);
  }

  /** What the live region says; set when a load settles, spoken once. */
  @state() private _announcement = '';

  private readonly _task = new Task(this, {
    args: () =>
      [
        resolveEndpoint(this.endpoint),
        this.apiKey,
        this.category || undefined,
        this._limit,
      ] as const,
    task: ([endpoint, apiKey, category, limit], {signal}) =>
      this._load(endpoint, apiKey, category, limit, signal),
    // Events go out from updated(), once the new state is on screen.
    onComplete: (videos) => {
      this._outcome = 'load';
      this._announce(this._settledText(videos), false);
    },
    onError: (error) => {
      this._outcome = isAbort(error) ? undefined : 'error';
      if (this._outcome) this._announce(errorMessage(error, this._strings));
    },
  });

  private readonly _batches = new RenderBatchController(this, () => this._task.value);
  private readonly _scroll = new RowScrollController(
    this,
    () => this.renderRoot.querySelector<HTMLElement>('.row'),
    () => this._batches.complete,
  );
  private readonly _preview = new GifPreviewController(this);
  private readonly _dialog = new PlayerDialogController(this, (video) => this._focusCard(video.id));
  private _outcome?: 'load' | 'error';
  private _hovered?: number;
  private _fresh = false;
  private _focusAfterLoad = false;
  private _warnedPlayer = false;

  constructor() {
    super();
    followStructuredData(this, () =>
      this.structuredData && this._task.status === TaskStatus.COMPLETE
        ? this._task.value
        : undefined,
    );
    new ReconnectController(this, () => {
      if (this._task.status === TaskStatus.ERROR && isRetryable(this._task.error)) {
        void this.reload();
      }
    });
  }

  /** Asks the service again, bypassing the page-wide cache. */
  reload(): Promise<void> {
    this._fresh = true;
    return this._task.run();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A carousel moved in the DOM was aborted on the way out: load again.
    if (this.hasUpdated && this._task.status !== TaskStatus.COMPLETE) void this._task.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._task.abort();
  }

  private async _load(
    endpoint: string | undefined,
    apiKey: string | undefined,
    category: string | undefined,
    limit: number,
    signal: AbortSignal,
  ): Promise<Video[]> {
    const fresh = this._fresh;
    this._fresh = false;
    if (!validLimit(limit)) {
      const written = this.getAttribute('limit') ?? String(limit);
      throw new AuthoringError('invalid-limit', {limit: written}, DEFAULT_STRINGS.invalidLimit);
    }
    if (!endpoint) {
      throw new AuthoringError('missing-endpoint', {}, DEFAULT_STRINGS.missingEndpoint);
    }
    this._active = 0;
    this._announce(this._strings.loading);
    const source = {endpoint, apiKey: apiKey || undefined};
    const videos = await videoClient.listVideos(source, {category, limit}, {signal, fresh});
    // The service may send more than asked for; never more than `limit` cards.
    return videos.length > limit ? videos.slice(0, limit) : videos;
  }

  /**
   * Puts a message in the live region, outside the busy region so it is read. A `shared`
   * message another carousel said a moment ago (five rows loading, or failing for one
   * reason) is not said again.
   */
  private _announce(message: string, shared = true): void {
    this._announcement = !shared || firstToSay(message) ? message : '';
  }

  private _settledText(videos: readonly Video[]): string {
    const strings = this._strings;
    const category = this.category || undefined;
    if (videos.length) return fill(strings.loaded, {count: videos.length});
    return category ? fill(strings.empty, {category}) : strings.emptyAll;
  }

  private get _strings(): CarouselStrings {
    return {
      ...DEFAULT_STRINGS,
      ...this.strings,
      errors: {...DEFAULT_STRINGS.errors, ...this.strings.errors},
    };
  }

  override render() {
    const strings = this._strings;
    const loading =
      this._task.status === TaskStatus.PENDING || this._task.status === TaskStatus.INITIAL;
    const category = this.category || undefined;
    const label =
      this.label || (category ? fill(strings.regionLabel, {category}) : strings.regionLabelAll);
    const cards = this._task.status === TaskStatus.COMPLETE && !!this._task.value?.length;
    // The row gets tabindex=-1 because Firefox makes every scroller a tab stop; the
    // cards are the row's one tab stop.
    return html`<section
        part="region"
        class="region"
        aria-label=${label}
        aria-roledescription="carousel"
        aria-busy=${loading ? 'true' : 'false'}
      >
        ${this._renderNav(-1, strings.previous, this._scroll.atStart, cards)}
        <div id="row" part="row" class="row" tabindex="-1">
          ${this._task.render({
            initial: () => this._renderLoading(),
            pending: () => this._renderLoading(),
            complete: (videos) =>
              videos.length ? this._renderCards(videos, strings) : this._renderEmpty(strings),
            error: (error) => this._renderError(error, strings),
          })}
        </div>
        ${this._renderNav(1, strings.next, this._scroll.atEnd, cards)}
      </section>
      <p class="visually-hidden" role="status">${this._announcement}</p>
      ${this._dialog.render(strings)}`;
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const outcome = this._outcome;
    this._outcome = undefined;
    if (outcome === 'load') dispatch(this, 'videos-load', {videos: this._task.value ?? []});
    if (outcome === 'error') {
      const error = this._task.error;
      dispatch(this, 'videos-error', {
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
    if (this._focusAfterLoad && this._task.status !== TaskStatus.PENDING) {
      this._focusAfterLoad = false;
      this.renderRoot
        .querySelector<HTMLElement>('.card-button[tabindex="0"], [part~="retry-button"], .state')
        ?.focus();
    }
  }

  // aria-disabled rather than disabled: a button that disables under the keyboard
  // user's focus would drop focus to the page. Without cards there is nothing to page:
  // the buttons are inert (out of the Tab order) and invisible, but keep their room.
  private _renderNav(direction: 1 | -1, label: string, disabled: boolean, cards: boolean) {
    return html`<button
      part="button ${direction < 0 ? 'button-prev' : 'button-next'}"
      type="button"
      class="nav"
      aria-label=${label}
      aria-controls="row"
      aria-disabled=${disabled ? 'true' : 'false'}
      ?inert=${!cards}
      @click=${() => disabled || (this._active = this._scroll.page(direction))}
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

  private _renderLoading() {
    const limit = this._limit;
    const count = Math.min(validLimit(limit) ? limit : DEFAULT_LIMIT, MAX_SKELETONS);
    return html`<ul class="list" aria-hidden="true">
      ${Array.from({length: count}, () => skeletonCard)}
    </ul>`;
  }

  private _renderCards(videos: Video[], strings: CarouselStrings) {
    const locale = localeOf(this);
    const active = Math.min(this._active, videos.length - 1);
    return html`<ul
      class="list"
      @click=${this._onClick}
      @keydown=${this._onKeydown}
      @focusin=${this._onFocusIn}
      @focusout=${this._onFocusOut}
      @pointerover=${this._onPointerOver}
      @pointerleave=${this._onPointerLeave}
    >
      ${videos.slice(0, this._batches.count).map((video, index) => {
        const tabbable = index === active;
        const previewing = this._preview.active === video.id;
        // Every batch and every focus move updates the host: only the cards that changed are
        // rendered again (`strings` derives from `this.strings`, a card's index from its place).
        return guard([video, this.strings, locale, tabbable, previewing, videos.length], () =>
          renderCard(video, {
            strings,
            locale,
            position: index + 1,
            setSize: videos.length,
            tabbable,
            previewing,
          }),
        );
      })}
    </ul>`;
  }

  private _renderEmpty(strings: CarouselStrings) {
    const category = this.category || undefined;
    return html`<p part="state empty" class="state" tabindex="-1">
      ${category ? fill(strings.empty, {category}) : strings.emptyAll}
    </p>`;
  }

  // Every failed load offers Retry, a refused key or origin included (the author may be
  // fixing it right now); an authoring error does not, as only the attribute can fix it.
  private _renderError(error: unknown, strings: CarouselStrings) {
    return html`<div part="state error" class="state" tabindex="-1">
      <p>${errorMessage(error, strings)}</p>
      ${
        error instanceof AuthoringError
          ? nothing
          : html`<button part="button retry-button" type="button" @click=${this._onRetry}>
              ${strings.retry}
            </button>`
      }
    </div>`;
  }

  private _cards(): HTMLButtonElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLButtonElement>('.list .card-button')];
  }

  private _cardOf(event: Event): HTMLButtonElement | null {
    return (event.target as Element).closest<HTMLButtonElement>('button.card-button');
  }

  private _videoOf(card: HTMLElement): Video | undefined {
    const id = Number(card.dataset['id']);
    return this._task.value?.find((video) => video.id === id);
  }

  private _focusCard(id: number): void {
    this.renderRoot.querySelector<HTMLElement>(`.card-button[data-id="${id}"]`)?.focus();
  }

  private _select(video: Video): void {
    if (!dispatch(this, 'video-select', {video}, {cancelable: true})) return;
    const player = this.player ? findPlayer(this, this.player) : undefined;
    if (player) {
      player.scrollIntoView({
        block: 'nearest',
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
      void playIn(player, video);
      // The card is now off-screen: the viewer goes on in the player.
      player.focus({preventScroll: true});
      return;
    }
    if (this.player && !this._warnedPlayer) {
      this._warnedPlayer = true;
      console.warn(
        `video-content-widgets: <video-carousel player="${this.player}"> found no <video-player id="${this.player}">; playing in a dialog instead.`,
      );
    }
    void this._dialog.open(video);
  }

  private readonly _onRetry = () => {
    this._focusAfterLoad = true;
    void this.reload();
  };

  private readonly _onClick = (event: MouseEvent) => {
    const card = this._cardOf(event);
    const video = card && this._videoOf(card);
    if (video) this._select(video);
  };

  private readonly _onKeydown = async (event: KeyboardEvent) => {
    let cards = this._cards();
    const current = cards.indexOf(event.target as HTMLButtonElement);
    if (current < 0) return;
    const total = this._task.value?.length ?? 0;
    const forward = getComputedStyle(this).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const target =
      event.key === forward
        ? current + 1
        : event.key === backward
          ? current - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? total - 1
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    // End, or an arrow past the cards rendered so far, reaches the real card.
    if (target >= cards.length && target < total) {
      this._batches.renderAll();
      await this.updateComplete;
      cards = this._cards();
    }
    const index = Math.max(0, Math.min(target, cards.length - 1));
    cards[index]?.focus({preventScroll: true});
    this._scroll.reveal(index);
  };

  private readonly _onFocusIn = (event: FocusEvent) => {
    const card = this._cardOf(event);
    if (!card) return;
    this._active = this._cards().indexOf(card);
    this._preview.start(Number(card.dataset['id']));
  };

  private readonly _onFocusOut = () => {
    this._preview.stop();
  };

  private readonly _onPointerOver = (event: PointerEvent) => {
    if (event.pointerType === 'touch') return;
    const id = Number(this._cardOf(event)?.dataset['id'] ?? NaN);
    if (id === this._hovered) return;
    this._hovered = Number.isNaN(id) ? undefined : id;
    if (this._hovered === undefined) this._preview.stop();
    else this._preview.start(this._hovered);
  };

  private readonly _onPointerLeave = () => {
    this._hovered = undefined;
    this._preview.stop();
  };
}
