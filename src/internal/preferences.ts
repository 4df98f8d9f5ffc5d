import {environment} from './environment.js';

/** The reader asked for less motion. */
export function prefersReducedMotion(): boolean {
  return environment.matchMedia('(prefers-reduced-motion: reduce)')?.matches === true;
}

/** The reader asked for less motion or less data: no animated previews. */
export function prefersStillAndLight(): boolean {
  return prefersReducedMotion() || environment.saveData();
}
