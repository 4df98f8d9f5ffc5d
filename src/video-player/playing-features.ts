import {nothing} from 'lit';
import {OneAtATime} from './one-at-a-time.js';
import type {PlayerQueue, QueueHost} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';
import {UpNext} from './up-next.js';

const upNexts = new WeakMap<PlayerQueue, UpNext>();
const ruled = new WeakSet<QueueHost>();

/**
 * What a player needs only once it plays, made as it renders its `<video>` (the playback
 * chunk): the rule that one player plays at a time, and, with a queue, the "Up next" card,
 * rendered here.
 */
export function renderPlayingFeatures(
  player: QueueHost,
  queue: PlayerQueue | undefined,
  strings: PlayerStrings,
) {
  if (!ruled.has(player)) {
    ruled.add(player);
    new OneAtATime(player);
  }
  if (!queue) return nothing;
  let upNext = upNexts.get(queue);
  if (!upNext) upNexts.set(queue, (upNext = new UpNext(queue)));
  return upNext.render(strings);
}
