/** What a key does while the player has focus. */
export type ShortcutAction =
  | 'toggle-play'
  | 'fullscreen'
  | 'toggle-mute'
  | 'toggle-captions'
  | 'back'
  | 'forward'
  | 'volume-up'
  | 'volume-down';

const KEYS: Record<string, ShortcutAction> = {
  ' ': 'toggle-play',
  k: 'toggle-play',
  f: 'fullscreen',
  m: 'toggle-mute',
  c: 'toggle-captions',
  ArrowLeft: 'back',
  ArrowRight: 'forward',
  ArrowUp: 'volume-up',
  ArrowDown: 'volume-down',
};

/** Controls that need these keys themselves (Space presses a button, arrows move in a list). */
const OWN_KEYS = new Set(['BUTTON', 'SELECT', 'INPUT', 'TEXTAREA']);

/** The action for a keydown, unless a modifier is held or the focused control uses the key. */
export function shortcutFor(event: KeyboardEvent): ShortcutAction | undefined {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return undefined;
  const origin = event.composedPath()[0];
  if (origin instanceof Element && OWN_KEYS.has(origin.tagName)) return undefined;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
}
