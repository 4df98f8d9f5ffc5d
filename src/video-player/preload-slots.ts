import type {Preload} from '../playback/session-options.js';

/** Where the page keeps its budget: every copy of the bundle on the page shares it. */
const BUDGET = Symbol.for('video-content-widgets.budget');

/** The players holding the page's one slot of each kind. */
interface Slots {
  /** Warmed up without the viewer's intent (`preload="visible"`). */
  warm?: WeakRef<Element>;
  /** Buffering before any play (`preload="metadata"` or `"auto"`). */
  buffering?: WeakRef<Element>;
}

type Page = typeof globalThis & {[BUDGET]?: Slots};

/**
 * Takes the page's slot of `kind` for `player`, unless another player on the page holds it;
 * `force` (the viewer's intent) takes it anyway. Returns whether `player` holds it now.
 */
export function takeSlot(kind: keyof Slots, player: Element, force = false): boolean {
  const slots = ((globalThis as Page)[BUDGET] ??= {});
  const holder = slots[kind]?.deref();
  if (!force && holder?.isConnected && holder !== player) return false;
  slots[kind] = new WeakRef(player);
  return true;
}

/**
 * The preload a player gets: one player per page buffers before a play; another one asking for
 * `metadata` or `auto` waits for the viewer as with `none`.
 */
export function budgetedPreload(player: Element, preload: Preload): Preload {
  const buffers = /^(metadata|auto)$/.test(preload);
  return buffers && !takeSlot('buffering', player) ? 'none' : preload;
}
