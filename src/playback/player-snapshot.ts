import type {Video} from '../data/index.js';
import type {Engine} from './engine.js';

/**
 * Where a player is in its life. `idle`: no video set; `loading`: asking the service for the
 * record; `facade`: the poster, nothing of playback loaded; `starting`: loading the playback
 * code, the engine and the first frame; then as the media says: `playing`, `paused`, `waiting`
 * (for data), `ended`; `error`: it failed (see `error`); `torn-down`: the element left the page.
 */
export type PlayerStatus =
  | 'idle'
  | 'loading'
  | 'facade'
  | 'starting'
  | 'playing'
  | 'paused'
  | 'waiting'
  | 'ended'
  | 'error'
  | 'torn-down';

/** One HLS rendition the viewer can pick. */
export interface Level {
  /** hls.js level index, what `setLevel` takes. */
  level: number;
  /** e.g. `360p`. */
  label: string;
  /** Picture width in pixels; 0 when the playlist does not say. */
  width: number;
  /** Picture height in pixels; 0 when the playlist does not say. */
  height: number;
  /** Bits per second, as the playlist says. */
  bitrate: number;
}

/** One subtitles or captions track of the stream. */
export interface TextTrackInfo {
  label: string;
  lang: string;
}

/** One audio rendition of the stream (its language), from hls.js or the browser's own HLS. */
export type AudioTrackInfo = TextTrackInfo;

/** How the viewer wants captions to look, chosen in the captions menu. */
export interface CaptionStyle {
  /** Percent of the browser's own size. */
  size: number;
  /** A colour preset (`white-on-black`, `yellow-on-black`, `black-on-white`); `''` is the browser's. */
  colors: string;
}

/**
 * Everything a player shows, in one frozen object: a control bar renders from it and sends the
 * commands of `PlayerCommands`. A new snapshot is published (once per microtask at most) only
 * when a value changed; arrays are replaced, never changed in place.
 */
export interface PlayerSnapshot {
  readonly status: PlayerStatus;
  /** The video record, once known. */
  readonly record?: Video;
  /** Why the player is in `error`: a code (`kind`) and data; the words are made when shown. */
  readonly error?: Error & {kind: string};
  /** Which engine plays: `hls`, `native` or `mp4` (once `starting`). */
  readonly engine?: Engine;
  readonly paused: boolean;
  /** Seconds; before playback, where it will start. */
  readonly currentTime: number;
  /** Seconds: the media's once known, else the record's, else NaN. */
  readonly duration: number;
  /** End of the buffered range around `currentTime`, in seconds. */
  readonly bufferedEnd: number;
  /** Playback waits for data. */
  readonly waiting: boolean;
  readonly muted: boolean;
  /** 0 to 1. */
  readonly volume: number;
  /** Playback rate, 1 is normal speed. */
  readonly rate: number;
  /** Renditions, best first (HLS through hls.js only). */
  readonly levels: readonly Level[];
  /** The chosen rendition; -1 is automatic. */
  readonly level: number;
  /** The rendition on screen (under automatic, the one picked for the network); -1 until known. */
  readonly playingLevel: number;
  /** Subtitles and captions tracks. */
  readonly textTracks: readonly TextTrackInfo[];
  /** Captions are showing. */
  readonly captions: boolean;
  /** The showing track, an index of `textTracks`; -1 when captions are off. */
  readonly captionsTrack: number;
  /** How captions look; the browser's (and the system's) own until the viewer chooses. */
  readonly captionStyle: CaptionStyle;
  /** The stream's audio renditions (languages); empty when its audio is in the video's. */
  readonly audioTracks: readonly AudioTrackInfo[];
  /** The audio playing, an index of `audioTracks`; -1 until known. */
  readonly audioTrack: number;
}

/**
 * What a player can be asked to do. A command sent before the engine is ready waits in a
 * queue (one per kind, the latest wins) and runs as soon as it can; none is dropped.
 */
export interface PlayerCommands {
  /** Starts playback, loading whatever is missing; settles as `<video>.play()` does. */
  play(): Promise<void>;
  pause(): void;
  /** Jumps to `time` seconds. */
  seek(time: number): void;
  /** 0 to 1. */
  setVolume(volume: number): void;
  setMuted(muted: boolean): void;
  setRate(rate: number): void;
  /** A `Level.level`, or -1 for automatic. */
  setLevel(level: number): void;
  /** On (the track in the page's language) or off, or a track: an index of `textTracks`, -1 off. */
  setCaptions(choice: boolean | number): void;
  /** Size and colours of the captions, for every track. */
  setCaptionStyle(style: Partial<CaptionStyle>): void;
  /** The audio to play: an index of `audioTracks`. */
  setAudioTrack(track: number): void;
  /** After an error: loads the record or starts playback again. */
  retry(): void;
  /** Enters or leaves fullscreen. */
  fullscreen(): void;
  /** Enters or leaves picture-in-picture, where the browser has it. */
  pip(): void;
}

/** What a control bar gets of a player: its state, news of changes, and its commands. */
export interface PlayerPlayback extends PlayerCommands {
  /** The last published snapshot. */
  readonly snapshot: Readonly<PlayerSnapshot>;
  /** Calls `listener` with every new snapshot; returns what stops that. */
  subscribe(listener: (state: Readonly<PlayerSnapshot>) => void): () => void;
}

/** A command the queue holds until the engine is ready (`play` with the time it was asked). */
export type QueuedCommand =
  | 'play'
  | 'seek'
  | 'setVolume'
  | 'setMuted'
  | 'setRate'
  | 'setLevel'
  | 'setCaptions'
  | 'setAudioTrack';

/** The snapshot before any video; also what a source change resets the media keys to. */
export const INITIAL_SNAPSHOT: PlayerSnapshot = {
  status: 'idle',
  paused: true,
  currentTime: 0,
  duration: NaN,
  bufferedEnd: 0,
  waiting: false,
  muted: false,
  volume: 1,
  rate: 1,
  levels: [],
  level: -1,
  playingLevel: -1,
  textTracks: [],
  captions: false,
  captionsTrack: -1,
  captionStyle: {size: 100, colors: ''},
  audioTracks: [],
  audioTrack: -1,
};

/** What a source change resets: everything that came from the old source, not the viewer's choices. */
export const RESET_ON_SOURCE_CHANGE = [
  'record',
  'error',
  'engine',
  'paused',
  'currentTime',
  'duration',
  'bufferedEnd',
  'waiting',
  'levels',
  'level',
  'playingLevel',
  'textTracks',
  'captions',
  'captionsTrack',
  'audioTracks',
  'audioTrack',
] as const satisfies ReadonlyArray<keyof PlayerSnapshot>;
