import type {PlayerStrings, QueueStrings} from './player-strings.js';

/** The default words of the queue's controls and "Up next" card (the playback chunk's). */
const QUEUE_STRINGS: Required<QueueStrings> = {
  upNext: 'Up next',
  upNextCountdown: 'Plays in {seconds} s',
  upNextSpoken: 'Up next: {title}.',
  upNextCountdownSpoken: 'Up next: {title}. Plays in {seconds} seconds; press Escape to cancel.',
  playNext: 'Play now',
  cancelNext: 'Cancel',
  previousVideo: 'Previous video',
  nextVideo: 'Next video',
};

/** The player's strings with the queue's defaults filled in where the page set none. */
export function queueStrings(strings: PlayerStrings): Required<QueueStrings> {
  return {...QUEUE_STRINGS, ...strings};
}
