import {mediaState} from '../media-state.js';
import {waitUntil} from '../wait-until.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';

/** The inner `<video>`, once the player rendered one. */
export function media(player: VideoPlayer): HTMLVideoElement | null {
  return player.shadowRoot!.querySelector('video');
}

export function part<T extends Element = HTMLElement>(player: VideoPlayer, name: string): T | null {
  return player.shadowRoot!.querySelector<T>(`[part~="${name}"]`);
}

/** Waits until playback really moves forward. */
export async function advances(player: VideoPlayer, beyond = 0.5): Promise<void> {
  await waitUntil(
    () => player.currentTime > beyond,
    () =>
      `currentTime stayed ${player.currentTime} (engine ${player.engine}, ` +
      `${player.playback.snapshot.status}; its video: ${mediaState(media(player))})`,
    {timeout: 10000},
  );
}

/** The choices of the open control-bar menu. */
export function menuOptions(player: VideoPlayer): HTMLElement[] {
  return Array.from(player.shadowRoot!.querySelectorAll<HTMLElement>('[part~="menu-option"]'));
}

/** Picks "Off" or a track by its label in the captions menu, by pointer, and waits until it shows. */
export async function chooseCaptions(player: VideoPlayer, label: string): Promise<void> {
  await waitUntil(() => part(player, 'captions-button'), 'no captions button');
  part<HTMLButtonElement>(player, 'captions-button')!.click();
  await waitUntil(() => part(player, 'menu'), 'no captions menu');
  menuOptions(player)
    .find((option) => option.textContent!.trim() === label)!
    .click();
  await waitUntil(
    () => part(player, 'captions-button')!.getAttribute('aria-label') === `Captions: ${label}`,
    `captions not ${label}`,
    {timeout: 10000},
  );
}
