import type {CapLevelController, HlsConfig} from 'hls.js';
import type {Hls, HlsConstructor} from './load-hls.js';

/** The capping by player size never goes below the rendition of this height. */
export const FLOOR_HEIGHT = 360;
/** Seconds buffered ahead until the first play: the first segments come before any later one. */
const FIRST_BUFFER = 4;
/** As much under `preload="metadata"`: hls.js then fetches one segment, enough for a frame. */
const METADATA_BUFFER = 1;

type NavigatorWithConnection = Navigator & {connection?: {downlink?: number}};

/** hls.js's own first bandwidth guess (bit/s), `abrEwmaDefaultEstimate`. */
const DEFAULT_ESTIMATE = 500_000;

/**
 * The bandwidth to start at (bit/s): the Network Information API's estimate where the browser
 * has one (Chromium; it rounds to 25 kbit/s and caps at 10 Mbit/s), else hls.js's default.
 */
export function bandwidthEstimate(): number {
  const downlink = (globalThis.navigator as NavigatorWithConnection)?.connection?.downlink;
  return downlink && downlink > 0 ? downlink * 1_000_000 : DEFAULT_ESTIMATE;
}

/**
 * hls.js's start-up settings (see docs/architecture.md): the first fragment fetched while the
 * media attaches, a small buffer until the first play, renditions capped to the player's size
 * but never below `FLOOR_HEIGHT`, and the first bandwidth guess from the browser.
 */
export function hlsConfig(
  Hls: HlsConstructor,
  startPosition: number,
  metadataOnly: boolean,
): Partial<HlsConfig> {
  const buffer = metadataOnly ? METADATA_BUFFER : FIRST_BUFFER;
  return {
    startPosition,
    startFragPrefetch: true,
    // Both: beside the length, hls.js buffers as many seconds as 60 MB hold, up to the max.
    maxBufferLength: buffer,
    maxMaxBufferLength: buffer,
    abrEwmaDefaultEstimate: bandwidthEstimate(),
    capLevelToPlayerSize: true,
    capLevelController: flooredCap(Hls),
    // Subtitles are our own text tracks (subtitle-tracks.ts), under the full build too.
    enableWebVTT: false,
    enableIMSC1: false,
    enableCEA708Captions: false,
  };
}

/** Back to hls.js's buffer once the viewer plays: the small one was only for the start. */
export function restoreBuffer(hls: Hls): void {
  const {DefaultConfig} = hls.constructor as HlsConstructor;
  hls.config.maxBufferLength = DefaultConfig.maxBufferLength;
  hls.config.maxMaxBufferLength = DefaultConfig.maxMaxBufferLength;
}

function flooredCap(Hls: HlsConstructor): HlsConfig['capLevelController'] {
  const Base = Hls.DefaultConfig.capLevelController as typeof CapLevelController;
  return class extends Base {
    private readonly _heights: () => number[];

    constructor(hls: Hls) {
      super(hls);
      this._heights = () => hls.levels.map((level) => level.height);
    }

    override getMaxLevel(capLevelIndex: number): number {
      const floor = this._heights().findIndex((height) => height >= FLOOR_HEIGHT);
      return Math.min(Math.max(super.getMaxLevel(capLevelIndex), floor), capLevelIndex);
    }
  };
}
