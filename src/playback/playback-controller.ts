import {interruptedPlay, isAbort} from '../internal/abort.js';
import {SnapshotStore} from '../internal/snapshot-store.js';
import type {ControllerHost} from './controller-host.js';
import type {MediaBinding, MediaLayer, MediaOptions} from './media-layer.js';
import {PendingPlays} from './pending-plays.js';
import type {PlayerSource} from './player-source.js';
export type {ControllerHost} from './controller-host.js';
import {
  INITIAL_SNAPSHOT,
  RESET_ON_SOURCE_CHANGE,
  type CaptionStyle,
  type PlayerCommands,
  type PlayerSnapshot,
  type QueuedCommand,
} from './player-snapshot.js';

/** The media event a command waiting for the engine fires, as it changes what the player answers. */
const QUEUED_EVENTS: Partial<Record<keyof PlayerCommands, string>> = {
  seek: 'timeupdate',
  setVolume: 'volumechange',
  setMuted: 'volumechange',
  setRate: 'ratechange',
};

/**
 * Owns one player's life as a state machine. Transitions: `load` (idle → loading → facade or
 * error), `start` (facade → starting → what the media says), `retry`, `tearDown`. Each takes a
 * fresh AbortSignal and aborts the one before, so work of an older transition can never
 * land. State is published as one frozen `PlayerSnapshot`; commands go through here.
 */
export class PlaybackController implements PlayerCommands {
  readonly store = new SnapshotStore<PlayerSnapshot>(INITIAL_SNAPSHOT);
  /** How the element wants its media started: it hands them down as its attributes change. */
  options: MediaOptions = {preload: 'none', prefer: 'auto', loop: false, startTime: 0};
  /** What the last `load` was handed, for a retry. */
  private _source?: PlayerSource;
  private _transition = new AbortController();
  private readonly _queue = new Map<QueuedCommand, unknown>();
  private readonly _plays = new PendingPlays();
  private _binding?: MediaBinding;
  /** The viewer's captions choice: it outlives a source change, as volume and rate do. */
  private _captions = false;
  /** When the record was known, for the quality events' start-up steps. */
  private _recordAt = 0;
  /** The `<video>` the next start plays in, made when first asked for. */
  private _next?: HTMLVideoElement;
  /** The first `<video>`'s text tracks, which a skin listens to (media-chrome binds once). */
  private _tracks?: TextTrackList;

  constructor(private readonly _host: ControllerHost) {}

  get snapshot(): Readonly<PlayerSnapshot> {
    return this.store.state;
  }

  /** Calls `listener` with every new snapshot; returns what stops that. */
  subscribe(listener: (state: Readonly<PlayerSnapshot>) => void): () => void {
    return this.store.subscribe(listener);
  }

  /** The `<video>` once playback started, for the element to render. */
  get media(): HTMLVideoElement | undefined {
    return this._binding?.media;
  }

  /** Where the `<video>` playing is, as a `<video>` says it (while it attaches, where it starts). */
  get currentTime(): number | undefined {
    return this._binding?.currentTime;
  }

  /**
   * The `<video>` playing, else the one the next start will play in: not loaded yet, it answers
   * as a `<video>` without a source does, and keeps what was set on it.
   */
  get video(): HTMLVideoElement {
    return this.media ?? (this._next ??= document.createElement('video'));
  }

  /**
   * Transition `load`: forget the old source, then find the record of `source` (none: idle);
   * `fresh` asks the service again rather than its cache.
   */
  async load(source: PlayerSource | undefined, fresh = false): Promise<void> {
    const before = this.store.latest;
    this._source = source;
    const signal = this._begin();
    this._reset('loading');
    // As a `<video>` given another source (the HTML load algorithm), once the state says it: a
    // load under way is aborted, what was loaded or failed is emptied, the position goes back
    // to 0 and the length is unknown.
    const emit = (type: string, when: unknown) => when && this._host.emit(type);
    const loaded = !/idle|torn-down/.test(before.status);
    emit('abort', loaded && before.status !== 'error');
    emit('emptied', loaded);
    emit('timeupdate', before.currentTime);
    emit('durationchange', !Number.isNaN(before.duration));
    if (!source) return this._set({status: 'idle'});
    try {
      const record = await this._host.loadRecord(source, signal, fresh);
      if (signal.aborted) return;
      this._recordAt = performance.now();
      this._set({status: 'facade', record, duration: record.playbackDetails.duration ?? NaN});
      this._host.emit('video-load', {video: record});
      this._host.emit('durationchange');
      const preload = this._host.budget(this.options.preload);
      if (this._queue.has('play') || preload === 'metadata' || preload === 'auto') {
        void this.start().catch(() => {});
      }
    } catch (error) {
      if (!signal.aborted && !isAbort(error)) this._fail(error);
    }
  }

  /**
   * Transition `start`: load the media layer and attach it. Rejects when the playback code
   * cannot be loaded (a `ChunkError`, also published).
   */
  async start(): Promise<void> {
    const {record, status} = this.store.latest;
    if (!record || this._binding || status === 'starting') return;
    const signal = this._begin();
    this._set({status: 'starting', error: undefined});
    let layer: MediaLayer;
    try {
      const loading = this._host.loadMedia(record, this.options.prefer);
      // No await when it is here: iOS plays the browser's own HLS only in the click's task.
      layer = loading instanceof Promise ? await loading : loading;
    } catch (cause) {
      if (signal.aborted) return;
      this._fail(cause);
      throw this.snapshot.error;
    }
    if (signal.aborted) return;
    const queue = new Map(this._queue);
    this._queue.clear();
    if (this._captions && !queue.has('setCaptions')) queue.set('setCaptions', true);
    this._binding = layer.attach({
      ...this.options,
      preload: this._host.budget(this.options.preload),
      playerHeight: this._host.height(),
      media: this.video,
      tracks: (this._tracks ??= this.video.textTracks),
      record,
      queue,
      signal,
      report: (patch) => this._set(patch),
      emit: (type, detail) => this._host.emit(type, detail),
      recordAt: this._recordAt,
    });
    this._next = undefined;
    signal.addEventListener('abort', () => (this._binding = undefined));
    if (queue.has('play')) this._plays.follow(this._binding.play());
  }

  /** `load` again what the last `load` was handed (a player back on the page). */
  reload(fresh = false): Promise<void> {
    return this.load(this._source, fresh);
  }

  /** Transition `tearDown`: the element left the page; nothing keeps running. */
  tearDown(): void {
    this._begin();
    this._dropPlay();
    this._set({status: 'torn-down'});
  }

  play(): Promise<void> {
    this._host.asked?.();
    if (this._binding) return this._binding.play();
    const {status, record, error} = this.store.latest;
    if (status === 'idle' || status === 'torn-down') return Promise.resolve();
    if (status === 'error' && !record) return Promise.reject(error);
    const played = this._plays.add();
    // The first play asked for is the viewer's intent, where start-up time is counted from.
    this._queue.set('play', this._queue.get('play') ?? performance.now());
    // As a `<video>` does at `play()`, however long its first frame takes to come.
    this._showPaused(false);
    if (status !== 'loading')
      this.start().catch((failure: unknown) => this._rejectWaiters(failure));
    return played;
  }

  pause(): void {
    this._run('pause');
  }

  seek(time: number): void {
    this._run('seek', time, {currentTime: time});
  }

  setVolume(volume: number): void {
    volume = Math.min(1, Math.max(0, volume));
    this._run('setVolume', volume, {volume});
  }

  setMuted(muted: boolean): void {
    this._run('setMuted', muted, {muted});
  }

  setRate(rate: number): void {
    this._run('setRate', rate, {rate});
  }

  setLevel(level: number): void {
    this._run('setLevel', level, {level});
  }

  setCaptions(choice: boolean | number): void {
    // What outlives a source change is on or off: another video's tracks are not these.
    this._captions = typeof choice === 'number' ? choice >= 0 : choice;
    this._run('setCaptions', choice, {captions: this._captions});
  }

  setAudioTrack(track: number): void {
    this._run('setAudioTrack', track, {audioTrack: track});
  }

  setCaptionStyle(style: Partial<CaptionStyle>): void {
    // A look, not a media command: the view applies it, with or without a `<video>`.
    this._set({captionStyle: {...this.store.latest.captionStyle, ...style}});
  }

  retry(): void {
    if (this._binding) return this._binding.retry();
    if (this.store.latest.record) void this.play().catch(() => {});
    else void this.reload(true);
  }

  fullscreen(): void {
    this._run('fullscreen');
  }

  pip(): void {
    this._run('pip');
  }

  /** A command: to the media when there is one, else into the queue (and the snapshot). */
  private _run(command: keyof PlayerCommands, value?: unknown, shown?: Partial<PlayerSnapshot>) {
    if (this._binding) return this._binding.run(command, value);
    if (command === 'pause') this._dropPlay();
    else if (command !== 'fullscreen' && command !== 'pip' && command !== 'retry') {
      this._queue.set(command as QueuedCommand, value);
      if (shown) this._set(shown);
      // What a `<video>` would say of the change; one that plays says it itself.
      const event = QUEUED_EVENTS[command];
      if (event) queueMicrotask(() => this._host.emit(event));
    }
  }

  /** Aborts the running transition and hands out the signal of the next one. */
  private _begin(): AbortSignal {
    this._transition.abort();
    this._transition = new AbortController();
    return this._transition.signal;
  }

  private _reset(status: PlayerSnapshot['status']): void {
    const patch: Partial<PlayerSnapshot> = {status};
    for (const key of RESET_ON_SOURCE_CHANGE) Object.assign(patch, {[key]: INITIAL_SNAPSHOT[key]});
    // A play asked for goes on with the new source (a carousel's choice): not paused.
    if (this._queue.has('play')) Object.assign(patch, {paused: false});
    // A position asked for before the old source played is not the new source's.
    this._queue.delete('seek');
    this._queue.delete('setLevel');
    this._queue.delete('setAudioTrack');
    this._set(patch);
  }

  private _set(patch: Partial<PlayerSnapshot>): void {
    this.store.update(patch);
  }

  private _fail(error: unknown): void {
    this._set({status: 'error', error: error as PlayerSnapshot['error']});
    this._rejectWaiters(error);
    this._host.emit('playback-error', {error});
  }

  /** Drops a queued play; its callers' plays reject with an `AbortError`, as a `<video>`'s do. */
  private _dropPlay(): void {
    this._queue.delete('play');
    this._plays.reject(interruptedPlay());
    this._showPaused(true);
  }

  /** `paused` before the media binding says it, with its event a task later as `<video>` fires it. */
  private _showPaused(paused: boolean): void {
    if (this.store.latest.paused === paused) return;
    this._set({paused});
    queueMicrotask(() => this._host.emit(paused ? 'pause' : 'play'));
  }

  private _rejectWaiters(error: unknown): void {
    this._queue.delete('play');
    this._plays.reject(error);
  }
}
