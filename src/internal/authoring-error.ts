/** A mistake in the element's attributes, shown in the widget instead of asking the service. */
export class AuthoringError extends Error {
  override readonly name = 'AuthoringError';
  /** Never: the author has to change the page. */
  readonly retryable = false;

  constructor(
    readonly kind: 'invalid-limit' | 'invalid-video' | 'invalid-video-id' | 'missing-endpoint',
    message: string,
  ) {
    super(message);
  }
}
