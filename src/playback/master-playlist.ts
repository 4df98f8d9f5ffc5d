import {LruMap} from '../internal/lru-map.js';

/** A stream's master playlist, fetched once to choose the hls.js build (see hls-build.ts). */
export interface MasterPlaylist {
  /** The URL it came from after redirects: its relative URIs resolve against it. */
  url: string;
  text: string;
}

/** A stalled fetch is given up for the full build, whose hls.js then loads and times out by itself. */
const TIMEOUT_MS = 10_000;
/** Playlists fetched on intent and not yet played; the oldest goes first beyond this. */
const KEPT = 8;

const fetched = new LruMap<string, Promise<MasterPlaylist | undefined>>(KEPT);

/**
 * Fetches the master playlist of `streamUrl`, or returns the one fetched on intent (hover,
 * focus) that no play has taken yet. Never rejects: a network error, a CORS refusal or an
 * error status resolves `undefined`, and hls.js fetches and reports it as it always has.
 */
export function fetchMasterPlaylist(streamUrl: string): Promise<MasterPlaylist | undefined> {
  const kept = fetched.get(streamUrl);
  if (kept) return kept;
  const playlist: Promise<MasterPlaylist | undefined> = download(streamUrl).then((result) => {
    // A failure is not kept: a later intent tries again.
    if (!result && fetched.get(streamUrl) === playlist) fetched.delete(streamUrl);
    return result;
  });
  fetched.set(streamUrl, playlist);
  return playlist;
}

/**
 * As `fetchMasterPlaylist`, for the play that hands the text to hls.js: it is not kept, so
 * a later play of the same stream fetches it afresh.
 */
export function takeMasterPlaylist(streamUrl: string): Promise<MasterPlaylist | undefined> {
  const playlist = fetchMasterPlaylist(streamUrl);
  fetched.delete(streamUrl);
  return playlist;
}

async function download(url: string): Promise<MasterPlaylist | undefined> {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS)});
    if (!response.ok) return undefined;
    return {url: response.url || url, text: await response.text()};
  } catch {
    return undefined;
  }
}
