import type {PlayerCommands, PlayerSnapshot} from '../playback/player-snapshot.js';

/** Seconds an arrow key seeks, on the video and on the seek slider. */
export const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

type Shortcut = (state: PlayerSnapshot, commands: PlayerCommands) => void;

const togglePlay: Shortcut = (state, commands) =>
  state.paused ? void commands.play().catch(() => {}) : commands.pause();

const KEYS: Record<string, Shortcut> = {
  ' ': togglePlay,
  k: togglePlay,
  f: (_, commands) => commands.fullscreen(),
  m: (state, commands) => commands.setMuted(!state.muted),
  c: (state, commands) => commands.setCaptions(!state.captions),
  ArrowLeft: (state, commands) => commands.seek(state.currentTime - SEEK_STEP),
  ArrowRight: (state, commands) => commands.seek(state.currentTime + SEEK_STEP),
  ArrowUp: (state, commands) => commands.setVolume(state.volume + VOLUME_STEP),
  ArrowDown: (state, commands) => commands.setVolume(state.volume - VOLUME_STEP),
};

/** Controls that need these keys themselves (Space presses a button, arrows move in a list). */
const OWN_KEYS = new Set(['BUTTON', 'SELECT', 'INPUT', 'TEXTAREA']);

/**
 * Runs the shortcut of a keydown as commands, unless a modifier is held or the focused
 * control uses the key; returns whether one ran (the key is then the player's).
 */
export function runShortcut(
  event: KeyboardEvent,
  state: PlayerSnapshot,
  commands: PlayerCommands,
): boolean {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return false;
  const origin = event.composedPath()[0];
  if (origin instanceof Element && OWN_KEYS.has(origin.tagName)) return false;
  // The browser's own controls (`controls="native"`) already answer keys on the video: a
  // second answer here made Space pause and play again at once.
  if (origin instanceof HTMLMediaElement && origin.controls) return false;
  const shortcut = KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key];
  shortcut?.(state, commands);
  return shortcut !== undefined;
}
