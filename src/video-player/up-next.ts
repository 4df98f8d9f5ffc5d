import type {ReactiveController} from '@lit/reactive-element';
import {html, nothing} from 'lit/html.js';
import {environment} from '../internal/environment.js';
import {formatNumber} from '../internal/format-number.js';
import {localeOf} from '../internal/locale-of.js';
import {fill} from '../internal/placeholders.js';
import {pluralForm} from '../i18n/plural.js';
import {prefersReducedMotion} from '../internal/preferences.js';
import {adoptStyles} from '../internal/styles.js';
import type {Video} from '../data/index.js';
import type {PlayerQueue} from './player-queue.js';
import {playFromQueue, queueAt} from './queue-moves.js';
import {withControlStrings, type PlayerStringsWithControls} from './control-strings.js';
import type {PlayerStrings} from './player-strings.js';
import {upNextStyles} from './up-next.styles.js';

/** Seconds the "Up next" card counts down with `autoplay-next`. */
export const COUNTDOWN_SECONDS = 5;

/**
 * The "Up next" card over a video that ended while its queue has a next record: that record's
 * thumbnail and title, Play now and Cancel. With `autoplay-next` (never under reduced motion) it
 * counts down, then plays it; the countdown is spoken once, not every second. Escape or Cancel
 * closes it. Ticks go through the environment's clock, so tests set the time.
 */
export class UpNext implements ReactiveController {
  /** The record whose end the card is shown after; none while hidden. */
  private _after?: Video;
  /** The record the card offers. */
  private _next?: Video;
  /** The record whose card the viewer closed, until it plays again. */
  private _closed?: Video;
  /** Seconds left; 0 when not counting. */
  private _seconds = 0;
  private _timer?: ReturnType<typeof setTimeout>;
  private _spoken = '';
  /** Focus was in the player as the card appeared: it moves onto the card. */
  private _takeFocus = false;
  private _events?: AbortController;
  private _strings?: PlayerStringsWithControls;

  constructor(private readonly _queue: PlayerQueue) {
    const host = _queue.host;
    host.addController(this);
    adoptStyles(host, upNextStyles);
  }

  hostConnected(): void {
    this._events?.abort();
    this._events = new AbortController();
    this._queue.host.addEventListener('keydown', this._onKeydown, {signal: this._events.signal});
  }

  hostDisconnected(): void {
    this._events?.abort();
    this._stop();
  }

  /** Opens the card when the video ended and the queue has a next record; closes it otherwise. */
  hostUpdate(): void {
    const host = this._queue.host;
    const {status, record} = host.playback.snapshot;
    if (status !== 'ended') this._closed = undefined;
    const next = queueAt(this._queue, 1);
    const after = status === 'ended' && next && record !== this._closed ? record : undefined;
    if (after === this._after) return;
    this._after = after;
    this._next = next;
    this._stop();
    this._spoken = '';
    if (!after || !next || !this._strings) return;
    this._takeFocus = host.shadowRoot?.activeElement != null;
    const title = next.title;
    if (host.autoplayNext && !prefersReducedMotion()) {
      this._seconds = COUNTDOWN_SECONDS;
      this._tick();
    }
    const {upNextSpoken, upNextCountdownSpoken} = this._strings;
    const words = this._seconds ? upNextCountdownSpoken : upNextSpoken;
    const locale = localeOf(host);
    this._spoken = fill(pluralForm(words, this._seconds, locale), {
      title,
      seconds: formatNumber(this._seconds, locale),
    });
  }

  hostUpdated(): void {
    if (!this._takeFocus) return;
    this._takeFocus = false;
    const which = this._seconds ? 'up-next-cancel' : 'up-next-play';
    this._queue.host.shadowRoot?.querySelector<HTMLElement>(`[part~="${which}"]`)?.focus();
  }

  /** "Plays in 5 s", in the player's language and digits. */
  private _countdown(strings: PlayerStringsWithControls): string {
    const locale = localeOf(this._queue.host);
    const words = pluralForm(strings.upNextCountdown, this._seconds, locale);
    return fill(words, {seconds: formatNumber(this._seconds, locale)});
  }

  render(playerStrings: PlayerStrings) {
    const strings = (this._strings = withControlStrings(playerStrings));
    const next = this._after && this._next;
    const status = html`<p class="visually-hidden" role="status">${this._spoken}</p>`;
    if (!next) return status;
    const {thumbnailUrl} = next.playbackDetails;
    return html`<div
        part="up-next"
        class="overlay up-next"
        role="group"
        aria-label=${strings.upNext}
      >
        ${thumbnailUrl ? html`<img class="up-next-poster" src=${thumbnailUrl} alt="" />` : nothing}
        <p>${strings.upNext}</p>
        <p part="up-next-title" class="up-next-title" dir="auto">${next.title}</p>
        ${
          this._seconds
            ? html`<p class="up-next-countdown" aria-hidden="true">${this._countdown(strings)}</p>`
            : nothing
        }
        <div class="up-next-actions">
          <button part="up-next-play" class="button" type="button" @click=${this._playNext}>
            ${strings.playNext}
          </button>
          <button part="up-next-cancel" class="button" type="button" @click=${this._close}>
            ${strings.cancelNext}
          </button>
        </div>
      </div>
      ${status}`;
  }

  private _tick(): void {
    this._timer = environment.setTimeout(() => {
      this._seconds -= 1;
      if (this._seconds > 0) this._tick();
      else this._playNext();
      this._queue.host.requestUpdate();
    }, 1000);
  }

  private _stop(): void {
    environment.clearTimeout(this._timer);
    this._seconds = 0;
  }

  private readonly _playNext = () => {
    this._stop();
    // A prevented advance leaves the card, waiting for a click.
    if (this._next && playFromQueue(this._queue, this._next)) this._hide();
    this._queue.host.requestUpdate();
  };

  private readonly _close = () => {
    const host = this._queue.host;
    const focused = host.shadowRoot?.activeElement?.closest('.up-next');
    this._hide();
    if (focused) host.focus();
  };

  /** Hides the card until its video plays again. */
  private _hide(): void {
    this._closed = this._after;
    this._after = undefined;
    this._spoken = '';
    this._stop();
    this._queue.host.requestUpdate();
  }

  private readonly _onKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this._after || event.defaultPrevented) return;
    event.preventDefault();
    this._close();
  };
}
