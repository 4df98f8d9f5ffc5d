import type {ReactiveControllerHost} from '@lit/reactive-element';
import {html, nothing} from 'lit/html.js';
import {environment} from '../internal/environment.js';
import {fill} from '../internal/placeholders.js';
import {localeOf} from '../internal/locale-of.js';
import {pluralForm} from '../i18n/plural.js';
import type {PlayerCommands} from '../playback/player-snapshot.js';
import type {PlayerStringsWithControls} from './control-strings.js';

/** How long (ms) a tap waits for a second one before it counts as one tap. */
export const DOUBLE_TAP_MS = 300;
/** Seconds a double tap skips. */
export const SKIP_SECONDS = 10;
/** How long (ms) the skip's mark stays on the picture. */
const SHOWN_MS = 800;

type Side = 'back' | 'forward';

/** What the gestures reach of the player's bar. */
export interface GestureTarget {
  /** Shows the bar if hidden, hides it if shown. */
  toggleBar(): void;
  /** The commands the bar last rendered with; none before. */
  commands(): PlayerCommands | undefined;
}

/**
 * What the picture does under a pointer. A click plays or pauses, as on every web player. Touch
 * as phone players do: a tap shows or hides the bar; a double tap on the picture's left or right
 * third skips back or forward 10 s (each further tap 10 s more), marked on that side and spoken.
 */
export class PictureGestures {
  /** The last press on the player was a finger's: its click is the gesture's, not a play. */
  private _touched = false;
  /** The single tap waiting to learn whether a second one follows. */
  private _tap?: ReturnType<typeof setTimeout>;
  /** A run of taps skipping to one side, and how far it went. */
  private _streak?: {side: Side; seconds: number; timer: ReturnType<typeof setTimeout>};
  /** The mark shown: its side and its words; none once it faded. */
  private _shown?: {side: Side; words: string};
  private _spoken = '';

  constructor(
    private readonly _host: ReactiveControllerHost & HTMLElement,
    private readonly _target: GestureTarget,
  ) {}

  /** Listens on the player until `signal` aborts. */
  listen(signal: AbortSignal, strings: () => PlayerStringsWithControls | undefined): void {
    this._host.addEventListener(
      'pointerdown',
      (event: PointerEvent) => (this._touched = event.pointerType === 'touch'),
      {signal},
    );
    this._host.addEventListener('click', this._onClick, {signal});
    this._host.addEventListener(
      'pointerup',
      (event: PointerEvent) => {
        const picture = event.composedPath()[0];
        const words = strings();
        if (event.pointerType !== 'touch' || !(picture instanceof HTMLVideoElement) || !words) {
          return;
        }
        const box = picture.getBoundingClientRect();
        const third = Math.floor(((event.clientX - box.left) / box.width) * 3);
        const side: Side | undefined = third <= 0 ? 'back' : third >= 2 ? 'forward' : undefined;
        this._onTap(side, picture, words);
      },
      {signal},
    );
    signal.addEventListener('abort', () => this._stop());
  }

  /** The mark of the last skip over the picture, and the words spoken for it. */
  render() {
    const shown = this._shown;
    return html`${
        shown
          ? html`<p part="skip-mark" class="skip-mark ${shown.side}" aria-hidden="true">
              ${shown.words}
            </p>`
          : nothing
      }
      <p class="visually-hidden" role="status">${this._spoken}</p>`;
  }

  private _onTap(
    side: Side | undefined,
    picture: HTMLVideoElement,
    strings: PlayerStringsWithControls,
  ): void {
    const streak = this._streak;
    if (side && streak?.side === side) return this._skip(side, streak.seconds, picture, strings);
    if (this._tap !== undefined && side) {
      this._cancelTap();
      return this._skip(side, 0, picture, strings);
    }
    this._cancelTap();
    this._tap = environment.setTimeout(() => {
      this._tap = undefined;
      this._target.toggleBar();
    }, DOUBLE_TAP_MS);
  }

  private _skip(
    side: Side,
    before: number,
    picture: HTMLVideoElement,
    strings: PlayerStringsWithControls,
  ): void {
    const seconds = before + SKIP_SECONDS;
    const to = picture.currentTime + (side === 'back' ? -SKIP_SECONDS : SKIP_SECONDS);
    this._target.commands()?.seek(Math.min(Math.max(0, to), picture.duration));
    const message = side === 'back' ? strings.skippedBack : strings.skippedForward;
    const words = fill(pluralForm(message, seconds, localeOf(this._host)), {seconds});
    this._shown = {side, words};
    this._spoken = words;
    environment.clearTimeout(this._streak?.timer);
    const timer = environment.setTimeout(() => {
      this._streak = undefined;
      this._shown = undefined;
      this._host.requestUpdate();
    }, SHOWN_MS);
    this._streak = {side, seconds, timer};
    this._host.requestUpdate();
  }

  private readonly _onClick = (event: MouseEvent) => {
    const picture = event.composedPath()[0];
    const commands = this._target.commands();
    if (!(picture instanceof HTMLVideoElement) || picture.controls || !commands) return;
    if (this._touched) return;
    // The `<video>` says whether it plays (what was rendered may be older).
    if (picture.paused) void commands.play().catch(() => {});
    else commands.pause();
  };

  private _cancelTap(): void {
    environment.clearTimeout(this._tap);
    this._tap = undefined;
  }

  private _stop(): void {
    this._cancelTap();
    environment.clearTimeout(this._streak?.timer);
    this._streak = undefined;
    this._shown = undefined;
  }
}
