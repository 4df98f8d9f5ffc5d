import type {ErrorData} from 'hls.js';
import {bandwidthEstimate, hlsConfig} from './hls-config.js';
import {loadHlsFor} from './hls-build.js';
import type {Hls, HlsConstructor} from './load-hls.js';
import type {MasterPlaylist} from './master-playlist.js';
import {preloadedLoader} from './preloaded-loader.js';
import {startVariant, variantsOf} from './start-level.js';
import {prefetchStart} from './stream-prefetch.js';

/** What hls.js needs to play one stream in one `<video>`. */
export interface HlsStart {
  video: HTMLVideoElement;
  master: MasterPlaylist;
  /** Seconds to start at. */
  position: number;
  /** `preload="metadata"` before the first play: fetch about one segment. */
  metadataOnly: boolean;
  playerHeight: number;
  /** hls.js parsed the manifest and lists its tracks; nothing of the media is loading yet. */
  onTracks(hls: Hls): void;
  /** hls.js parsed the manifest and will give the element its source. */
  onParsed(hls: Hls): void;
  /** The stream time (90 kHz) the video's 0 is: subtitles are placed by it. */
  onTimeline(ticks: number): void;
  onError(Hls: HlsConstructor, hls: Hls, data: ErrorData): void;
}

/**
 * Starts hls.js (the build the master playlist needs, see `hlsBuildFor`) on a stream whose
 * master playlist is in hand: the start level's playlist and first segment are fetched while
 * hls.js is imported, and handed to it; it starts on that level (see start-level.ts). Rejects
 * when hls.js cannot be imported.
 */
export async function attachHls(start: HlsStart, signal: AbortSignal): Promise<Hls | undefined> {
  const {master, position, playerHeight} = start;
  void prefetchStart(master, {playerHeight, startTime: position, media: true});
  const Hls = await loadHlsFor(master.text);
  if (signal.aborted) return undefined;
  const hls = new Hls({
    ...hlsConfig(Hls, position > 0 ? position : -1, start.metadataOnly),
    loader: preloadedLoader(Hls, master),
    // Started by hand below, once the start level is set.
    autoStartLoad: false,
  });
  const first = startVariant(variantsOf(master), playerHeight, bandwidthEstimate());
  hls.on(Hls.Events.MANIFEST_PARSED, () => {
    const level = hls.levels.findIndex((candidate) => candidate.uri === first?.url);
    if (level >= 0) hls.startLevel = level;
    start.onTracks(hls);
    hls.startLoad(position > 0 ? position : -1);
    start.onParsed(hls);
  });
  hls.once(Hls.Events.INIT_PTS_FOUND, (_event, {initPTS, timescale}) =>
    start.onTimeline((initPTS * 90_000) / timescale),
  );
  hls.on(Hls.Events.ERROR, (_event, data) => start.onError(Hls, hls, data));
  hls.attachMedia(start.video);
  hls.loadSource(master.url);
  return hls;
}
