import type {Video} from '../data/index.js';
import {prefersReducedMotion} from '../internal/preferences.js';
import {tagOf} from '../internal/define.js';

/** What the carousel needs of a `<video-player>`; kept structural so no player code is imported. */
export interface Playable extends HTMLElement {
  video?: Video;
  /** The records to go on with: a linked carousel's (watch next). */
  queue?: readonly Video[];
  play(): Promise<void> | void;
}

/**
 * Hands `video` to a player and starts it. The player may not be upgraded yet (its
 * script loads later), so this waits for its definition before calling `play()`.
 */
export async function playIn(player: Playable, video: Video): Promise<void> {
  await customElements.whenDefined(player.localName);
  player.video = video;
  try {
    await player.play();
  } catch {
    // The player reports its own playback failures (`playback-error`) in its UI.
  }
}

/**
 * The `<video-player>` with this id in the carousel's tree (or the document), if there is one:
 * by the name the page registered it under (`tagOf`).
 */
export function findPlayer(host: Node, id: string): Playable | undefined {
  const root = host.getRootNode();
  const found =
    (root instanceof ShadowRoot ? root.getElementById(id) : null) ?? document.getElementById(id);
  return found?.localName === tagOf('video-player') ? (found as Playable) : undefined;
}

const warned = new WeakSet<Node>();

/** The player a carousel is linked to; warns once per carousel whose `player` names none. */
export function linkedPlayer(host: Node, id: string | undefined): Playable | undefined {
  const player = id ? findPlayer(host, id) : undefined;
  if (id && !player && !warned.has(host)) {
    warned.add(host);
    console.warn(
      `video-content-widgets: <${tagOf('video-carousel')} player="${id}"> found no <${tagOf('video-player')} id="${id}">; playing in a dialog instead.`,
    );
  }
  return player;
}

/** Hands a carousel's records to the player it is linked to, as that player's queue. */
export function shareQueue(host: Node, playerId: string | undefined, videos?: readonly Video[]) {
  const player = playerId && videos ? findPlayer(host, playerId) : undefined;
  if (player && player.queue !== videos) player.queue = videos;
}

/**
 * Takes the viewer to `player` and plays `video` there: the card they chose is now
 * off-screen, so the player is scrolled into view and focused.
 */
export function playInLinked(player: Playable, video: Video): void {
  player.scrollIntoView({block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth'});
  void playIn(player, video);
  player.focus({preventScroll: true});
}
