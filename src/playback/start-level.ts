import {FLOOR_HEIGHT} from './hls-config.js';
import type {MasterPlaylist} from './master-playlist.js';

/** One video rendition a master playlist offers. */
export interface Variant {
  url: string;
  bandwidth: number;
  height: number;
}

/** Of the estimated bandwidth, what a start may use: the first segment must come quickly. */
const SAFETY = 0.7;
const STREAM_INF = /^#EXT-X-STREAM-INF:(.*)\r?\n(?:#.*\r?\n)*([^#\s].*)$/gm;

/** The variants of a master playlist, URLs resolved against it. */
export function variantsOf(master: MasterPlaylist): Variant[] {
  return Array.from(master.text.matchAll(STREAM_INF), ([, attributes, uri]) => ({
    url: new URL(uri!.trim(), master.url).href,
    bandwidth: Number(/(?:^|,)BANDWIDTH=(\d+)/.exec(attributes!)?.[1] ?? 0),
    height: Number(/RESOLUTION=\d+x(\d+)/.exec(attributes!)?.[1] ?? 0),
  }));
}

/**
 * The rendition to start on: the best that is no taller than the player (in device pixels,
 * but at least `FLOOR_HEIGHT`) and fits the bandwidth estimate with room to spare; else the
 * smallest. The prefetch on intent and hls.js start on the same one.
 */
export function startVariant(
  variants: readonly Variant[],
  playerHeight: number,
  bandwidth: number,
): Variant | undefined {
  const maxHeight = Math.max(FLOOR_HEIGHT, playerHeight * (globalThis.devicePixelRatio || 1));
  const byBandwidth = [...variants].sort((a, b) => a.bandwidth - b.bandwidth);
  const fitting = byBandwidth.filter(
    (variant) => variant.height <= maxHeight && variant.bandwidth <= bandwidth * SAFETY,
  );
  return fitting.at(-1) ?? byBandwidth[0];
}
