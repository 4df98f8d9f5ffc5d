import {waitUntil} from '@open-wc/testing';
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
  await waitUntil(() => player.currentTime > beyond, `currentTime stayed ${player.currentTime}`, {
    timeout: 10000,
  });
}
