import {OneAtATime} from './one-at-a-time.js';
import type {PlayerQueue} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';
import {UpNext} from './up-next.js';

/**
 * What a player needs only once it plays, made as it first renders its `<video>` (the playback
 * chunk): the rule that one player plays at a time, and the "Up next" card, rendered here.
 */
export function renderPlayingFeatures(queue: PlayerQueue, strings: PlayerStrings) {
  if (!queue.upNext) {
    new OneAtATime(queue.host);
    queue.upNext = new UpNext(queue);
  }
  return queue.upNext.render(strings);
}
