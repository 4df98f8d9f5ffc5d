import {nothing} from 'lit/html.js';
import type {QualityEvent} from '../playback/quality-event.js';
import {OneAtATime} from './one-at-a-time.js';
import type {PlayerQueue, QueueHost} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';
import {UpNext} from './up-next.js';

const upNexts = new WeakMap<PlayerQueue, UpNext>();
const ruled = new WeakSet<QueueHost>();
const beaconing = new WeakSet<QueueHost>();

/**
 * What a player needs only once it plays, made as it renders its `<video>` (the playback
 * chunk): the rule that one player plays at a time, and, with a queue, the "Up next" card,
 * rendered here; with a `beacon`, the sender of the quality events (a chunk of its own).
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
  if (player.beacon && !beaconing.has(player)) {
    beaconing.add(player);
    // Events that come while the sender loads (a quick start's `startup`) wait for it.
    const early: QualityEvent[] = [];
    const keep = ({detail}: CustomEvent<QualityEvent>) => early.push(detail);
    player.addEventListener('video-player-quality', keep);
    void import('./quality-beacon.js').then(
      (m) => {
        player.removeEventListener('video-player-quality', keep);
        m.sendQualityBeacons(player, early);
      },
      () => beaconing.delete(player), // Offline: the next render tries again.
    );
  }
  if (!queue) return nothing;
  let upNext = upNexts.get(queue);
  if (!upNext) upNexts.set(queue, (upNext = new UpNext(queue)));
  return upNext.render(strings);
}
