import type {PlaybackDetails} from '../data/index.js';
import {environment} from '../internal/environment.js';

/** How a video is played: hls.js on MediaSource, the browser's own HLS, or the MP4 file. */
export type Engine = 'hls' | 'native' | 'mp4';

/**
 * The `prefer-playback` attribute: which HLS engine goes first where both work. `auto` (the
 * default) takes the lightest one that plays the stream for this viewer (see `chooseEngines`).
 */
export type PreferPlayback = 'auto' | 'mse' | 'native';

/** What the browser can do, read at the moment of choosing (tests set it with `setEnvironment`). */
export interface EngineSupport {
  /** MediaSource or ManagedMediaSource can take H.264/AAC in fMP4 (what hls.js transmuxes to). */
  mse: boolean;
  /** `<video>` plays an HLS playlist by itself (Safari, iOS). */
  nativeHls: boolean;
  /** The viewer's main pointer is a finger (`pointer: coarse`): a phone's or a tablet's CPU. */
  touch: boolean;
}

const MSE_TYPE = 'video/mp4; codecs="avc1.42E01E,mp4a.40.2"';

interface MediaSourceLike {
  isTypeSupported(type: string): boolean;
}

export function detectSupport(video: HTMLVideoElement): EngineSupport {
  const scope = globalThis as unknown as Record<string, MediaSourceLike | undefined>;
  const source = scope['ManagedMediaSource'] ?? scope['MediaSource'];
  return {
    mse: typeof source?.isTypeSupported === 'function' && source.isTypeSupported(MSE_TYPE),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
    ...environment.engineSupport,
    touch: !!environment.matchMedia('(pointer: coarse)')?.matches,
  };
}

/**
 * The engines to try, best first; each later one is the fallback when the one before
 * fails for good: the preferred HLS engine; after the browser's own HLS, hls.js where it
 * works (the browser refuses some streams hls.js plays, e.g. Chromium byte ranges; not the
 * other way round: a stream hls.js gave up on fails natively too); the MP4 file last, as the
 * rendition that plays almost anywhere.
 *
 * `auto` (or any other value) prefers the browser's own HLS on a touch device, where it reaches
 * the first frame sooner than hls.js on a phone's CPU (docs/performance-log.md, 2026-12-06),
 * unless the stream or viewer `needsHls` (engine-order.ts says when). Elsewhere hls.js goes
 * first: it starts sooner on a desktop's CPU.
 */
export function chooseEngines(
  details: PlaybackDetails,
  prefer: PreferPlayback,
  support: EngineSupport,
  needsHls = false,
): Engine[] {
  const engines: Engine[] = [];
  if (details.streamUrl) {
    const native = prefer === 'native' || (prefer !== 'mse' && support.touch && !needsHls);
    const hls: Engine[] = native ? ['native', 'hls'] : ['hls', 'native'];
    const usable = hls.filter((engine) => (engine === 'hls' ? support.mse : support.nativeHls));
    engines.push(...usable.slice(0, native ? 2 : 1));
  }
  if (details.mp4Url) engines.push('mp4');
  return engines;
}

/** The engine a start tries first in this browser; `undefined` when none plays `details`. */
export function firstEngine(details: PlaybackDetails, prefer: PreferPlayback): Engine | undefined {
  return chooseEngines(details, prefer, detectSupport(document.createElement('video')))[0];
}
