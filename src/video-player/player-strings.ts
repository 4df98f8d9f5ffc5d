import type {VideoServiceErrorKind} from '../data/index.js';
import type {AuthoringErrorKind} from '../internal/authoring-error.js';
import {CODE_UNAVAILABLE} from '../internal/chunk-error.js';
import {describeError, type ErrorStrings, type KnownError} from '../internal/error-words.js';
import type {PlaybackErrorKind} from '../playback/playback-error.js';
import type {Message} from '../i18n/languages.js';

/**
 * Every string the player shows or speaks. `{name}` placeholders are filled in;
 * set `player.strings` to replace any of them (e.g. for another language).
 */
export interface PlayerStrings
  extends
    ErrorStrings,
    AuthoringStrings,
    ControlStrings,
    CaptionStyleStrings,
    ShortcutStrings,
    QueueStrings {
  /** Name of the facade's play button. */
  play: string;
  /** Its name while the record (and so the title) is still loading. */
  playVideo: string;
  /** The poster's button that plays from where the viewer left, e.g. "Resume from 3:12". */
  resume: string;
  /** The poster's button that plays from the start instead. */
  startOver: string;
  /** Name of the player region once a video is set. */
  region: string;
  loading: string;
  retry: string;
  community: string;
  /** What the viewer is told when playback fails, by kind (default: the error's message). */
  playbackErrors: Partial<Record<PlaybackErrorKind, string>>;
}

export const DEFAULT_STRINGS: PlayerStrings = {
  play: 'Play video: {title}',
  playVideo: 'Play video',
  resume: 'Resume from {time}',
  startOver: 'Start over',
  region: 'Video player: {title}',
  loading: 'Loading video…',
  retry: 'Try again',
  community: 'Community',
  offline: 'You are offline. Reconnect to the internet to watch the video.',
  unexpected: 'Something went wrong while showing the video. Try again later.',
  codeUnavailable: CODE_UNAVAILABLE,
  playbackErrors: {},
  errors: {},
};

const AUTHORING: Partial<Record<AuthoringErrorKind, keyof PlayerStrings>> = {
  'invalid-video': 'invalidVideo',
  'invalid-video-id': 'invalidVideoId',
  'invalid-src': 'invalidSrc',
  'missing-endpoint': 'missingEndpoint',
};

/** What the player says about a failure, in the current strings' words. */
export function errorMessage(error: unknown, strings: PlayerStrings): string {
  return describeError(error, strings, ({name, kind}: KnownError) => {
    if (name === 'PlaybackError') return strings.playbackErrors[kind as PlaybackErrorKind];
    if (name !== 'AuthoringError') return strings.errors[kind as VideoServiceErrorKind];
    const key = AUTHORING[kind as AuthoringErrorKind];
    return key && (strings[key] as string);
  });
}

/**
 * What the player says of a mistake in its attributes. Their English words come in a chunk of
 * their own (`authoring-strings.ts`), which only a page with such a mistake loads.
 */
export interface AuthoringStrings {
  invalidVideoId?: string;
  invalidVideo?: string;
  invalidSrc?: string;
  missingEndpoint?: string;
}

/**
 * What the player's control bar and its menus say. Their defaults come with the playback chunk
 * (`control-strings.ts`): a page of posters does not load them.
 */
export interface ControlStrings {
  quality?: string;
  auto?: string;
  /** The quality menu's button under Auto once the rendition playing is known, e.g. "Auto (720p)". */
  autoPlaying?: string;
  captions?: string;
  /** The captions menu's choice that hides captions. */
  captionsOff?: string;
  /** A captions or audio track that has neither label nor language; `{number}` counts from 1. */
  captionsTrack?: string;
  /** Name of the audio language menu (a stream with more than one). */
  audio?: string;
  /** The play button while paused. */
  playButton?: string;
  pause?: string;
  /** Name of the seek slider. */
  seek?: string;
  /** What the seek slider says, e.g. "0:12 of 1:30". */
  timeOf?: string;
  mute?: string;
  volume?: string;
  /** Name of the playback rate menu. */
  rate?: string;
  /** A rate in the rate menu, e.g. "1.5×" (`{rate}` in the player's language: "1,5" in German). */
  rateValue?: string;
  /** A menu button's name: what it chooses and the choice in force, e.g. "Speed: 1.5×". */
  controlValue?: string;
  pictureInPicture?: string;
  /** The button that sends the video to another screen (Cast, AirPlay). */
  remotePlayback?: string;
  fullscreen?: string;
  exitFullscreen?: string;
  /** A double tap's skip, shown on the picture and spoken: "Back 10 seconds" (a plural). */
  skippedBack?: Message;
  /** The same forward: "Forward 10 seconds". */
  skippedForward?: Message;
  /** The button (and the `?` key) that opens the dialog of keyboard shortcuts; its heading. */
  shortcuts?: string;
}

/** The captions menu's words for the captions' look; defaults in `CAPTION_STRINGS`, loaded with the menu. */
export interface CaptionStyleStrings {
  /** The group of sizes (each a percentage in the player's language, e.g. "150 %" in German). */
  captionSize?: string;
  /** The group of colours, its choice of the browser's own, and the presets. */
  captionColors?: string;
  captionColorsDefault?: string;
  captionColorPresets?: Record<string, string>;
}

/** The keyboard shortcuts dialog's words; defaults in `SHORTCUT_STRINGS`, loaded with the dialog. */
export interface ShortcutStrings {
  /** What Space and K do. */
  shortcutPlay?: string;
  /** What ← and → do, a plural by `{seconds}`: "Back or forward 5 seconds". */
  shortcutSeek?: Message;
  /** What ↑ and ↓ do. */
  shortcutVolume?: string;
  /** What M does. */
  shortcutMute?: string;
  /** What C does. */
  shortcutCaptions?: string;
  /** What F does. */
  shortcutFullscreen?: string;
  /** What ? does: opens this dialog. */
  shortcutHelp?: string;
  /** The space bar, as its key is named. */
  keySpace?: string;
  /** The dialog's button that closes it. */
  close?: string;
}

/**
 * What the player says about its queue (watch next). Their defaults come with the playback
 * chunk (`control-strings.ts`): a page of posters does not load them.
 */
export interface QueueStrings {
  /** Heading and name of the card shown when a video of a queue ended. */
  upNext?: string;
  /** The card's countdown, e.g. "Plays in 5 s" (a plural by `{seconds}`). */
  upNextCountdown?: Message;
  /** Spoken once as the card appears without a countdown. */
  upNextSpoken?: string;
  /** Spoken once as the card appears with a countdown (`autoplay-next`). */
  upNextCountdownSpoken?: Message;
  /** The card's button that plays the next video now. */
  playNext?: string;
  /** The card's button that closes it (and stops the countdown). */
  cancelNext?: string;
  /** Control bar: the queue's previous video. */
  previousVideo?: string;
  /** Control bar: the queue's next video. */
  nextVideo?: string;
}
