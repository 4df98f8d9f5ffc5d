import {html} from 'lit';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {ControlBar} from './control-bar.js';
import type {PlayerQueue} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';

/**
 * The `<video>` with the player's control bar, or, with `controls="native"` (no `bar`), with
 * the browser's own controls and nothing of ours beside them; after a failure, the video alone.
 */
export function renderPlayback(
  media: HTMLVideoElement,
  state: PlayerSnapshot,
  commands: PlayerCommands,
  strings: PlayerStrings,
  bar: ControlBar | undefined,
  queue?: PlayerQueue,
) {
  // A failed player shows its error and Try again over the video, no controls behind them.
  if (bar && state.status !== 'error') return bar.render(media, state, commands, strings, queue);
  media.controls = !bar;
  return html`${media}`;
}
