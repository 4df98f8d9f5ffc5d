/** Why playback failed after every engine and retry was tried. */
export type PlaybackErrorKind = 'network' | 'media' | 'unsupported';

/**
 * What the viewer is told when playback fails, by kind, in English: the error's message, and the
 * player's words unless its `strings` or its language say otherwise (`playbackErrors`).
 */
export const PLAYBACK_MESSAGES: Record<PlaybackErrorKind, string> = {
  network: 'The video could not be downloaded. Check your connection and try again.',
  media: 'The video could not be played: the stream seems damaged.',
  unsupported: 'This browser cannot play this video.',
};

/**
 * A failure of playback (not of the video service): `kind` to branch on, `message` to show. Made
 * only by the playback chunk's session: a page of posters loads none of it.
 */
export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';

  constructor(
    readonly kind: PlaybackErrorKind,
    options?: ErrorOptions,
  ) {
    super(PLAYBACK_MESSAGES[kind], options);
  }

  /** Playback errors are always worth another try: a stream may come back. */
  get retryable(): boolean {
    return true;
  }

  /** The kind a `<video>` element's `MediaError` stands for. */
  static fromMediaError(error: MediaError | null): PlaybackError {
    const kind: PlaybackErrorKind =
      error?.code === MediaError.MEDIA_ERR_NETWORK
        ? 'network'
        : error?.code === MediaError.MEDIA_ERR_SRC_NOT_SUPPORTED
          ? 'unsupported'
          : 'media';
    return new PlaybackError(kind, {cause: error});
  }
}
