import {environment} from './environment.js';
import {fill} from './placeholders.js';

/** What every error the widgets show has: a kind to choose words by, and data to fill them. */
export interface KnownError extends Error {
  kind: string;
  data?: Record<string, string>;
}

/** The strings about failures that both widgets have; `Kind`: the kinds of the service's errors. */
export interface ErrorStrings<Kind extends string = string> {
  /** A network failure while the browser is offline. */
  offline: string;
  /** A failure that is none of the known ones, e.g. a bug. */
  unexpected: string;
  /** A part of the widgets' code could not be downloaded: only a reload of the page helps. */
  codeUnavailable: string;
  /** Messages for the video service's errors; the data layer's message is the default. */
  errors: Partial<Record<Kind, string>>;
}

/** The errors whose message is written for a reader (in English): the service's, playback's, the page's. */
const WORDED = ['VideoServiceError', 'PlaybackError', 'AuthoringError'];

/**
 * What a widget says about a failure, made when it is shown (so it follows `strings`): the
 * widget's `words` for the error, filled from its data; else the error's own message for the
 * service's and playback's errors; the offline text for a network failure while the browser is
 * offline; and the reload text for code that could not be downloaded, online or not
 * (`ChunkError`).
 */
export function describeError(
  error: unknown,
  strings: Omit<ErrorStrings, 'errors'>,
  words: (error: KnownError) => string | undefined,
): string {
  if (!(error instanceof Error) || typeof (error as KnownError).kind !== 'string') {
    return strings.unexpected;
  }
  const known = error as KnownError;
  if (known.name === 'ChunkError') return strings.codeUnavailable;
  if (known.kind === 'network' && !environment.onLine()) return strings.offline;
  const text = words(known);
  if (text !== undefined)
    return fill(text, {origin: globalThis.location?.origin ?? '', ...known.data});
  return WORDED.includes(known.name) ? known.message : strings.unexpected;
}

/** Whether asking again can help, so a Retry button makes sense. */
export function isRetryable(error: unknown): boolean {
  return (error as {retryable?: unknown} | null | undefined)?.retryable === true;
}
