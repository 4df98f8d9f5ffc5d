/** Why playback failed after every engine and retry was tried. */
export type PlaybackErrorKind = 'network' | 'media' | 'unsupported';

const MESSAGES: Record<PlaybackErrorKind, string> = {
  network: 'The video could not be downloaded. Check the connection and the delivery host.',
  media: 'The video could not be decoded: the stream or file is damaged.',
  unsupported: 'This browser can play neither the stream nor the MP4 file of this video.',
};

/** A failure of playback (not of the video service): `kind` to branch on, `message` to log. */
export class PlaybackError extends Error {
  override readonly name = 'PlaybackError';

  constructor(
    readonly kind: PlaybackErrorKind,
    options?: ErrorOptions,
  ) {
    super(MESSAGES[kind], options);
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
