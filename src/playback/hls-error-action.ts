import type {ErrorData} from 'hls.js';
import type {HlsConstructor} from './load-hls.js';

/** What a session does about a failure: `retry` the engine, `recover` hls.js, or fail it. */
export type ErrorAction = 'ignore' | 'retry' | 'recover' | 'network' | 'media';

/**
 * A failed download of the stream: `retry` after `delay` (absent once the retries are used
 * up), or fail the engine now when the answer will be the same again (a 4xx other than
 * 408/429). `status` 0 is no answer at all.
 */
export function networkErrorAction(status: number, delay: number | undefined): ErrorAction {
  const forGood = status >= 400 && status < 500 && status !== 408 && status !== 429;
  return !forGood && delay !== undefined ? 'retry' : 'network';
}

/**
 * What a session does about an hls.js error: nothing (hls.js retries non-fatal ones itself),
 * as `networkErrorAction` says for a network error, `recover` from a media error once, or
 * fail the engine with a `media` error.
 */
export function hlsErrorAction(
  Hls: HlsConstructor,
  data: ErrorData,
  delay: number | undefined,
  recovered: boolean,
): ErrorAction {
  if (!data.fatal) return 'ignore';
  if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
    return networkErrorAction(data.response?.code ?? 0, delay);
  }
  return data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered ? 'recover' : 'media';
}
