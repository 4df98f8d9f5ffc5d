import type {Video} from '../data/index.js';
import {dispatch} from '../internal/events.js';
import type {PlayerQueue} from './player-queue.js';

/** The record `offset` places from the one playing, when the queue has it. */
export function queueAt(queue: PlayerQueue, offset: number): Video | undefined {
  const index = queue.index;
  return index < 0 ? undefined : queue.host.queue?.[index + offset];
}

/**
 * Plays `video` of the queue instead, unless a `video-player-next` listener prevented it;
 * returns whether it did.
 */
export function playFromQueue(queue: PlayerQueue, video: Video): boolean {
  const {host} = queue;
  if (!dispatch(host, 'video-player-next', {video}, {cancelable: true})) return false;
  host.video = video;
  void host.play().catch(() => {}); // The player shows its own failures.
  return true;
}
