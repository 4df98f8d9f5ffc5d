import {html} from 'lit/html.js';
import {formatNumber} from '../internal/format-number.js';
import {localeOf} from '../internal/locale-of.js';
import {fill} from '../internal/placeholders.js';
import {pluralForm} from '../i18n/plural.js';
import {adoptStyles, css} from '../internal/styles.js';
import type {PlayerStringsWithControls} from './control-strings.js';
import {SEEK_STEP} from './shortcuts.js';

/** The dialog's words, unless `player.strings` replaces them. */
export const SHORTCUT_STRINGS = {
  shortcutPlay: 'Play or pause',
  shortcutSeek: {
    one: 'Back or forward {seconds} second',
    other: 'Back or forward {seconds} seconds',
  },
  shortcutVolume: 'Volume up or down',
  shortcutMute: 'Sound off or on',
  shortcutCaptions: 'Captions on or off',
  shortcutFullscreen: 'Full screen on or off',
  shortcutHelp: 'These shortcuts',
  keySpace: 'Space',
  close: 'Close',
};

const styles = css`
  .shortcuts {
    max-width: min(28rem, calc(100vw - 2rem));
    padding: 1rem 1.25rem;
    border: 1px solid rgb(255 255 255 / 0.4);
    border-radius: 8px;
    background: var(--video-player-background);
    color: var(--video-player-text);
  }

  .shortcuts::backdrop {
    background: rgb(0 0 0 / 0.5);
  }

  .shortcuts h2 {
    margin: 0 0 0.75rem;
    font-size: 1.125rem;
  }

  .shortcuts dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.5rem 1rem;
    margin: 0 0 1rem;
  }

  .shortcuts dt {
    white-space: nowrap;
  }

  .shortcuts dd {
    margin: 0;
  }

  .shortcuts kbd {
    display: inline-block;
    min-width: 1.5em;
    padding: 0 0.25em;
    border: 1px solid currentColor;
    border-radius: 4px;
    font: inherit;
    text-align: center;
  }
`;

/**
 * The dialog that lists the player's keys (`shortcuts.ts`) in the player's language; `onClose`
 * runs as it closes (Escape, or its button).
 */
export function renderShortcuts(
  host: HTMLElement,
  strings: PlayerStringsWithControls,
  onClose: () => void,
) {
  adoptStyles(host, styles);
  const words = {...SHORTCUT_STRINGS, ...strings};
  const locale = localeOf(host);
  const seek = fill(pluralForm(words.shortcutSeek, SEEK_STEP, locale), {
    seconds: formatNumber(SEEK_STEP, locale),
  });
  const rows: [string[], string][] = [
    [[words.keySpace, 'K'], words.shortcutPlay],
    [['←', '→'], seek],
    [['↑', '↓'], words.shortcutVolume],
    [['M'], words.shortcutMute],
    [['C'], words.shortcutCaptions],
    [['F'], words.shortcutFullscreen],
    [['?'], words.shortcutHelp],
  ];
  return html`<dialog
    part="shortcuts"
    class="shortcuts"
    aria-labelledby="shortcuts-heading"
    @close=${onClose}
  >
    <h2 id="shortcuts-heading">${words.shortcuts}</h2>
    <dl>
      ${rows.map(
        ([keys, action]) =>
          html`<dt>${keys.map((key, i) => html`${i ? ' ' : ''}<kbd>${key}</kbd>`)}</dt>
            <dd>${action}</dd>`,
      )}
    </dl>
    <form method="dialog">
      <button part="shortcuts-close" class="button">${words.close}</button>
    </form>
  </dialog>`;
}

/**
 * Shows the rendered dialog, modal: focus stays in it, and returns where it was as it closes
 * (the browser's own steps for a modal dialog).
 */
export function showShortcuts(host: HTMLElement): void {
  const dialog = host.shadowRoot?.querySelector<HTMLDialogElement>('.shortcuts');
  if (dialog && !dialog.open) dialog.showModal();
}
