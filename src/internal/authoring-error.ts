import type {AuthoringWords} from './authoring-strings.js';
import {importChunk} from './chunk-error.js';
import {fill} from './placeholders.js';

export type AuthoringErrorKind =
  | 'invalid-beacon'
  | 'invalid-limit'
  | 'invalid-src'
  | 'invalid-video'
  | 'invalid-video-id'
  | 'missing-endpoint';

/**
 * A mistake in the element's attributes, shown in the widget instead of asking the service.
 * It carries a `kind` and the `data` its words need; the widget makes the words when it shows
 * it, from its current `strings`. `message` is the English text, for the console.
 */
export class AuthoringError extends Error {
  override readonly name = 'AuthoringError';
  /** Never: the author has to change the page. */
  readonly retryable = false;

  constructor(
    readonly kind: AuthoringErrorKind,
    readonly data: Record<string, string>,
    /** The English words, with `{name}` placeholders for `data`. */
    english: string,
  ) {
    super(fill(english, data));
  }
}

/**
 * A mistake of `kind` in the attributes, in the English words of their own chunk
 * (`authoring-strings.ts`); a `ChunkError` where that chunk cannot be fetched.
 */
export async function mistake(
  kind: AuthoringErrorKind,
  words: AuthoringWords,
  data: Record<string, string> = {},
): Promise<AuthoringError> {
  const {AUTHORING_STRINGS} = await importChunk(() => import('./authoring-strings.js'));
  return new AuthoringError(kind, data, AUTHORING_STRINGS[words]);
}
