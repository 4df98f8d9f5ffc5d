import {TaskStatus} from '@lit/task';
import {html, nothing} from 'lit/html.js';
import type {Video} from '../data/index.js';
import {fill} from '../internal/placeholders.js';
import {renderInRoot} from '../internal/render-in-root.js';
import {adoptStyles} from '../internal/styles.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import {parseLimit} from './carousel-limit.js';
import {renderError, renderLoading, renderNav} from './carousel-states.js';
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

  constructor(private readonly _host: CarouselHost) {
    for (const sheet of [visuallyHidden, styles]) adoptStyles(_host, sheet);
    this._view = new CarouselView(
      _host,
      () => this._list.videos,
      (message) => this._announce(message, false),
    );
    this._list = new VideoListController(_host, {
      onStart: () => {
        this._view.restart();
        this._announce(this._strings.loading);
      },
      onComplete: (videos) => void this._announceSettled(videos),
      onError: (error) => this._announce(errorMessage(error, this._strings)),
      queue: () => this._view.shown,
    });
  }

  /** Asks the service again, bypassing the page-wide cache. */
  reload(): Promise<void> {
    return this._list.reload();
  }

  /** Renders the carousel into its element's shadow root (each update of the element). */
  update(): void {
    renderInRoot(this._host, this._render());
  }

  private _render() {
    const host = this._host;
    const strings = this._strings;
    const view = this._view;
    const task = this._list.task;
    const loading = task.status === TaskStatus.PENDING || task.status === TaskStatus.INITIAL;
    const category = host.category || undefined;
    const label =
      host.label || (category ? fill(strings.regionLabel, {category}) : strings.regionLabelAll);
    const complete = task.status === TaskStatus.COMPLETE;
    const cards = complete && !!view.shown?.length;
    // The row gets tabindex=-1 because Firefox makes every scroller a tab stop; the
    // cards are the row's one tab stop.
    return html`${complete ? view.renderBar() : nothing}
      <section
        part="region"
        class="region"
        aria-label=${label}
        aria-roledescription=${strings.roleDescription}
        aria-busy=${loading ? 'true' : 'false'}
      >
        ${renderNav(-1, strings.previous, view.atStart, cards, () => view.page(-1))}
        <div id="row" part="row" class="row" tabindex="-1">
          ${task.render({
            initial: () => this._renderLoading(),
            pending: () => this._renderLoading(),
            complete: (videos) => view.renderList(videos, strings, this._renderLoading()),
            error: (error) => renderError(error, strings, this._onRetry),
          })}
        </div>
        ${renderNav(1, strings.next, view.atEnd, cards, () => view.page(1))}
      </section>
      <p class="visually-hidden" role="status">${this._announcement}</p>
      ${view.renderDialog(strings)}`;
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
