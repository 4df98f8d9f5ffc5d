import {TaskStatus} from '@lit/task';
import {nothing} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {pressAgain} from '../internal/press-again.js';
import {renderInRoot, type Hydrate} from '../internal/render-in-root.js';
import {adoptStyles} from '../internal/styles.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import {parseLimit} from './carousel-limit.js';
import {renderError, renderLoading} from './carousel-states.js';
import {carouselTemplate} from './carousel-template.js';
import {errorMessage, withDefaults, type CoreStrings} from './carousel-strings.js';
import {CarouselView, type CarouselHost} from './carousel-view.js';
import {firstToSay} from './shared-announcement.js';
import {VideoListController} from './video-list-controller.js';
import {styles} from './video-carousel.styles.js';

/**
 * Everything a carousel does once its code is in: the list and its states, the region with
 * its row and buttons, what the live region says, and the cards (`CarouselView`). A chunk
 * the element imports as it connects, beside its first request for the list, so a page of
 * players alone pays none of it.
 */
export class CarouselCore {
  private readonly _view: CarouselView;
  private readonly _list: VideoListController;
  /** What the live region says; set when a load settles, spoken once. */
  private _announcement = '';
  private _focusAfterLoad = false;

  constructor(
    private readonly _host: CarouselHost,
    /** The list a server printed with its row, and lit's hydration of that row. */
    private readonly _printed?: {videos: Video[]; hydrate: Hydrate},
  ) {
    for (const sheet of [visuallyHidden, styles]) adoptStyles(_host, sheet);
    this._view = new CarouselView(
      _host,
      () => this._list.videos,
      (message) => this._announce(message, false),
      _printed?.videos,
    );
    this._list = new VideoListController(_host, {
      onStart: () => {
        this._view.restart();
        this._announce(this._strings.loading);
      },
      onComplete: (videos) => void this._announceSettled(videos),
      onError: (error) => this._announce(errorMessage(error, this._strings)),
      queue: () => this._view.shown,
      whole: () => this._view.firstRow.whole,
      printed: _printed?.videos,
    });
  }

  /** Asks the service again, bypassing the page-wide cache. */
  reload(): Promise<void> {
    return this._list.reload();
  }

  /**
   * Renders the carousel into its element's shadow root (each update of the element). The
   * first, over a printed row, hydrates it: a card pressed in it before is pressed again.
   */
  update(): void {
    if (renderInRoot(this._host, this._render(), this._printed?.hydrate)) {
      pressAgain(this._host.renderRoot as ShadowRoot);
    }
  }

  private _render() {
    const host = this._host;
    const strings = this._strings;
    const view = this._view;
    const task = this._list.task;
    const complete = task.status === TaskStatus.COMPLETE;
    // First: a new list's first row makes the region busy until its other cards are in.
    const row = task.render({
      initial: () => this._renderLoading(),
      pending: () => this._renderLoading(),
      complete: (videos) => view.renderList(videos, strings, this._renderLoading()),
      error: (error) => renderError(error, strings, this._onRetry),
    });
    return carouselTemplate({
      strings,
      label: host.label,
      category: host.category || undefined,
      loading:
        task.status === TaskStatus.PENDING ||
        task.status === TaskStatus.INITIAL ||
        !view.firstRow.whole,
      cards: complete && !!view.shown?.length,
      atStart: view.atStart,
      atEnd: view.atEnd,
      onPage: (direction) => view.page(direction),
      bar: complete ? view.renderBar() : nothing,
      row,
      announcement: this._announcement,
      dialog: view.renderDialog(strings),
    });
  }

  /** After each update of the element: a Retry hands focus to what the new load shows. */
  updated(): void {
    if (this._focusAfterLoad && this._list.task.status !== TaskStatus.PENDING) {
      this._focusAfterLoad = false;
      this._host.renderRoot
        .querySelector<HTMLElement>('.card-button[tabindex="0"], [part~="retry-button"], .state')
        ?.focus();
    }
  }

  /**
   * Puts a message in the live region, outside the busy region so it is read. A `shared`
   * message another carousel said a moment ago (five rows loading, or failing for one
   * reason) is not said again.
   */
  private _announce(message: string, shared = true): void {
    this._announcement = !shared || firstToSay(message) ? message : '';
    this._host.requestUpdate();
  }

  private async _announceSettled(videos: readonly Video[]): Promise<void> {
    const text = await this._view
      .settledText(videos, this._strings)
      .catch((error: unknown) => errorMessage(error, this._strings));
    this._announce(text, false);
  }

  private get _strings(): CoreStrings {
    return withDefaults(this._host.words);
  }

  private _renderLoading() {
    return renderLoading(parseLimit(this._host.limit));
  }

  private readonly _onRetry = () => {
    this._focusAfterLoad = true;
    void this.reload();
  };
}
