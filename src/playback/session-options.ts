import type {PlaybackDetails} from '../data/index.js';
import type {PreferPlayback} from './engine.js';
import type {PlaybackError} from './playback-error.js';

/** `visible` is `none` until the player scrolls into view, then a warm-up without media bytes. */
export type Preload = 'none' | 'visible' | 'metadata' | 'auto';

export interface SessionOptions {
  details: PlaybackDetails;
  prefer: PreferPlayback;
  /** `metadata` buffers about one segment until the first play; the others buffer freely. */
  preload: Preload;
  /** Seconds to start at. */
  startTime?: number;
  /** CSS pixels: the stream starts on a rendition about this tall (see start-level.ts). */
  playerHeight?: number;
  /** Engine, renditions, captions or error changed. */
  onChange(): void;
  /** The picture froze without a `waiting` (see freeze-watch.ts), or its time moves again. */
  onFrozen?(frozen: boolean): void;
  /** Every engine failed; the session waits for `retry()` or the browser coming online. */
  onError(error: PlaybackError): void;
  /** Waits before each retry of a fatal network error, in ms; their count bounds the retries. */
  retryDelays?: readonly number[];
  /** How long (ms) playback may be wanted without data before the engine counts as failed. */
  stallTimeout?: number;
}

/** Waits before the retries of a fatal network error (ms), by default. */
export const RETRY_DELAYS: readonly number[] = [1000, 3000, 8000];
