import type {PlaybackDetails} from '../data/index.js';
import {chooseEngines, detectSupport, type PreferPlayback} from './engine.js';
import {hlsBuildFor} from './hls-build.js';
import {loadHls} from './load-hls.js';
import {fetchMasterPlaylist} from './master-playlist.js';

const preconnected = new Set<string>();

/**
 * Gets ready for a play that is likely to come (pointer over or focus on the poster, or the
 * activation itself, while the playback code loads): opens the connection to the delivery
 * host, fetches the master playlist and the hls.js build it needs, so the click plays at once.
 * Downloads no media.
 */
export function warmUp(details: PlaybackDetails, prefer: PreferPlayback): void {
  const [engine] = chooseEngines(details, prefer, detectSupport(document.createElement('video')));
  const url = engine === 'mp4' ? details.mp4Url : details.streamUrl;
  if (!engine || !url) return;
  // hls.js fetches in CORS mode, which uses its own connection pool.
  preconnect(new URL(url).origin, engine === 'hls');
  if (engine === 'hls') {
    // The play that follows takes the playlist from here, and reports any failure.
    fetchMasterPlaylist(url)
      .then((playlist) => loadHls(hlsBuildFor(playlist?.text)))
      .catch(() => {});
  }
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
