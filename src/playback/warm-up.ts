import type {PlaybackDetails} from '../data/index.js';
import {chooseEngines, detectSupport, type PreferPlayback} from './engine.js';
import {loadHls} from './load-hls.js';
import {fetchMasterPlaylist, isPlaylist, type MasterResult} from './master-playlist.js';

const preconnected = new Set<string>();

/**
 * The first step of getting ready for a play that is likely to come (intent on the poster, the
 * player scrolled into view, or the activation itself): opens the connection to the delivery
 * host and, for hls.js, fetches the master playlist and, once it came, hls.js, while the
 * playback code loads. That code does the rest (`prefetchStream`); the play that follows takes
 * all of it, and reports any failure. A stream whose playlist failed costs no hls.js. Returns
 * the master playlist's answer when hls.js will play.
 */
export function warmUp(
  details: PlaybackDetails,
  prefer: PreferPlayback,
): Promise<MasterResult> | undefined {
  const [engine] = chooseEngines(details, prefer, detectSupport(document.createElement('video')));
  const url = engine === 'mp4' ? details.mp4Url : details.streamUrl;
  if (!engine || !url) return undefined;
  // hls.js fetches in CORS mode, which uses its own connection pool.
  preconnect(new URL(url).origin, engine === 'hls');
  if (engine !== 'hls') return undefined;
  const master = fetchMasterPlaylist(url);
  void master.then((answer) => {
    if (isPlaylist(answer)) loadHls().catch(() => {});
  });
  return master;
}

function preconnect(origin: string, cors: boolean): void {
  const key = `${cors}:${origin}`;
  if (preconnected.has(key) || origin === location.origin) return;
  preconnected.add(key);
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = origin;
  if (cors) link.crossOrigin = 'anonymous';
  document.head.append(link);
}
