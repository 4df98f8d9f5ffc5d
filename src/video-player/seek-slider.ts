import {html} from 'lit/html.js';
import {fill} from '../internal/placeholders.js';
import {formatDuration} from '../internal/format.js';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {PlayerStringsWithControls} from './control-strings.js';
// An arrow key's step; Page Up/Down move a tenth of the length.
import {SEEK_STEP} from './shortcuts.js';

/** Custom properties per part, as shares of 1, that the control bar sets through the CSSOM. */
export type Shares = Record<string, Record<string, number>>;

/**
 * The seek slider: played and buffered ranges, a time tooltip under the pointer, arrows
 * (mirrored right to left), Page Up/Down, Home and End. It keeps only the pointer's place.
 */
export class SeekSlider {
  /** Share of the slider under the pointer, while it is over it. */
  private _hoverAt?: number;

  constructor(private readonly _requestUpdate: () => void) {}

  render(
    state: PlayerSnapshot,
    commands: PlayerCommands,
    strings: PlayerStringsWithControls,
    shares: Shares,
  ) {
    const {currentTime, duration, bufferedEnd} = state;
    const length = Number.isFinite(duration) && duration > 0 ? duration : 0;
    const share = (time: number) => (length ? Math.min(1, Math.max(0, time / length)) : 0);
    const tip = this._hoverAt ?? share(currentTime);
    shares['seek'] = {'--played': share(currentTime), '--buffered': share(bufferedEnd)};
    shares['seek-tooltip'] = {'--at': tip};
    // Time runs left to right in every language, as in the browsers' own players: the row is LTR.
    return html`<div class="seek-row" dir="ltr">
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
        @input=${(event: Event) => commands.seek(Number((event.target as HTMLInputElement).value))}
        @keydown=${(event: KeyboardEvent) => onSeekKey(event, currentTime, length, commands)}
        @pointermove=${this._onHover}
        @pointerleave=${this._onLeave}
      />
      <span
        part="seek-tooltip"
        class=${this._hoverAt === undefined ? 'tooltip' : 'tooltip shown'}
        aria-hidden="true"
        >${formatDuration(tip * length)}</span
      >
    </div>`;
  }

  private readonly _onHover = (event: PointerEvent) => {
    const slider = event.currentTarget as HTMLInputElement;
    const box = slider.getBoundingClientRect();
    this._hoverAt = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
    this._requestUpdate();
  };

  private readonly _onLeave = () => {
    this._hoverAt = undefined;
    this._requestUpdate();
  };
}

function onSeekKey(
  event: KeyboardEvent,
  time: number,
  length: number,
  commands: PlayerCommands,
): void {
  const targets: Record<string, number> = {
    ArrowRight: time + SEEK_STEP,
    ArrowUp: time + SEEK_STEP,
    ArrowLeft: time - SEEK_STEP,
    ArrowDown: time - SEEK_STEP,
    PageUp: time + length / 10,
    PageDown: time - length / 10,
    Home: 0,
    End: length,
  };
  const target = targets[event.key];
  if (target === undefined || !length) return;
  event.preventDefault();
  commands.seek(Math.min(length, Math.max(0, target)));
}
