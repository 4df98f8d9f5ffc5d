import {LruMap} from '../internal/lru-map.js';
import {bandwidthEstimate} from './hls-config.js';
import {loadHlsFor} from './hls-build.js';
import {isPlaylist, untaken, type MasterPlaylist, type MasterResult} from './master-playlist.js';
import {startVariant, variantsOf} from './start-level.js';

/** A response fetched ahead of hls.js, with the times hls.js's bandwidth estimate reads. */
export interface Prefetched {
  url: string;
  data: string | ArrayBuffer;
  /** `performance.now()` at the request, the first byte and the last. */
  start: number;
  first: number;
  end: number;
}

/** Responses fetched and not yet taken (a few plays' worth); the oldest goes first. */
const kept = new LruMap<string, Promise<Prefetched | undefined>>(24);
const TIMEOUT_MS = 10_000;

/** What to fetch ahead: the start level's playlist, and with `media` its first segment too. */
export interface PrefetchPlan {
  playerHeight: number;
  startTime: number;
  media: boolean;
}

/**
 * Fetches what hls.js will ask for first, as early as the master playlist allows: the media
 * playlist of the level it will start on (see start-level.ts), then its init segment and the
 * segment at `startTime`. hls.js takes them through `preloadedLoader` instead of fetching again.
 */
export async function prefetchStart(master: MasterPlaylist, plan: PrefetchPlan): Promise<void> {
  const variant = startVariant(variantsOf(master), plan.playerHeight, bandwidthEstimate());
  if (!variant) return;
  const level = await prefetch(variant.url, false);
  if (!plan.media || typeof level?.data !== 'string') return;
  for (const url of firstSegments(level.data, level.url, plan.startTime)) void prefetch(url, true);
}

/**
 * The rest of a warm-up (see stream-warm-up.ts), once the playback code is here: when the master
 * playlist came, the hls.js build it needs is imported and `prefetchStart` runs. A stream a play
 * took already is the play's to fetch for.
 */
export async function prefetchStream(
  streamUrl: string,
  answer: Promise<MasterResult>,
  plan: PrefetchPlan,
): Promise<void> {
  const master = await answer;
  if (!isPlaylist(master)) return;
  loadHlsFor(master.text).catch(() => {}); // The play reports a failed import.
  if (!untaken(streamUrl, answer)) return;
  await prefetchStart(master, plan);
}

/** The answer fetched ahead for `url`, once: a later request for it goes to the network. */
export function takePrefetched(url: string): Promise<Prefetched | undefined> | undefined {
  const answer = kept.get(url);
  kept.delete(url);
  return answer;
}

/** The init segment (if any) and the segment holding `time`, of a media playlist. */
export function firstSegments(playlist: string, playlistUrl: string, time: number): string[] {
  // Byte ranges are requested as ranges: a whole file fetched ahead would not match.
  if (/^#EXT-X-BYTERANGE|^#EXT-X-MAP:.*BYTERANGE=/m.test(playlist)) return [];
  const urls: string[] = [];
  const init = /^#EXT-X-MAP:.*URI="([^"]+)"/m.exec(playlist);
  if (init) urls.push(new URL(init[1]!, playlistUrl).href);
  let end = 0;
  for (const [, duration, uri] of playlist.matchAll(
    /^#EXTINF:([\d.]+).*\r?\n(?:#.*\r?\n)*(.+)$/gm,
  )) {
    end += Number(duration);
    if (end > time) return [...urls, new URL(uri!.trim(), playlistUrl).href];
  }
  return urls;
}

function prefetch(url: string, binary: boolean): Promise<Prefetched | undefined> {
  let answer = kept.get(url);
  if (!answer) {
    answer = download(url, binary);
    kept.set(url, answer);
  }
  return answer;
}

async function download(url: string, binary: boolean): Promise<Prefetched | undefined> {
  const start = performance.now();
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS)});
    // hls.js asks again and reports the failure as it always has.
    if (!response.ok) return undefined;
    const first = performance.now();
    const data = binary ? await response.arrayBuffer() : await response.text();
    return {url: response.url || url, data, start, first, end: performance.now()};
  } catch {
    return undefined;
  }
}
