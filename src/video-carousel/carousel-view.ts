import {nothing} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {dispatch} from '../internal/events.js';
import {localeOf} from '../internal/locale-of.js';
import {BrowseHook} from './browse-hook.js';
import {CardFocus, cardOf} from './card-focus.js';
import {FirstRowFirst} from './first-row-first.js';
import {renderEmpty, renderError} from './carousel-states.js';
import {settledText, type CoreStrings} from './carousel-strings.js';
import {cardList, type ListHandlers} from './carousel-template.js';
import {GifPreviewController} from './gif-preview-controller.js';
import {linkedPlayer, playInLinked, shareQueue} from './playable.js';
import {PlayerDialogController} from './player-dialog-controller.js';
import {RowScrollController} from './row-scroll-controller.js';
import {preloadThumbnails} from './thumbnail-preload.js';
import type {BrowseHost} from './browse-controller.js';
import {renderCards} from './video-card.js';
import type {ListHost} from './video-list-controller.js';

/** What the carousel's chunk reads of its `<video-carousel>`: its attributes. */
export interface CarouselHost extends ListHost, BrowseHost {
  label?: string;
  preview: 'hover' | 'none';
  watchUrl?: string;
}

/**
 * What a carousel shows and does once its videos are in: the cards with their roving focus, GIF
 * previews and paging, browsing, and the dialog that plays a card where no player is linked.
 * Part of the carousel's chunk (`carousel-core.ts`), so a page of players alone pays none of it.
 */
export class CarouselView {
  private readonly _printed: boolean;
  private readonly _scroll: RowScrollController;
  private readonly _focus: CardFocus;
  private readonly _browse: BrowseHook;
  private readonly _preview: GifPreviewController;
  private readonly _dialog: PlayerDialogController;
  /** A new list's first row renders a frame before its other cards. */
  readonly firstRow: FirstRowFirst;
  private readonly _handlers: ListHandlers;

  constructor(
    private readonly _host: CarouselHost,
    private readonly _videos: () => readonly Video[] | undefined,
    /** Speaks a message in the host's live region. */
    announce: (message: string) => void,
    /** The list a server printed (render-carousel.ts). */
    printed?: readonly Video[],
  ) {
    this._printed = !!printed;
    const row = () => _host.renderRoot.querySelector<HTMLElement>('.row');
    this.firstRow = new FirstRowFirst(_host, row, printed);
    this._scroll = new RowScrollController(_host, row);
    this._focus = new CardFocus(_host, this._scroll);
    this._browse = new BrowseHook(_host, _videos, this._focus, announce);
    this._preview = new GifPreviewController(_host);
    this._dialog = new PlayerDialogController(_host, (video) => this._focus.focus(video.id));
    this._handlers = {
      onClick: this._onClick,
      onKeydown: this._focus.onKeydown,
      onFocusIn: this._onFocusIn,
      onFocusOut: this._onFocusOut,
      onPointerOver: this._preview.onPointerOver,
      onPointerLeave: this._preview.onPointerLeave,
    };
  }

  /** The loaded videos the row shows (a filter may keep fewer): the linked player's queue. */
  get shown(): readonly Video[] | undefined {
    return this._browse.shown;
  }

  get atStart(): boolean {
    return this._scroll.atStart;
  }

  get atEnd(): boolean {
    return this._scroll.atEnd;
  }

  /** A new list loads: its first card becomes the tab stop. */
  restart(): void {
    this._focus.setActive(0);
  }

  /** What the live region says once `videos` settle: the filter's words, else the count's. */
  async settledText(videos: readonly Video[], strings: CoreStrings): Promise<string> {
    const filtered = await this._browse.settledText(videos);
    return (
      filtered ?? settledText(videos.length, this._host.category, strings, localeOf(this._host))
    );
  }

  /** Scrolls the row by a page of cards; the first card shown becomes the tab stop. */
  page(direction: 1 | -1): void {
    const first = this._scroll.page(direction);
    if (first !== undefined) this._focus.setActive(first);
  }

  /** The chip bar above the row, with `filters`. */
  renderBar() {
    return this._browse.controller?.renderBar() ?? nothing;
  }

  /** The row's content for the loaded `videos`; `loading` while browsing's code comes. */
  renderList(videos: readonly Video[], strings: CoreStrings, loading: unknown) {
    if (!videos.length) return renderEmpty(settledText(0, this._host.category, strings, undefined));
    const shown = this._browse.shown;
    if (!shown) {
      const failure = this._browse.failure;
      return failure ? renderError(failure, strings, () => this._browse.retry()) : loading;
    }
    return shown.length
      ? this._renderCards(videos, shown, strings)
      : this._browse.controller?.renderNoMatch();
  }

  renderDialog(strings: CoreStrings) {
    return this._dialog.render(strings);
  }

  /** The cards of the `videos` a filter keeps of the loaded `list`. */
  private _renderCards(list: readonly Video[], videos: readonly Video[], strings: CoreStrings) {
    const fit = preloadThumbnails(this._host, videos);
    const count = Math.min(this._browse.count, this.firstRow.count(list, fit));
    const cards = renderCards(videos.slice(0, count), {
      strings,
      overrides: this._host.words,
      locale: localeOf(this._host),
      setSize: videos.length,
      active: Math.min(this._focus.active, videos.length - 1),
      previewing: this._preview.active,
      printed: this._printed,
      watchUrl: this._host.watchUrl,
    });
    return cardList(cards, this._browse.controller?.renderMore(), this._handlers);
  }

  private _select(video: Video): void {
    const host = this._host;
    if (!dispatch(host, 'video-select', {video}, {cancelable: true})) return;
    const player = linkedPlayer(host, host.player);
    if (!player) return void this._dialog.open(video);
    // A player added since the carousel last rendered has no queue yet.
    shareQueue(host, host.player, this.shown);
    playInLinked(player, video);
  }

  private readonly _onClick = (event: MouseEvent) => {
    const id = Number(cardOf(event)?.dataset['id']);
    const video = this._videos()?.find((candidate) => candidate.id === id);
    if (video) this._select(video);
  };

  private readonly _onFocusIn = (event: FocusEvent) => {
    this._focus.onFocusIn(event);
    const card = cardOf(event);
    if (card) this._preview.start(Number(card.dataset['id']));
  };

  private readonly _onFocusOut = () => this._preview.stop();
}
