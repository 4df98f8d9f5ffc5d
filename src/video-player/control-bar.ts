import type {ReactiveController, ReactiveControllerHost} from '@lit/reactive-element';
import {html, nothing} from 'lit/html.js';
import {environment} from '../internal/environment.js';
import {formatDuration} from '../internal/format.js';
import {formatPercent} from '../internal/format-number.js';
import {localeOf} from '../internal/locale-of.js';
import {fill} from '../internal/placeholders.js';
import {adoptStyles} from '../internal/styles.js';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import {controlBarStyles} from './control-bar.styles.js';
import {controlButton} from './control-button.js';
import {icon} from './control-icons.js';
import {fitMenu, menuValue, renderMenu, renderMenuButton, type MenuName} from './control-menu.js';
import type {PlayerQueue} from './player-queue.js';
import {playFromQueue, queueAt} from './queue-moves.js';
import {withControlStrings, type PlayerStringsWithControls} from './control-strings.js';
import type {PlayerStrings} from './player-strings.js';
import {SeekSlider, type Shares} from './seek-slider.js';
import {PictureGestures} from './picture-gestures.js';
import {RemotePlaybackButton} from './remote-playback.js';
import {ShortcutsHelp} from './shortcuts-help.js';

/** How long (ms) the pointer may rest before the bar hides while playing. */
export const IDLE_MS = 3000;

/**
 * The player's own control bar, rendered from the snapshot and speaking only in commands:
 * play/pause, seek (buffered range, time tooltip), time, mute and volume, captions, audio
 * language, speed and quality menus, picture-in-picture and fullscreen. It keeps only what is the view's own (the
 * open menu, the pointer over the seek bar, the viewer being idle).
 */
export class ControlBar implements ReactiveController {
  private _menu?: MenuName;
  private _idle = false;
  private _idleTimer?: ReturnType<typeof setTimeout>;
  private _events?: AbortController;
  private _commands?: PlayerCommands;
  private _strings?: PlayerStringsWithControls;
  private readonly _picture: PictureGestures;
  private readonly _seek: SeekSlider;
  private readonly _help: ShortcutsHelp;
  private readonly _remote: RemotePlaybackButton;
  /** Custom properties per part, as shares of 1; see `hostUpdated`. */
  private _shares: Shares = {};

  constructor(private readonly _host: ReactiveControllerHost & HTMLElement) {
    this._seek = new SeekSlider(() => _host.requestUpdate());
    this._help = new ShortcutsHelp(_host);
    this._remote = new RemotePlaybackButton(() => _host.requestUpdate());
    this._picture = new PictureGestures(_host, {
      toggleBar: () => (this._idle ? this._wake() : this._rest()),
      commands: () => this._commands,
    });
    // Its styles come with its chunk: a page of posters does not load them.
    adoptStyles(_host, controlBarStyles);
    _host.addController(this); // Last: a connected host connects it at once.
  }

  hostConnected(): void {
    this._events?.abort();
    this._events = new AbortController();
    const {signal} = this._events;
    for (const type of ['pointermove', 'pointerdown', 'keydown', 'focusin']) {
      this._host.addEventListener(type, this._wake, {signal});
    }
    this._picture.listen(signal, () => this._strings);
    document.addEventListener('fullscreenchange', () => this._host.requestUpdate(), {signal});
  }

  /**
   * Draws the played and buffered ranges and places the tooltip through the CSSOM: a `style`
   * attribute (which `styleMap` also writes on first render) breaks a strict CSP.
   */
  hostUpdated(): void {
    for (const [name, properties] of Object.entries(this._shares)) {
      const element = this._root?.querySelector<HTMLElement>(`[part~="${name}"]`);
      for (const [property, value] of Object.entries(properties)) {
        element?.style.setProperty(property, `${value * 100}%`);
      }
    }
  }

  hostDisconnected(): void {
    this._events?.abort();
    this._remote.stop();
    environment.clearTimeout(this._idleTimer);
  }

  /** The `<video>` without the browser's controls, and the bar over its foot. */
  render(
    media: HTMLVideoElement,
    state: PlayerSnapshot,
    commands: PlayerCommands,
    playerStrings: PlayerStrings,
    queue?: PlayerQueue,
  ) {
    const strings = (this._strings = withControlStrings(playerStrings));
    const locale = localeOf(this._host);
    this._commands = commands;
    media.controls = false;
    const {paused, currentTime, duration, muted, volume} = state;
    const shownVolume = muted ? 0 : volume;
    const fullscreen = document.fullscreenElement === this._host;
    this._shares = {volume: {'--played': shownVolume, '--buffered': 0}};
    const menu = this._menu;
    return html`${media}${this._picture.render()}
      <div
        part="controls"
        class=${this._idle && !paused && !menu ? 'controls idle' : 'controls'}
        @keydown=${this._onBarKeydown}
        @focusout=${this._onFocusOut}
      >
        ${this._seek.render(state, commands, strings, this._shares)}
        <div class="row">
          ${controlButton(
            'play-button',
            paused ? strings.playButton : strings.pause,
            paused ? 'play' : 'pause',
            () => (paused ? void commands.play().catch(() => {}) : commands.pause()),
          )}
          ${queue?.host.queue?.length ? this._queueButtons(queue, strings) : nothing}
          ${controlButton(
            'mute-button',
            strings.mute,
            muted ? 'muted' : 'volume',
            () => commands.setMuted(!muted),
            muted,
          )}
          <input
            part="volume"
            class="volume"
            type="range"
            min="0"
            max="1"
            step="0.05"
            .value=${String(shownVolume)}
            aria-label=${strings.volume}
            aria-valuetext=${formatPercent(shownVolume, locale)}
            @input=${(event: Event) => {
              const value = Number((event.target as HTMLInputElement).value);
              if (value > 0) commands.setVolume(value);
              if (muted !== (value === 0)) commands.setMuted(value === 0);
            }}
          />
          <span part="time" class="time" dir="ltr"
            >${formatDuration(currentTime)} / ${formatDuration(duration) ?? '0:00'}</span
          >
          <span class="spacer"></span>
          ${state.textTracks.length ? this._menuButton('captions', strings.captions, state, commands, strings, locale) : nothing}
          ${state.audioTracks.length > 1 ? this._menuButton('audio', strings.audio, state, commands, strings, locale) : nothing}
          ${this._menuButton('rate', strings.rate, state, commands, strings, locale)}
          ${state.levels.length > 1 ? this._menuButton('quality', strings.quality, state, commands, strings, locale) : nothing}
          ${this._help.render(strings)} ${this._remote.render(media, strings.remotePlayback)}
          ${
            document.pictureInPictureEnabled && !media.disablePictureInPicture
              ? controlButton(
                  'pip-button',
                  strings.pictureInPicture,
                  'pip',
                  () => commands.pip(),
                  document.pictureInPictureElement === media,
                )
              : nothing
          }
          ${
            canFullscreen(media)
              ? controlButton(
                  'fullscreen-button',
                  fullscreen ? strings.exitFullscreen : strings.fullscreen,
                  fullscreen ? 'exit-fullscreen' : 'fullscreen',
                  () => commands.fullscreen(),
                )
              : nothing
          }
        </div>
      </div>`;
  }

  /** Previous and Next of the queue; one without a record to go to is disabled. */
  private _queueButtons(queue: PlayerQueue, strings: PlayerStringsWithControls) {
    const [previous, next] = [queueAt(queue, -1), queueAt(queue, 1)];
    const go = (video: typeof next) => () => video && playFromQueue(queue, video);
    return html`${controlButton('previous-button', strings.previousVideo, 'previous', go(previous), undefined, !previous)}
    ${controlButton('next-button', strings.nextVideo, 'next', go(next), undefined, !next)}`;
  }

  /**
   * A menu's button (captions show their symbol, the others their value), and its menu when
   * open: next to it in the Tab order, so Tab and Shift+Tab leave the menu as they would its
   * button.
   */
  private _menuButton(
    menu: MenuName,
    label: string,
    state: PlayerSnapshot,
    commands: PlayerCommands,
    strings: PlayerStringsWithControls,
    locale: string | undefined,
  ) {
    const value = menuValue(menu, state, strings, locale);
    const name = fill(strings.controlValue, {label, value: value.value});
    const content = menu === 'captions' ? icon('captions') : undefined;
    const open = this._menu === menu;
    const toggle = () => this._toggleMenu(menu);
    return html`${renderMenuButton(menu, name, value, open, toggle, content)}${
      open
        ? renderMenu(menu, state, commands, strings, locale, () => this._closeMenu(true))
        : nothing
    }`;
  }

  private _toggleMenu(menu: MenuName): void {
    this._menu = this._menu === menu ? undefined : menu;
    this._host.requestUpdate();
    if (!this._menu) return;
    // The viewer continues in the menu, on the choice in force.
    const item = (which: string) => this._root?.querySelector<HTMLElement>(`.menu ${which}`);
    void this._host.updateComplete.then(() => {
      fitMenu(this._root?.querySelector<HTMLElement>('.menu'));
      (item('[aria-checked="true"]') ?? item('[role="menuitemradio"]'))?.focus();
    });
  }

  private _closeMenu(refocus: boolean): void {
    const menu = this._menu;
    if (!menu) return;
    this._menu = undefined;
    this._host.requestUpdate();
    if (refocus) this._root?.querySelector<HTMLElement>(`[data-menu="${menu}"]`)?.focus();
  }

  private get _root(): ShadowRoot | null {
    return this._host.shadowRoot;
  }

  /**
   * Escape, and Shift+Tab from a choice, close the open menu and return to its button (the
   * control before the menu; APG's menu button: Shift+Tab closes the menu as it leaves).
   */
  private readonly _onBarKeydown = (event: KeyboardEvent) => {
    if (!this._menu) return;
    // WebKitGTK names Shift+Tab "Unidentified" (X11's ISO_Left_Tab); its code is still Tab.
    const tab = event.key === 'Tab' || event.code === 'Tab';
    const back = tab && event.shiftKey && inMenu(event.composedPath()[0]);
    if (event.key !== 'Escape' && !back) return;
    event.preventDefault();
    this._closeMenu(true);
  };

  /** A menu closes once focus left both it and its button. */
  private readonly _onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Element && next.closest('.menu, [aria-expanded="true"]')) return;
    this._closeMenu(false);
  };

  /** Activity shows the bar, a rest hides it while playing; a finger on the picture is a gesture. */
  private readonly _wake = (event?: Event) => {
    const finger = (event as PointerEvent | undefined)?.pointerType === 'touch';
    if (finger && event!.composedPath()[0] instanceof HTMLVideoElement) return;
    environment.clearTimeout(this._idleTimer);
    this._idleTimer = environment.setTimeout(this._rest, IDLE_MS);
    if (!this._idle) return;
    this._idle = false;
    this._host.requestUpdate();
  };

  private readonly _rest = () => {
    environment.clearTimeout(this._idleTimer);
    this._idle = true;
    this._host.requestUpdate();
  };
}

const inMenu = (target: EventTarget | undefined) =>
  target instanceof Element && target.closest('.menu') !== null;

type IosVideo = HTMLVideoElement & {webkitEnterFullscreen?: () => void};

/** Fullscreen of the player where the page may have it, else of the video itself (iPhone). */
function canFullscreen(media: IosVideo): boolean {
  return document.fullscreenEnabled || typeof media.webkitEnterFullscreen === 'function';
}
