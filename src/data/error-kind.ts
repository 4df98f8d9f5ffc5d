/** What went wrong, in categories an author can act on. */
export type VideoServiceErrorKind =
  | 'auth'
  | 'not-found'
  | 'rate-limited'
  | 'server'
  | 'network'
  | 'timeout'
  | 'bad-response'
  | 'bad-request'
  | 'origin-not-allowed'
  | 'redirected'
  | 'unusable-records'
  | 'too-large';
