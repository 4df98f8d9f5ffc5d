/**
 * The player the page asked to play last, kept on the page (every copy of the bundle shares
 * it): one player at a time follows the newest ask, not the first stream to get going
 * (one-at-a-time.ts).
 */
const LAST_ASKED = Symbol.for('video-content-widgets.last-asked');

type Page = typeof globalThis & {[LAST_ASKED]?: object};

export const lastAsked = (): object | undefined => (globalThis as Page)[LAST_ASKED];

export const askedToPlay = (player: object): void =>
  void ((globalThis as Page)[LAST_ASKED] = player);

/**
 * A player that leaves the page is no longer the one asked for: the page lets it go (it held
 * the removed player, its `<video>` and hls.js until another player was asked to play).
 */
export function forgetAsked(player: object): void {
  if (lastAsked() === player) delete (globalThis as Page)[LAST_ASKED];
}
