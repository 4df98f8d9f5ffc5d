import type {ErrorData} from 'hls.js';
import type {HlsConstructor} from './load-hls.js';

/**
 * What a session does about an hls.js error: nothing (hls.js retries non-fatal ones itself),
 * `retry` the engine after `delay` (absent once the retries are used up), `recover` from a
 * media error once, or fail the engine with a `network` or `media` error.
 */
export function hlsErrorAction(
  Hls: HlsConstructor,
  data: ErrorData,
  delay: number | undefined,
  recovered: boolean,
): 'ignore' | 'retry' | 'recover' | 'network' | 'media' {
  if (!data.fatal) return 'ignore';
  if (data.type === Hls.ErrorTypes.NETWORK_ERROR) {
    const status = data.response?.code ?? 0;
    // A 4xx other than 408/429 will answer the same again: go to the next engine now.
    const forGood = status >= 400 && status < 500 && status !== 408 && status !== 429;
    return !forGood && delay !== undefined ? 'retry' : 'network';
  }
  return data.type === Hls.ErrorTypes.MEDIA_ERROR && !recovered ? 'recover' : 'media';
}
