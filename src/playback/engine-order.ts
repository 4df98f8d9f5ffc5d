import {readMemory} from '../internal/viewer-memory-storage.js';
import {chooseEngines, type Engine, type EngineSupport} from './engine.js';
import {fetchMasterPlaylist, isPlaylist} from './master-playlist.js';
import type {SessionOptions} from './session-options.js';

/** How many audio languages a master playlist offers (its `EXT-X-MEDIA` of `TYPE=AUDIO`). */
export const audioLanguages = (playlist: string): number =>
  new Set(
    Array.from(
      playlist.matchAll(/^#EXT-X-MEDIA:(?=.*TYPE=AUDIO).*LANGUAGE="([^"]*)"/gm),
      (m) => m[1],
    ),
  ).size;

/** Whether the viewer chose a rendition, kept in the widgets' memory (viewer-memory-storage.ts). */
function choseQuality(): boolean {
  try {
    return typeof readMemory()?.prefs?.quality === 'number';
  } catch {
    return false; // No storage: nothing kept.
  }
}

/**
 * The engines a session tries, in order (see `chooseEngines`). Where `auto` would put the
 * browser's own HLS first, it does so only if it loses nothing the stream and viewer need: not
 * for a viewer who chose a quality (only hls.js holds one), nor for a stream of more than one
 * audio language (Chromium's own HLS offers no choice of them), which its master playlist
 * tells (the warm-up asked for it already, as a rule; hls.js, if it plays, takes the same
 * answer). A playlist that did not come leaves the order as it was: the engine reports it.
 */
export async function engineOrder(
  {details, prefer}: Pick<SessionOptions, 'details' | 'prefer'>,
  support: EngineSupport,
): Promise<Engine[]> {
  const engines = chooseEngines(details, prefer, support);
  if (prefer === 'native' || engines[0] !== 'native') return engines;
  if (choseQuality()) return chooseEngines(details, prefer, support, true);
  const master = await fetchMasterPlaylist(details.streamUrl!);
  if (!isPlaylist(master)) return engines;
  return chooseEngines(details, prefer, support, audioLanguages(master.text) > 1);
}
