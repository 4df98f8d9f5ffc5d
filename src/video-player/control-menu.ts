import {html, nothing} from 'lit/html.js';
import {formatNumber, formatPercent} from '../internal/format-number.js';
import {fill} from '../internal/placeholders.js';
import type {PlayerCommands, PlayerSnapshot, TextTrackInfo} from '../playback/player-snapshot.js';
import {CAPTION_COLORS, CAPTION_SIZES, CAPTION_STRINGS} from './caption-style.js';
import type {PlayerStringsWithControls} from './control-strings.js';

const RATES = [0.5, 0.75, 1, 1.25, 1.5, 2];

export type MenuName = 'captions' | 'audio' | 'rate' | 'quality';

interface Choice {
  value: number | string;
  label: string;
}

/** One set of choices of a menu, the choice in force, and what makes a choice. */
interface MenuGroup {
  /** Groups after the first are named (the captions menu's sizes and colours). */
  label?: string;
  choices: Choice[];
  current: number | string;
  choose(commands: PlayerCommands, value: number | string): void;
}

/** What a menu offers: its first group says what its button shows. */
interface MenuModel {
  label: string;
  groups: [MenuGroup, ...MenuGroup[]];
}

/** A menu's choices of tracks, by name, else language, else number. */
const trackChoices = (
  tracks: readonly TextTrackInfo[],
  strings: PlayerStringsWithControls,
  locale: string | undefined,
) =>
  tracks.map(({label, lang}, value) => ({
    value,
    label: label || lang || fill(strings.captionsTrack, {number: formatNumber(value + 1, locale)}),
  }));

/** A menu's model; its numbers (speeds, sizes, track numbers) in `locale`. */
function menuModel(
  menu: MenuName,
  state: PlayerSnapshot,
  strings: PlayerStringsWithControls,
  locale: string | undefined,
): MenuModel {
  if (menu === 'captions') {
    const words = {...CAPTION_STRINGS, ...strings};
    const tracks = trackChoices(state.textTracks, strings, locale);
    const colors = Object.keys(CAPTION_COLORS).map((value) => ({
      value,
      label: words.captionColorPresets[value] ?? value,
    }));
    return {
      label: strings.captions,
      groups: [
        {
          choices: [{value: -1, label: strings.captionsOff}, ...tracks],
          current: state.captionsTrack,
          choose: (commands, value) => commands.setCaptions(value as number),
        },
        {
          label: words.captionSize,
          choices: CAPTION_SIZES.map((size) => ({
            value: size,
            label: formatPercent(size / 100, locale),
          })),
          current: state.captionStyle.size,
          choose: (commands, size) => commands.setCaptionStyle({size: size as number}),
        },
        {
          label: words.captionColors,
          choices: [{value: '', label: words.captionColorsDefault}, ...colors],
          current: state.captionStyle.colors,
          choose: (commands, value) => commands.setCaptionStyle({colors: value as string}),
        },
      ],
    };
  }
  if (menu === 'audio') {
    return {
      label: strings.audio,
      groups: [
        {
          choices: trackChoices(state.audioTracks, strings, locale),
          current: state.audioTrack,
          choose: (commands, track) => commands.setAudioTrack(track as number),
        },
      ],
    };
  }
  if (menu === 'rate') {
    return {
      label: strings.rate,
      groups: [
        {
          choices: RATES.map((rate) => ({
            value: rate,
            label: fill(strings.rateValue, {rate: formatNumber(rate, locale)}),
          })),
          current: state.rate,
          choose: (commands, rate) => commands.setRate(rate as number),
        },
      ],
    };
  }
  return {
    label: strings.quality,
    groups: [
      {
        choices: [
          {value: -1, label: strings.auto},
          ...state.levels.map(({level: value, label}) => ({value, label})),
        ],
        current: state.level,
        choose: (commands, level) => commands.setLevel(level as number),
      },
    ],
  };
}

/**
 * What a menu's button says: the choice in force; under automatic quality, the rendition
 * actually playing ("Auto (720p)") once the picture says which. `short` is what a narrow
 * player shows of it.
 */
export function menuValue(
  menu: MenuName,
  state: PlayerSnapshot,
  strings: PlayerStringsWithControls,
  locale: string | undefined,
): {value: string; short: string} {
  const {choices, current} = menuModel(menu, state, strings, locale).groups[0];
  const chosen = choices.find(({value}) => value === current)?.label ?? choices[0]!.label;
  const playing = state.levels.find(({level}) => level === state.playingLevel);
  if (menu !== 'quality' || current !== -1 || !playing) return {value: chosen, short: chosen};
  return {value: fill(strings.autoPlaying, {level: playing.label}), short: chosen};
}

/**
 * The button that opens a menu; its `name` says what it chooses and what is chosen. It shows
 * `content`, or the value (the short one in a narrow player).
 */
export function renderMenuButton(
  menu: MenuName,
  name: string,
  {value, short}: {value: string; short: string},
  open: boolean,
  onToggle: () => void,
  content?: unknown,
) {
  const shown =
    value === short
      ? value
      : html`<span class="wide">${value}</span><span class="narrow">${short}</span>`;
  return html`<button
    part="control ${menu}-button"
    class="control text"
    type="button"
    data-menu=${menu}
    aria-label=${name}
    aria-haspopup="menu"
    aria-expanded=${String(open)}
    aria-controls=${open ? 'menu' : nothing}
    @click=${onToggle}
  >
    ${content ?? shown}
  </button>`;
}

/**
 * The open menu: `menuitemradio`s with the choice in force checked, one focus stop moved by
 * arrows, Home and End (see `onMenuKeydown`); a choice closes the menu through `onChosen`.
 */
export function renderMenu(
  menu: MenuName,
  state: PlayerSnapshot,
  commands: PlayerCommands,
  strings: PlayerStringsWithControls,
  locale: string | undefined,
  onChosen: () => void,
) {
  const {label, groups} = menuModel(menu, state, strings, locale);
  const options = ({choices, current, choose}: MenuGroup) =>
    choices.map(
      (choice) =>
        html`<button
          part="menu-option"
          class="option"
          type="button"
          role="menuitemradio"
          tabindex="-1"
          aria-checked=${String(choice.value === current)}
          @click=${() => {
            choose(commands, choice.value);
            onChosen();
          }}
        >
          ${choice.label}
        </button>`,
    );
  // A press on a choice must not take focus out of the menu first (that closes it).
  return html`<div
    part="menu"
    class="menu"
    id="menu"
    role="menu"
    aria-label=${label}
    @mousedown=${(event: Event) => event.preventDefault()}
    @keydown=${onMenuKeydown}
  >
    ${groups.map((group) =>
      group.label
        ? html`<div class="group" role="group" aria-label=${group.label}>
            <span class="group-label" aria-hidden="true">${group.label}</span>
            ${options(group)}
          </div>`
        : options(group),
    )}
  </div>`;
}

/**
 * A menu that does not fit over its player (a short one: a phone's) opens as a sheet at the foot
 * of the viewport, over the page, in the top layer, where every choice shows without scrolling.
 * Without popovers (older browsers) it stays in the player and scrolls.
 */
export function fitMenu(menu: HTMLElement | null | undefined): void {
  if (!menu?.showPopover) return;
  const top = menu.closest('.frame')!.getBoundingClientRect().top;
  if (menu.scrollHeight <= menu.clientHeight + 1 && menu.getBoundingClientRect().top >= top) {
    return;
  }
  menu.popover = 'manual';
  menu.classList.add('sheet');
  menu.showPopover();
}

/** Arrow keys move through the choices (wrapping), Home and End go to the first and last. */
function onMenuKeydown(event: KeyboardEvent): void {
  const menu = event.currentTarget as HTMLElement;
  const items = [...menu.querySelectorAll<HTMLElement>('[role="menuitemradio"]')];
  const at = items.indexOf(event.target as HTMLElement);
  const targets: Record<string, number> = {
    ArrowDown: at + 1,
    ArrowUp: at - 1,
    Home: 0,
    End: items.length - 1,
  };
  const target = targets[event.key];
  if (target === undefined) return;
  event.preventDefault();
  items[(target + items.length) % items.length]?.focus();
}
