import {html, nothing, type ReactiveController, type ReactiveControllerHost} from 'lit';
import {environment} from '../internal/environment.js';
import {fill} from '../internal/fill.js';
import {formatDuration} from '../internal/format.js';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import {controlBarStyles} from './control-bar.styles.js';
import {icon, type IconName} from './control-icons.js';
import type {PlayerStrings} from './player-strings.js';

/** How long (ms) the pointer may rest before the bar hides while playing. */
const IDLE_MS = 3000;
/** Seconds an arrow key moves the seek slider; Page Up/Down move a tenth of the length. */
const SEEK_STEP = 5;
const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

type MenuName = 'rate' | 'quality';

interface Choice {
  value: number;
  label: string;
}

/**
 * The player's own control bar, rendered from the snapshot and speaking only in commands:
 * play/pause, seek (buffered range, time tooltip), time, mute and volume, captions, speed and
 * quality menus, picture-in-picture and fullscreen. It keeps only what is the view's own (the
 * open menu, the pointer over the seek bar, the viewer being idle).
 */
export class ControlBar implements ReactiveController {
  private _menu?: MenuName;
  /** Share of the seek slider under the pointer, while it is over it. */
  private _hoverAt?: number;
  private _idle = false;
  private _idleTimer?: ReturnType<typeof setTimeout>;
  private _events?: AbortController;
  private _state?: PlayerSnapshot;
  private _commands?: PlayerCommands;
  /** Custom properties per part, as shares of 1; see `hostUpdated`. */
  private _shares: Record<string, Record<string, number>> = {};

  constructor(private readonly _host: ReactiveControllerHost & HTMLElement) {
    _host.addController(this);
    // Its styles come with its chunk: a page of posters does not load them.
    const root = _host.shadowRoot;
    const sheet = controlBarStyles.styleSheet;
    if (root && sheet) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }

  hostConnected(): void {
    this._events?.abort();
    this._events = new AbortController();
    const {signal} = this._events;
    for (const type of ['pointermove', 'pointerdown', 'keydown', 'focusin']) {
      this._host.addEventListener(type, this._wake, {signal});
    }
    this._host.addEventListener('click', this._onClick, {signal});
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
    environment.clearTimeout(this._idleTimer);
  }

  /** The `<video>` without the browser's controls, and the bar over its foot. */
  render(
    media: HTMLVideoElement,
    state: PlayerSnapshot,
    commands: PlayerCommands,
    strings: PlayerStrings,
  ) {
    this._state = state;
    this._commands = commands;
    media.controls = false;
    const {paused, currentTime, duration, bufferedEnd, muted, volume} = state;
    const length = Number.isFinite(duration) && duration > 0 ? duration : 0;
    const share = (time: number) => (length ? Math.min(1, Math.max(0, time / length)) : 0);
    const tip = this._hoverAt ?? share(currentTime);
    const shownVolume = muted ? 0 : volume;
    const fullscreen = document.fullscreenElement === this._host;
    this._shares = {
      seek: {'--played': share(currentTime), '--buffered': share(bufferedEnd)},
      volume: {'--played': shownVolume, '--buffered': 0},
      'seek-tooltip': {'--at': tip},
    };
    return html`${media}
      <div
        part="controls"
        class=${this._idle && !paused && !this._menu ? 'controls idle' : 'controls'}
        @keydown=${this._onBarKeydown}
        @focusout=${this._onFocusOut}
      >
        ${this._menu ? this._renderMenu(this._menu, state, commands, strings) : nothing}
        <div class="seek-row">
          <input
            part="seek"
            class="seek"
            type="range"
            min="0"
            max=${length}
            step="any"
            .value=${String(Math.min(currentTime, length))}
            ?disabled=${!length}
            aria-label=${strings.seek}
            aria-valuetext=${fill(strings.timeOf, {
              time: formatDuration(currentTime) ?? '0:00',
              duration: formatDuration(length) ?? '0:00',
            })}
            @input=${(event: Event) => commands.seek(Number(valueOf(event)))}
            @keydown=${(event: KeyboardEvent) => this._onSeekKey(event, length)}
            @pointermove=${this._onSeekHover}
            @pointerleave=${this._onSeekLeave}
          />
          <span
            part="seek-tooltip"
            class=${this._hoverAt === undefined ? 'tooltip' : 'tooltip shown'}
            aria-hidden="true"
            >${formatDuration(tip * length)}</span
          >
        </div>
        <div class="row">
          ${this._button(
            'play-button',
            paused ? strings.playButton : strings.pause,
            paused ? 'play' : 'pause',
            () => (paused ? void commands.play().catch(() => {}) : commands.pause()),
          )}
          ${this._button(
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
            aria-valuetext=${`${Math.round(shownVolume * 100)}%`}
            @input=${(event: Event) => {
              const value = Number(valueOf(event));
              if (value > 0) commands.setVolume(value);
              if (muted !== (value === 0)) commands.setMuted(value === 0);
            }}
          />
          <span part="time" class="time"
            >${formatDuration(currentTime)} / ${formatDuration(length)}</span
          >
          <span class="spacer"></span>
          ${
            state.textTracks.length
              ? this._button(
                  'captions-button',
                  strings.captions,
                  'captions',
                  () => commands.setCaptions(!state.captions),
                  state.captions,
                )
              : nothing
          }
          ${this._menuButton('rate', strings.rate, fill(strings.rateValue, {rate: state.rate}))}
          ${
            state.levels.length > 1
              ? this._menuButton('quality', strings.quality, levelLabel(state, strings))
              : nothing
          }
          ${
            document.pictureInPictureEnabled && !media.disablePictureInPicture
              ? this._button(
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
              ? this._button(
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

  /** An icon button with a name; with `pressed`, a toggle. */
  private _button(
    part: string,
    label: string,
    symbol: IconName,
    onClick: () => void,
    pressed?: boolean,
  ) {
    return html`<button
      part="control ${part}"
      class="control"
      type="button"
      aria-label=${label}
      aria-pressed=${pressed === undefined ? nothing : String(pressed)}
      @click=${onClick}
    >
      ${icon(symbol)}
    </button>`;
  }

  /** A disclosure button showing the current choice; its name says what it chooses. */
  private _menuButton(menu: MenuName, label: string, value: string) {
    const open = this._menu === menu;
    return html`<button
      part="control ${menu}-button"
      class="control text"
      type="button"
      data-menu=${menu}
      aria-label=${`${label}: ${value}`}
      aria-expanded=${String(open)}
      aria-controls=${open ? 'menu' : nothing}
      @click=${() => this._toggleMenu(menu)}
    >
      ${value}
    </button>`;
  }

  private _renderMenu(
    menu: MenuName,
    state: PlayerSnapshot,
    commands: PlayerCommands,
    strings: PlayerStrings,
  ) {
    const [label, choices, current, choose]: [string, Choice[], number, (v: number) => void] =
      menu === 'rate'
        ? [
            strings.rate,
            RATES.map((rate) => ({value: rate, label: fill(strings.rateValue, {rate})})),
            state.rate,
            (rate) => commands.setRate(rate),
          ]
        : [
            strings.quality,
            [
              {value: -1, label: strings.auto},
              ...state.levels.map(({level: value, label}) => ({value, label})),
            ],
            state.level,
            (level) => commands.setLevel(level),
          ];
    // A press on a choice must not take focus out of the menu first (that closes it).
    return html`<div
      part="menu"
      class="menu"
      id="menu"
      role="group"
      aria-label=${label}
      @mousedown=${(event: Event) => event.preventDefault()}
    >
      ${choices.map(
        (choice) =>
          html`<label part="menu-option" class="option"
            ><input
              type="radio"
              name=${menu}
              .value=${String(choice.value)}
              .checked=${choice.value === current}
              @change=${() => choose(choice.value)}
            />${choice.label}</label
          >`,
      )}
    </div>`;
  }

  private _toggleMenu(menu: MenuName): void {
    this._menu = this._menu === menu ? undefined : menu;
    this._host.requestUpdate();
    if (!this._menu) return;
    // The viewer continues in the menu, on the choice in force.
    void this._host.updateComplete.then(() =>
      this._root?.querySelector<HTMLInputElement>('.menu input:checked')?.focus(),
    );
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

  private readonly _onBarKeydown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !this._menu) return;
    event.preventDefault();
    this._closeMenu(true);
  };

  /** A menu closes once focus left both it and its button. */
  private readonly _onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Element && next.closest('.menu, [aria-expanded="true"]')) return;
    this._closeMenu(false);
  };

  private _onSeekKey(event: KeyboardEvent, length: number): void {
    const time = this._state?.currentTime ?? 0;
    const forward = (event.target as Element).matches(':dir(rtl)') ? 'ArrowLeft' : 'ArrowRight';
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft';
    const targets: Record<string, number> = {
      [forward]: time + SEEK_STEP,
      ArrowUp: time + SEEK_STEP,
      [back]: time - SEEK_STEP,
      ArrowDown: time - SEEK_STEP,
      PageUp: time + length / 10,
      PageDown: time - length / 10,
      Home: 0,
      End: length,
    };
    const target = targets[event.key];
    if (target === undefined || !length) return;
    event.preventDefault();
    this._commands?.seek(Math.min(length, Math.max(0, target)));
  }

  private readonly _onSeekHover = (event: PointerEvent) => {
    const slider = event.currentTarget as HTMLInputElement;
    const box = slider.getBoundingClientRect();
    const from = slider.matches(':dir(rtl)') ? box.right - event.clientX : event.clientX - box.left;
    this._hoverAt = Math.min(1, Math.max(0, from / box.width));
    this._host.requestUpdate();
  };

  private readonly _onSeekLeave = () => {
    this._hoverAt = undefined;
    this._host.requestUpdate();
  };

  /** Any pointer or key activity shows the bar; it hides again after a rest while playing. */
  private readonly _wake = () => {
    environment.clearTimeout(this._idleTimer);
    this._idleTimer = environment.setTimeout(() => {
      this._idle = true;
      this._host.requestUpdate();
    }, IDLE_MS);
    if (!this._idle) return;
    this._idle = false;
    this._host.requestUpdate();
  };

  /** A click on the picture plays or pauses, as on every web player. */
  private readonly _onClick = (event: MouseEvent) => {
    const target = event.composedPath()[0];
    if (!(target instanceof HTMLVideoElement) || target.controls || !this._commands) return;
    if (this._state?.paused) void this._commands.play().catch(() => {});
    else this._commands.pause();
  };
}

function valueOf(event: Event): string {
  return (event.target as HTMLInputElement).value;
}

/** "Auto" or the chosen rendition's label. */
function levelLabel(state: PlayerSnapshot, strings: PlayerStrings): string {
  return state.levels.find(({level}) => level === state.level)?.label ?? strings.auto;
}

type IosVideo = HTMLVideoElement & {webkitEnterFullscreen?: () => void};

/** Fullscreen of the player where the page may have it, else of the video itself (iPhone). */
function canFullscreen(media: IosVideo): boolean {
  return document.fullscreenEnabled || typeof media.webkitEnterFullscreen === 'function';
}
