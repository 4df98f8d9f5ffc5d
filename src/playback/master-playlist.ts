import {LruMap} from '../internal/lru-map.js';

/** A stream's master playlist, fetched on intent or at the start of a play, once. */
export interface MasterPlaylist {
  /** The URL it came from after redirects: its relative URIs resolve against it. */
  url: string;
  text: string;
}

/** Why a master playlist did not come: its HTTP status, 0 when no answer came at all. */
export interface PlaylistFailure {
  status: number;
}

export type MasterResult = MasterPlaylist | PlaylistFailure;

/** A stalled fetch is given up: the play retries or falls back as for a network error. */
const TIMEOUT_MS = 10_000;
/** Playlists fetched on intent and not yet played; the oldest goes first beyond this. */
const KEPT = 8;

const fetched = new LruMap<string, Promise<MasterResult>>(KEPT);

/**
 * Fetches the master playlist of `streamUrl`, or returns the answer fetched on intent (hover,
 * focus) that no play has taken yet, a failure included: one play asks the network once.
 * Never rejects.
 */
export function fetchMasterPlaylist(streamUrl: string): Promise<MasterResult> {
  let playlist = fetched.get(streamUrl);
  if (!playlist) {
    playlist = download(streamUrl);
    fetched.set(streamUrl, playlist);
  }
  return playlist;
}

/**
 * As `fetchMasterPlaylist`, for the play that hands the text to hls.js: it is not kept, so
 * a later play (or a retry) of the same stream fetches it afresh.
 */
export function takeMasterPlaylist(streamUrl: string): Promise<MasterResult> {
  const playlist = fetchMasterPlaylist(streamUrl);
  fetched.delete(streamUrl);
  return playlist;
}

/** Whether `playlist`, fetched on intent, still waits for a play to take it. */
export function untaken(streamUrl: string, playlist: Promise<MasterResult>): boolean {
  return fetched.get(streamUrl) === playlist;
}

/** Whether a fetch gave a playlist. */
export function isPlaylist(result: MasterResult | undefined): result is MasterPlaylist {
  return result !== undefined && 'text' in result;
}

async function download(url: string): Promise<MasterResult> {
  try {
    const response = await fetch(url, {signal: AbortSignal.timeout(TIMEOUT_MS)});
    if (!response.ok) return {status: response.status};
    return {url: response.url || url, text: await response.text()};
  } catch {
    return {status: 0};
  }
}
