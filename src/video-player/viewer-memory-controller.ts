import type {ReactiveController, ReactiveControllerHost} from 'lit';
import {environment} from '../internal/environment.js';
import {LruMap} from '../internal/lru-map.js';
import {
  MEMORY_KEY,
  readMemory,
  type ViewerMemory,
  type ViewerPrefs,
} from '../internal/viewer-memory-storage.js';
import type {PlaybackController} from '../playback/playback-controller.js';
import type {PlayerSnapshot} from '../playback/player-snapshot.js';
import {CAPTION_COLORS, CAPTION_SIZES} from './caption-style.js';

/** How many videos' places are kept: the most recently watched. */
const KEPT_VIDEOS = 100;
/** Seconds watched before a place is worth keeping. */
const WATCHED = 2;
/** Share of the length from which a video counts as seen: its place is forgotten. */
const ENDING = 0.95;
/** While playing, the place is written at most this often (ms). */
const WRITE_EVERY = 5000;
/** A choice (volume, rate, …) is written this long (ms) after it settles, not per slider step. */
const SETTLE = 1000;

const SHOWN = ['playing', 'paused', 'waiting', 'ended'];

/** What the controller reads of its player. */
export interface MemoryHost extends ReactiveControllerHost {
  remember?: string;
  /** The page's muting (attribute or autoplay), which a kept choice does not undo. */
  muted: boolean;
}

const isIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max;

/**
 * Keeps the viewer's place in each video and their choices (volume, muted, rate, captions
 * language, audio language, quality) in `localStorage`, and applies the choices through the player's commands
 * whenever it starts a video. Writes are few: on pause, end, leaving the page, another video,
 * every few seconds of playing and once a choice settles. A storage that refuses changes nothing.
 */
export class ViewerMemoryController implements ReactiveController {
  private _stop?: () => void;
  private _events?: AbortController;
  private _media?: HTMLVideoElement;
  /** The kept choices and then the viewer's; unset until a video played, so none is overwritten. */
  private _prefs?: ViewerPrefs;
  /** A kept quality or language waits for the stream to list its renditions or tracks. */
  private _pending = {quality: false, captions: false, audio: false};
  private _pageMuted = false;
  private _place?: {id: string; time: number; duration: number};
  private _status?: PlayerSnapshot['status'];
  private _written = 0;
  private _settle?: ReturnType<typeof setTimeout>;

  constructor(
    private readonly _host: MemoryHost,
    private readonly _core: PlaybackController,
  ) {
    _host.addController(this);
  }

  hostConnected(): void {
    this._events = new AbortController();
    const {signal} = this._events;
    addEventListener('pagehide', this._write, {signal});
    document.addEventListener('visibilitychange', () => document.hidden && this._write(), {
      signal,
    });
    this._stop = this._core.subscribe(this._follow);
    this._follow();
  }

  hostDisconnected(): void {
    this._write();
    this._events?.abort();
    this._stop?.();
  }

  private readonly _follow = () => {
    const media = this._core.media;
    if (media && media !== this._media) {
      this._media = media;
      this._apply();
    }
    // What the commands just sent changed is in the latest state, not yet published.
    const state = this._core.store.latest;
    this._applyPending(state);
    const id = state.record && String(state.record.id);
    if (this._place && this._place.id !== id) this._write(); // The last video's place first.
    if (id && media && SHOWN.includes(state.status)) {
      this._place = {id, time: state.currentTime, duration: state.duration};
    } else if (!media) this._place = undefined;
    if (media) this._choices(state);
    const changed = state.status !== this._status;
    this._status = state.status;
    if ((changed && state.status !== 'playing') || Date.now() - this._written >= WRITE_EVERY) {
      if (this._place) this._write();
    }
  };

  /** A new `<video>`: the kept choices go to it as commands; the page's muting stays. */
  private _apply(): void {
    const prefs = (this._prefs = {...storedMemory().prefs});
    if (isIn(prefs.volume, 0, 1)) this._core.setVolume(prefs.volume);
    this._pageMuted = this._host.muted;
    if (typeof prefs.muted === 'boolean' && !this._pageMuted) this._core.setMuted(prefs.muted);
    if (isIn(prefs.rate, 0.25, 4)) this._core.setRate(prefs.rate);
    const {captionSize: size, captionColors: colors} = prefs;
    if (CAPTION_SIZES.includes(size!)) this._core.setCaptionStyle({size});
    if (colors === '' || Object.hasOwn(CAPTION_COLORS, colors ?? '')) {
      this._core.setCaptionStyle({colors});
    }
    this._pending = {
      quality: isIn(prefs.quality, 1, 1e5),
      captions: !!prefs.captions,
      audio: typeof prefs.audio === 'string',
    };
  }

  private _applyPending(state: PlayerSnapshot): void {
    const prefs = this._prefs;
    if (this._pending.quality && state.levels.length) {
      this._pending.quality = false;
      const kept = state.levels.find(({height}) => height === prefs?.quality);
      if (kept && state.level === -1) this._core.setLevel(kept.level);
    }
    if (this._pending.audio && state.audioTracks.length) {
      this._pending.audio = false;
      const index = state.audioTracks.findIndex(({lang}) => lang === prefs?.audio);
      if (index >= 0) this._core.setAudioTrack(index);
    }
    if (!this._pending.captions) return;
    // Tracks come in as their cues load: the kept language may be a later one.
    const index = state.textTracks.findIndex(({lang}) => lang === prefs?.captions);
    if (index >= 0) this._core.setCaptions(index);
    this._pending.captions = index < 0 && state.captionsTrack < 0;
  }

  /** The viewer's choices as the player shows them now. */
  private _choices(state: PlayerSnapshot): void {
    const {volume, rate, captionStyle} = state;
    const prefs: ViewerPrefs = {
      ...this._prefs,
      ...{volume, rate, captionSize: captionStyle.size, captionColors: captionStyle.colors},
    };
    // Muting by the page is not the viewer's choice, until they unmute.
    if (!state.muted) this._pageMuted = false;
    if (!this._pageMuted) prefs.muted = state.muted;
    if (state.levels.length && !this._pending.quality) {
      prefs.quality = state.levels.find(({level}) => level === state.level)?.height;
    }
    if (state.audioTracks.length > 1 && !this._pending.audio) {
      prefs.audio = state.audioTracks[state.audioTrack]?.lang;
    }
    if (state.textTracks.length && !this._pending.captions) {
      prefs.captions = state.textTracks[state.captionsTrack]?.lang ?? '';
    }
    const before = JSON.stringify(this._prefs);
    this._prefs = prefs;
    if (JSON.stringify(prefs) === before) return;
    environment.clearTimeout(this._settle);
    this._settle = environment.setTimeout(this._write, SETTLE);
  }

  private readonly _write = () => {
    environment.clearTimeout(this._settle);
    this._written = Date.now();
    if (this._host.remember === 'none' || (!this._place && !this._prefs)) return;
    try {
      const memory = storedMemory();
      if (this._prefs) memory.prefs = this._prefs;
      if (this._place) memory.positions = keep(memory.positions, this._place);
      localStorage.setItem(MEMORY_KEY, JSON.stringify(memory));
    } catch {
      // Quota, private mode, no storage: the viewer's place is simply not kept.
    }
  };
}

/** The kept memory, or a new one where none is kept or it is unreadable (then overwritten). */
function storedMemory(): ViewerMemory {
  let data: Partial<ViewerMemory> | undefined;
  try {
    data = readMemory();
  } catch {
    // Broken JSON or no storage: as if none were kept.
  }
  const {positions, prefs} = data ?? {};
  return {
    v: 1,
    positions: Array.isArray(positions) ? positions : [],
    prefs: prefs instanceof Object ? prefs : {},
  };
}

const keptPlayers = new WeakSet<MemoryHost>();

/** Keeps the memory of `player` from now on (once per player). */
export function keepViewerMemory(player: MemoryHost, core: PlaybackController): void {
  if (keptPlayers.has(player)) return;
  keptPlayers.add(player);
  new ViewerMemoryController(player, core);
}

/** The kept places with `place` in: kept once watched, forgotten near the end, the newest 100. */
function keep(
  positions: Array<[string, number]>,
  {id, time, duration}: {id: string; time: number; duration: number},
): Array<[string, number]> {
  const kept = new LruMap<string, number>(KEPT_VIDEOS);
  for (const entry of positions) {
    if (Array.isArray(entry) && isIn(entry[1], 0, Infinity)) kept.set(String(entry[0]), entry[1]);
  }
  const before = kept.get(id);
  kept.delete(id);
  // A place under 2 s (a start not yet under way, or just started over) leaves the last one.
  const place = time >= WATCHED ? time : before;
  if (place && !(time >= duration * ENDING)) kept.set(id, place);
  return [...kept];
}
