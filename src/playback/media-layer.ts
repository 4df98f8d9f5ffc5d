import type {Video} from '../data/index.js';
import type {PreferPlayback} from './engine.js';
import type {Preload} from './session-options.js';
import type {PlayerCommands, PlayerSnapshot, QueuedCommand} from './player-snapshot.js';

// What the PlaybackController hands the media layer (a chunk loaded on intent: media-binding.ts)
// and what it gets back.

/** How the element wants its media started (its attributes), handed down to the controller. */
export interface MediaOptions {
  preload: Preload;
  prefer: PreferPlayback;
  loop: boolean;
  /** Seconds to start at, unless a seek is queued. */
  startTime: number;
}

/** How the media starts: as the element wants it, within the page's budget, at the player's size. */
export interface StartOptions extends MediaOptions {
  /** CSS pixels: the stream starts on a rendition about this tall. */
  playerHeight: number;
}

/** What the media layer gets to play one record in one `<video>`. */
export interface AttachOptions extends StartOptions {
  record: Video;
  /** The `<video>` to play in: the one the player's members answered from until now. */
  media: HTMLVideoElement;
  /** The first `<video>`'s text tracks, where a skin listens (media-chrome binds once). */
  tracks: TextTrackList;
  /** Commands that waited for the engine, run once it can take them. */
  queue: ReadonlyMap<QueuedCommand, unknown>;
  /** Aborted by the controller's next transition: the binding then leaves nothing behind. */
  signal: AbortSignal;
  /** Media state changed (read from the `<video>`, the one truth for it). */
  report(patch: Partial<PlayerSnapshot>): void;
  /** A media event (`play`, `timeupdate`, …) or `video-progress` / `playback-error`. */
  emit(type: string, detail?: unknown): void;
  /** `performance.now()` when the record was known (the queued play holds when it was asked). */
  recordAt: number;
}

/** One record playing in one `<video>`; made by the lazily loaded media layer. */
export interface MediaBinding {
  readonly media: HTMLVideoElement;
  /** Where it plays, as a `<video>` says it: while the stream attaches, where it will start. */
  readonly currentTime: number;
  play(): Promise<void>;
  run(command: keyof PlayerCommands, value?: unknown): void;
  retry(): void;
}

export interface MediaLayer {
  attach(options: AttachOptions): MediaBinding;
}
