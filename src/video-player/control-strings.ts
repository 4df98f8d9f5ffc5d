import type {ControlStrings, PlayerStrings, QueueStrings} from './player-strings.js';

/** The player's strings with the words of the controls all there. */
export type PlayerStringsWithControls = PlayerStrings & Required<ControlStrings & QueueStrings>;

/**
 * The default words of the control bar, its menus, the queue's controls and the "Up next" card
 * (the playback chunk's).
 */
export const CONTROL_STRINGS: Required<ControlStrings & QueueStrings> = {
  quality: 'Quality',
  auto: 'Auto',
  autoPlaying: 'Auto ({level})',
  captions: 'Captions',
  captionsOff: 'Off',
  captionsTrack: 'Track {number}',
  audio: 'Audio',
  playButton: 'Play',
  pause: 'Pause',
  seek: 'Seek',
  timeOf: '{time} of {duration}',
  mute: 'Mute',
  volume: 'Volume',
  rate: 'Speed',
  rateValue: '{rate}×',
  controlValue: '{label}: {value}',
  pictureInPicture: 'Picture in picture',
  remotePlayback: 'Play on another screen',
  fullscreen: 'Full screen',
  exitFullscreen: 'Exit full screen',
  skippedBack: {one: 'Back {seconds} second', other: 'Back {seconds} seconds'},
  skippedForward: {one: 'Forward {seconds} second', other: 'Forward {seconds} seconds'},
  shortcuts: 'Keyboard shortcuts',
  upNext: 'Up next',
  upNextCountdown: 'Plays in {seconds} s',
  upNextSpoken: 'Up next: {title}.',
  upNextCountdownSpoken: {
    one: 'Up next: {title}. Plays in {seconds} second; press Escape to cancel.',
    other: 'Up next: {title}. Plays in {seconds} seconds; press Escape to cancel.',
  },
  playNext: 'Play now',
  cancelNext: 'Cancel',
  previousVideo: 'Previous video',
  nextVideo: 'Next video',
};

/** The player's strings with the controls' defaults filled in where the page set none. */
export function withControlStrings(strings: PlayerStrings): PlayerStringsWithControls {
  return {...CONTROL_STRINGS, ...strings};
}
