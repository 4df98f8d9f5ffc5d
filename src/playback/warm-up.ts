import type {PlaybackDetails} from '../data/index.js';
import {chooseEngines, detectSupport, type PreferPlayback} from './engine.js';
import {loadHls} from './load-hls.js';
import {fetchMasterPlaylist, isPlaylist} from './master-playlist.js';
import {prefetchStart, type PrefetchPlan} from './stream-prefetch.js';

const preconnected = new Set<string>();

/**
 * Gets ready for a play that is likely to come (intent on the poster, the player scrolled into
 * view, or the activation itself while the playback code loads): opens the connection to the
 * delivery host and fetches the master playlist; once it came, hls.js and the start level's
 * playlist (with `plan.media`, its first segment too) at the same time. A stream whose playlist
 * failed costs no hls.js. The play that follows takes all of it, and reports any failure.
 */
export function warmUp(details: PlaybackDetails, prefer: PreferPlayback, plan: PrefetchPlan): void {
  const [engine] = chooseEngines(details, prefer, detectSupport(document.createElement('video')));
  const url = engine === 'mp4' ? details.mp4Url : details.streamUrl;
  if (!engine || !url) return;
  // hls.js fetches in CORS mode, which uses its own connection pool.
  preconnect(new URL(url).origin, engine === 'hls');
  if (engine !== 'hls') return;
  void fetchMasterPlaylist(url).then((master) => {
    if (!isPlaylist(master)) return;
    loadHls().catch(() => {});
    void prefetchStart(master, plan);
  });
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
