import {setEnvironment} from '../../src/internal/environment.js';
import {STALL_TIMEOUT} from '../../src/playback/stall-watchdog.js';

/**
 * The stall bound (the player's is 6 s) from a point where every source left fails: the watchdog
 * can only fire there for the failure under test, never for a slow start on a loaded machine, so
 * it may be short. A test whose player must start first sets it once playing.
 */
const QUICK_STALL = 2000;

/** Makes the player's stall watchdog fire after `QUICK_STALL` ms; returns the undo. */
export function quickStalls(): () => void {
  return setEnvironment({
    setTimeout: (callback, ms) => setTimeout(callback, ms === STALL_TIMEOUT ? QUICK_STALL : ms),
  });
}
