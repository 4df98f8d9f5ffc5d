import {html, render} from 'lit/html.js';
import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {ControlBar} from './control-bar.js';
import type {PlayerQueue} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';

/**
 * The `<video>` with the player's control bar, or, with `controls="native"` (no `bar`), with
 * the browser's own controls and nothing of ours beside them, or with `controls="none"` alone
 * (another skin's controls are the page's); after a failure, the video alone.
 */
export function renderPlayback(
  media: HTMLVideoElement,
  state: PlayerSnapshot,
  commands: PlayerCommands,
  strings: PlayerStrings,
  {bar, queue, controls}: {bar?: ControlBar; queue?: PlayerQueue; controls?: string},
) {
  // A failed player shows its error and Try again over the video, no controls behind them.
  if (bar && state.status !== 'error') return bar.render(media, state, commands, strings, queue);
  media.controls = controls === 'native';
  // Without controls of its own, the picture is not a stop of the tab order.
  if (controls === 'none') media.tabIndex = -1;
  return html`${media}`;
}

/** The frames lit-html has rendered into. */
const rendered = new WeakSet<HTMLElement>();

/**
 * Renders `value` (the playback, or nothing once it is over) into the player's frame, before
 * `end`: the frame's own nodes (poster, error) are written by the element without lit-html.
 * Nothing is written before the first playback, not even lit-html's marker: a frame a server
 * printed stays as it was until then.
 */
export function renderInFrame(
  frame: HTMLElement,
  end: ChildNode,
  host: object,
  value: unknown,
): void {
  if (value === undefined && !rendered.has(frame)) return;
  rendered.add(frame);
  render(value, frame, {renderBefore: end, host});
}
