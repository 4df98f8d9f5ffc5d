import type {PlaybackDetails} from '../data/index.js';
import {chooseEngines, detectSupport, type PreferPlayback} from './engine.js';
import {loadHls} from './load-hls.js';

const preconnected = new Set<string>();

/**
 * Gets ready for a play that is likely to come (pointer over or focus on the poster):
 * opens the connection to the delivery host and fetches the hls.js chunk, so the
 * click plays at once. Downloads no media.
 */
export function warmUp(details: PlaybackDetails, prefer: PreferPlayback): void {
  const [engine] = chooseEngines(details, prefer, detectSupport(document.createElement('video')));
  const url = engine === 'mp4' ? details.mp4Url : details.streamUrl;
  if (!engine || !url) return;
  // hls.js fetches in CORS mode, which uses its own connection pool.
  preconnect(new URL(url).origin, engine === 'hls');
  if (engine === 'hls') loadHls().catch(() => {}); // The play that follows reports a failure.
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
