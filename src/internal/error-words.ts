import {fill} from './fill.js';

/** What every error the widgets show has: a kind to choose words by, and data to fill them. */
export interface KnownError extends Error {
  kind: string;
  data?: Record<string, string>;
}

export interface ErrorStrings {
  offline: string;
  /** A failure that is none of the known ones, e.g. a bug. */
  unexpected: string;
}

/**
 * What a widget says about a failure, made when it is shown (so it follows `strings`): the
 * widget's `words` for the error, filled from its data; else the error's own message for the
 * service's errors; and the offline text for a network failure while the browser is offline.
 */
export function describeError(
  error: unknown,
  strings: ErrorStrings,
  words: (error: KnownError) => string | undefined,
): string {
  if (!(error instanceof Error) || typeof (error as KnownError).kind !== 'string') {
    return strings.unexpected;
  }
  const known = error as KnownError;
  if (known.kind === 'network' && globalThis.navigator?.onLine === false) return strings.offline;
  const text = words(known);
  if (text !== undefined) return fill(text, known.data ?? {});
  return known.name === 'VideoServiceError' ? known.message : strings.unexpected;
}

/** Whether asking again can help, so a Retry button makes sense. */
export function isRetryable(error: unknown): boolean {
  return (error as {retryable?: unknown} | null | undefined)?.retryable === true;
}
