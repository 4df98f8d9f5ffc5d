import {domWriter, h} from '../internal/dom.js';
import {localeOf} from '../internal/locale-of.js';
import {pressAgain} from '../internal/press-again.js';
import type {PlayerPlayback, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {ControlBar} from './control-bar.js';
import type {PlayingFeatures} from './playing-features.js';
import {errorOverlay} from './error-template.js';
import {facadeNodes, frameName, loadingNodes, playFrom} from './facade-template.js';
import {playbackView} from './load-playback-chunk.js';
import type {PlayerQueue, QueueHost} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';

export interface PlayerFrameOptions {
  /** The same object while the element's words stay the same: what shows is kept. */
  strings: PlayerStrings;
  playback: PlayerPlayback;
  media?: HTMLVideoElement;
  bar?: ControlBar;
  /** The element's `controls`: without a bar, the browser's own (`native`) or none. */
  controls?: 'native' | 'none';
  queue?: PlayerQueue;
  player: QueueHost;
  onPlay(at?: number): void;
  resumeAt(): number | undefined;
  /** Whether the words of the element's language are on their way (a server printed them). */
  wordsPending?: boolean;
}

export interface FrameHandlers {
  onKeydown(event: KeyboardEvent): void;
  onIntent(event: Event): void;
}

/** What of the snapshot the frame shows: the element updates when one of these changes. */
export const shownState = (s: PlayerSnapshot) => [
  ...[s.status, s.record, s.error, s.muted, s.levels, s.level, s.playingLevel],
  ...[s.textTracks, s.captions, s.captionsTrack, s.captionStyle],
  ...[s.paused, s.currentTime, s.duration, s.bufferedEnd, s.volume, s.rate],
];

const same = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/** Sets or (for no value) removes an attribute, only where it changes. */
function attribute(element: Element, name: string, value: string | undefined): void {
  if (element.getAttribute(name) === (value ?? null)) return;
  if (value) element.setAttribute(name, value);
  else element.removeAttribute(name);
}

const markup = (nodes: readonly Node[]) =>
  nodes.map((node) => (node as Element).outerHTML ?? node.textContent).join('');

/**
 * The player's box in its shadow root and what it shows: the loading status, the poster
 * facade, or (from the playback chunk, with lit-html) the `<video>` and its controls, with
 * the error over any of them. What shows before playback is written with DOM calls, so a page
 * of posters pays no template library; it is made again only when what it shows changes, so
 * focus stays on it. A frame a server rendered (Declarative Shadow DOM, render-player.ts) is
 * taken as it is: what it shows stays while it equals what the frame would make.
 */
export class PlayerFrame {
  private readonly _frame: HTMLDivElement;
  /** Where the playback chunk's content ends; the frame's own nodes follow it. */
  private readonly _playbackEnd: Comment;
  private _shown: ChildNode[];
  private _shownKey: readonly unknown[] = [];
  private _error?: HTMLElement;
  private _errorKey: readonly unknown[] = [];
  /** Made as the `<video>` first renders: the playing player's rule, beacon and "Up next". */
  private _features?: PlayingFeatures;

  private _options?: PlayerFrameOptions;

  constructor(root: ShadowRoot, handlers: FrameHandlers) {
    // A server's frame starts with the comment ours does (render-player.ts).
    const printed = root.querySelector<HTMLDivElement>('.frame');
    const end = printed?.firstChild;
    // After the update that shows the frame: a play changes the element's state.
    if (end instanceof Comment) pressAgain(root, printed!);
    const frame = (this._frame =
      end instanceof Comment ? printed! : h('div', {part: 'base', class: 'frame'}));
    this._playbackEnd = end instanceof Comment ? end : document.createComment('');
    this._shown = end instanceof Comment ? [...frame.childNodes].slice(1) : [];
    frame.addEventListener('keydown', handlers.onKeydown);
    frame.addEventListener('click', (event) => {
      const options = this._options!;
      const at = playFrom(event.target, options.resumeAt);
      if (at !== null) options.onPlay(at);
    });
    for (const type of ['pointerenter', 'pointerdown', 'focusin']) {
      frame.addEventListener(type, handlers.onIntent);
    }
    frame.addEventListener('touchstart', handlers.onIntent, {passive: true});
    if (frame !== printed) {
      frame.append(this._playbackEnd);
      root.append(frame);
    }
  }

  show(state: PlayerSnapshot, options: PlayerFrameOptions): void {
    const {record, error, status} = state;
    const {strings, media, playback} = options;
    this._options = options;
    // A server's frame stays as it is until the record it shows is in hand again (or fails),
    // and the words it was printed in, until a play or a failure.
    const printed = !this._shownKey.length && this._shown.length;
    if (printed && !error && (!record || (options.wordsPending && !media))) return;
    const frame = this._frame;
    for (const [name, value] of Object.entries(frameName(record?.title, strings))) {
      attribute(frame, name, value);
    }

    const view = playbackView();
    const loading = status === 'loading' || status === 'torn-down';
    const playing = !loading && !!record && !!media && !!view;
    view?.renderInFrame(
      frame,
      this._playbackEnd,
      options.player,
      playing
        ? [
            view.renderPlayback(media, state, playback, strings, options),
            (this._features ??= new view.PlayingFeatures(options.player)).render(
              options.queue,
              strings,
            ),
          ]
        : undefined,
    );

    // Under `controls="none"` another skin draws everything but the picture, as over a `<video>`.
    const skinned = options.controls === 'none';
    const shown = loading ? 'loading' : record && !playing ? 'facade' : 'nothing';
    const resumeAt = shown === 'facade' ? options.resumeAt() : undefined;
    const locale = localeOf(options.player);
    const key = [shown, strings, record, resumeAt, locale, skinned];
    if (!same(key, this._shownKey)) {
      this._shownKey = key;
      const nodes =
        shown === 'loading'
          ? loadingNodes(domWriter, strings, skinned)
          : shown === 'facade'
            ? facadeNodes(domWriter, record!, strings, resumeAt, locale, skinned)
            : [];
      if (!printed || markup(nodes) !== markup(this._shown)) {
        for (const node of this._shown) node.remove();
        this._shown = nodes;
        this._playbackEnd.after(...nodes);
      }
    }

    const errorKey = error && !skinned ? [error, strings] : [];
    if (!same(errorKey, this._errorKey)) {
      this._errorKey = errorKey;
      this._error?.remove();
      this._error = errorKey.length
        ? errorOverlay(error!, strings, () => playback.retry())
        : undefined;
      if (this._error) frame.append(this._error);
    }
  }
}
