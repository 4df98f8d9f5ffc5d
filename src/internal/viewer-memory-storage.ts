import {isPlausibleDuration} from './format.js';

/** The widgets' one `localStorage` key; the `v` inside must match too, else it is started afresh. */
export const MEMORY_KEY = 'video-content-widgets:v1';

/** The viewer's choices, applied when a player starts. */
export interface ViewerPrefs {
  volume?: number;
  muted?: boolean;
  rate?: number;
  /** Language of the captions shown; `''` when the viewer turned them off. */
  captions?: string;
  /** Language of the audio played, of a stream with more than one. */
  audio?: string;
  /** Picture height of the rendition chosen; absent under Auto. */
  quality?: number;
  /** Captions size in percent and colour preset (see `CaptionStyle`). */
  captionSize?: number;
  captionColors?: string;
}

/** What a page keeps for its viewer between visits (see `remember` on `<video-player>`). */
export interface ViewerMemory {
  v: 1;
  /** `[video id, seconds]` where each video was left, least recently watched first. */
  positions: Array<[string, number]>;
  prefs: ViewerPrefs;
}

/**
 * The kept memory as stored, if of this version: its shape is the reader's to check. Throws
 * on broken JSON and where storage is refused (private mode, a sandboxed iframe's SecurityError).
 */
export function readMemory(): Partial<ViewerMemory> | undefined {
  const data = JSON.parse(localStorage.getItem(MEMORY_KEY)!) as ViewerMemory | null;
  return data?.v === 1 ? data : undefined;
}

/** What decides whether a player offers to resume. */
interface Resumable {
  videoId?: string;
  remember?: string;
  startTime: number;
}

/** Seconds where the viewer left the player's video, if kept; none when the page set `start-time`. */
export function keptPosition({videoId, remember, startTime}: Resumable): number | undefined {
  try {
    if (remember === 'none' || startTime) return undefined;
    const time = readMemory()!.positions!.find((entry) => entry[0] === videoId)![1];
    return isPlausibleDuration(time) && time > 0 ? time : undefined;
  } catch {
    return undefined; // None kept, or nothing readable: the poster plays from the start.
  }
}

/** Forgets where the viewer left `videoId`: they chose to start over. Storage refusing changes nothing. */
export function forgetPosition(videoId: string | undefined): void {
  try {
    const memory = readMemory()!;
    const positions = memory.positions!.filter((entry) => entry[0] !== videoId);
    if (positions.length === memory.positions!.length) return;
    localStorage.setItem(MEMORY_KEY, JSON.stringify({...memory, positions}));
  } catch {
    // None kept, or no storage: there is nothing to forget.
  }
}
