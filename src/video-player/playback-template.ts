import {html, nothing} from 'lit';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {PlayerStrings} from './player-strings.js';

/** The `<video>` and the quality and captions toolbar, rendered from the snapshot. */
export function renderPlayback(
  media: HTMLVideoElement,
  state: PlayerSnapshot,
  commands: PlayerCommands,
  strings: PlayerStrings,
) {
  const {levels, level, textTracks, captions} = state;
  const quality =
    levels.length > 1
      ? html`<label class="quality"
          ><span class="visually-hidden">${strings.quality}</span>
          <select
            part="quality"
            @change=${(event: Event) =>
              commands.setLevel(Number((event.target as HTMLSelectElement).value))}
          >
            <option value="-1" ?selected=${level === -1}>${strings.auto}</option>
            ${levels.map(
              (option) =>
                html`<option value=${option.level} ?selected=${level === option.level}>
                  ${option.label}
                </option>`,
            )}
          </select></label
        >`
      : nothing;
  const captionsButton = textTracks.length
    ? html`<button
        part="captions-button"
        class="button"
        type="button"
        aria-pressed=${captions ? 'true' : 'false'}
        @click=${() => commands.setCaptions(!captions)}
      >
        ${strings.captions}
      </button>`
    : nothing;
  return html`${media}
  ${
    quality === nothing && captionsButton === nothing
      ? nothing
      : html`<div part="toolbar" class="toolbar">${quality}${captionsButton}</div>`
  }`;
}
