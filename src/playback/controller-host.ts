import type {Video} from '../data/index.js';
import type {MediaLayer, MediaOptions} from './media-layer.js';
import type {PlayerSource} from './player-source.js';

/** What the controller needs from the page around it; tests pass fakes. */
export interface ControllerHost {
  /** The record `source` names (parsed, or fetched with `signal`; `fresh`: not from the cache). */
  loadRecord(source: PlayerSource, signal: AbortSignal, fresh: boolean): Promise<Video>;
  /**
   * Imports the media layer for `record` played by `prefer` (a chunk of its own: a page of
   * posters pays nothing for it); the layer itself when a play must attach within the task of
   * the click.
   */
  loadMedia(record: Video, prefer: MediaOptions['prefer']): MediaLayer | Promise<MediaLayer>;
  /** The preload the page allows this player (one per page buffers before a play). */
  budget(preload: MediaOptions['preload']): MediaOptions['preload'];
  /** CSS pixels the player is tall now. */
  height(): number;
  /** `video-load`, `playback-error`, media events, `video-progress`. */
  emit(type: string, detail?: unknown): void;
  /** Hears each ask to play (the one-at-a-time rule follows the newest). */
  asked?(): void;
}
