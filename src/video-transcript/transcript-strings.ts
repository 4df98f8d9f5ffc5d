import {CODE_UNAVAILABLE} from '../internal/chunk-error.js';
import type {Message} from '../i18n/languages.js';

/** Every text `<video-transcript>` shows or speaks; `{name}` marks a value filled in. */
export interface TranscriptStrings {
  /** The accessible name of the transcript region. */
  label: string;
  /** The search field's label. */
  search: string;
  /** Spoken after a search: how many lines match (`{count}`, a plural). */
  matches: Message;
  /** Spoken after a search that matches nothing. */
  noMatches: string;
  /** Shown while the captions load. */
  loading: string;
  /** Shown for a video without captions to list. */
  none: string;
  /** Shown when `for` names no `<video-player>` of the page. */
  noPlayer: string;
  /** Shown when the captions could not be loaded. */
  failed: string;
  /** Shown when the transcript's own code could not be downloaded: only a reload helps. */
  codeUnavailable: string;
}

export const DEFAULT_TRANSCRIPT_STRINGS: TranscriptStrings = {
  label: 'Transcript',
  search: 'Search the transcript',
  matches: {one: '{count} line matches', other: '{count} lines match'},
  noMatches: 'No line matches',
  loading: 'Loading the transcript…',
  none: 'This video has no captions to show as a transcript.',
  noPlayer:
    'The for attribute of <video-transcript> must be the id of a <video-player> on this page (it is "{id}").',
  failed: 'The transcript could not be loaded. Check the connection and reload the page.',
  codeUnavailable: CODE_UNAVAILABLE,
};
