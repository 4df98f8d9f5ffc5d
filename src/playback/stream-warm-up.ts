import type {PlaybackDetails} from '../data/index.js';
import {firstEngine, type PreferPlayback} from './engine.js';
import {loadHls} from './load-hls.js';
import {fetchMasterPlaylist, isPlaylist} from './master-playlist.js';
import type {PrefetchPlan} from './stream-prefetch.js';

const preconnected = new Set<string>();

/**
 * Gets ready for a play that is likely to come (intent on the poster, the player scrolled into
 * view, or the activation itself), all at once: opens the connection to the delivery host and,
 * for hls.js, fetches the master playlist while the small chunk that fetches ahead
 * (stream-prefetch.ts) loads; once the playlist came, hls.js is imported and the start level's
 * playlist (and with `plan.media` its first segment) fetched, none of it waiting for the playback
 * code. The play that follows takes all of it, and reports any failure. When the viewer `pressed`
 * (pointer down, a touch, the activation) a play is all but certain, and hls.js is imported at
 * once beside the playlist (the light build, which most streams need; one whose playlist then
 * declares alternate audio brings the full build too); else only once the playlist came (the
 * build it needs, see hls-build.ts), so a stream whose playlist fails costs no hls.js on a mere
 * hover.
 */
export function warmUp(
  details: PlaybackDetails,
  prefer: PreferPlayback,
  plan: PrefetchPlan,
  pressed: boolean,
): void {
  const engine = firstEngine(details, prefer);
  const url = engine === 'mp4' ? details.mp4Url : details.streamUrl;
  if (!engine || !url) return;
  // hls.js fetches in CORS mode, which uses its own connection pool.
  preconnect(new URL(url).origin, engine === 'hls');
  // The browser's own HLS that `auto` put first waits for the stream's audio languages
  // (engine-order.ts); one the page chose (`native`) does not, nor does the MP4 file.
  if (engine === 'mp4' || (engine === 'native' && prefer === 'native')) return;
  const master = fetchMasterPlaylist(url);
  if (engine !== 'hls') return;
  const prefetching = import('./stream-prefetch.js');
  prefetching.catch(() => {}); // Offline: the play that follows reports it.
  if (pressed) loadHls().catch(() => {});
  void master.then((answer) => {
    if (!isPlaylist(answer)) return;
    prefetching.then(({prefetchStream}) => prefetchStream(url, master, plan)).catch(() => {});
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
