import type {ErrorData} from 'hls.js';
import {environment} from '../internal/environment.js';
import {fileSubtitles} from './file-subtitles.js';
import {chooseEngines, detectSupport, type Engine} from './engine.js';
import {hlsBuildFor, type HlsBuild} from './hls-build.js';
import {loadHls, type Hls, type HlsConstructor} from './load-hls.js';
import {takeMasterPlaylist, type MasterPlaylist} from './master-playlist.js';
import {PlaybackError} from './playback-error.js';
import {StallWatchdog} from './stall-watchdog.js';
import {hlsErrorAction} from './hls-error-action.js';
import {renditionsOf, showCaptions, showTrack, textTracksOf} from './stream-tracks.js';
import type {Level, TextTrackInfo} from './player-snapshot.js';
import {preloadedPlaylistLoader} from './preloaded-playlist-loader.js';
import {RETRY_DELAYS, type SessionOptions} from './session-options.js';

export type {Preload, SessionOptions} from './session-options.js';

/** Buffer ahead (s) for `preload="metadata"`: hls.js then fetches one segment, enough for a frame. */
const METADATA_BUFFER = 1;

/**
 * Plays one video in one `<video>` element: picks the engine, recovers from errors
 * (bounded retries, one media recovery, then the next engine down to the MP4 file),
 * and on `destroy()` leaves nothing behind: no hls.js instance, listener, timer or source.
 */
export class PlaybackSession {
  engine?: Engine;
  renditions: Level[] = [];
  /** Subtitles and captions tracks; a new array whenever they change. */
  tracks: TextTrackInfo[] = [];
  /** Chosen rendition; -1 is automatic. */
  level = -1;
  captions = false;
  /** The showing track, an index of `tracks`; -1 when none shows. */
  captionsTrack = -1;
  error?: PlaybackError;

  private readonly _engines: Engine[];
  private readonly _lifetime = new AbortController();
  /** Subtitles added for the MP4 file (once per session: a text track cannot be removed). */
  private _fileTracks?: TextTrack[];
  private _engineLifetime?: AbortController;
  private _engineIndex = 0;
  private _hls?: Hls;
  /** The hls.js build the master playlist asked for; a retry keeps it. */
  private _build?: HlsBuild;
  private _retries = 0;
  private _retryTimer?: ReturnType<typeof setTimeout>;
  /** Runs while playback is wanted and no data comes. */
  private readonly _stall: StallWatchdog;
  private _recovered = false;
  private _firstFailure?: PlaybackError;
  private _position: number;
  private _wantsPlay = false;
  private _started = false;
  /** The engine gave the element its source: `play()` can be called without being cut off. */
  private _sourceSet = false;
  /** Counts sources set, so a failed play knows whether a fallback has one already. */
  private _attempt = 0;
  private _pendingPlays: Array<{resolve: () => void; reject: (error: unknown) => void}> = [];

  constructor(
    private readonly _video: HTMLVideoElement,
    private readonly _options: SessionOptions,
  ) {
    this._engines = chooseEngines(_options.details, _options.prefer, detectSupport(_video));
    this._position = _options.startTime ?? 0;
    this._stall = new StallWatchdog(
      () => this._failed(new PlaybackError('network')),
      _options.stallTimeout,
    );
    const signal = this._lifetime.signal;
    for (const type of ['addtrack', 'removetrack', 'change']) {
      _video.textTracks.addEventListener(type, this._syncCaptions, {signal});
    }
    _video.addEventListener('play', this._onFirstPlay, {signal});
    _video.addEventListener('playing', () => ((this._retries = 0), this._stall.stop()), {signal});
    _video.addEventListener('waiting', () => this._watch(), {signal});
    for (const type of ['pause', 'ended']) {
      _video.addEventListener(type, () => this._stall.stop(), {signal});
    }
    globalThis.addEventListener('online', this._onOnline, {signal});
  }

  /** Attaches the first engine; with `play`, playback starts as soon as it can. */
  start(play = false): Promise<void> {
    this._wantsPlay ||= play;
    return this._run();
  }

  /**
   * Plays as soon as the engine has a source; settles as `HTMLMediaElement.play()` does,
   * or rejects with the `PlaybackError` when every engine failed.
   */
  play(): Promise<void> {
    this._wantsPlay = true;
    if (this._video.paused) this._watch();
    const played = new Promise<void>((resolve, reject) =>
      this._pendingPlays.push({resolve, reject}),
    );
    if (this._sourceSet) this._playNow();
    return played;
  }

  /** Starts over from the first engine at the current position. */
  retry(): Promise<void> {
    this._stall.stop();
    this._engineIndex = 0;
    this._retries = 0;
    this._recovered = false;
    this._firstFailure = undefined;
    this.error = undefined;
    return this._run();
  }

  setLevel(level: number): void {
    if (!this._hls) return;
    // `currentLevel` switches at once (flushing the buffer); -1 hands control back to ABR.
    this._hls.currentLevel = level;
    this.level = level;
    this._options.onChange();
  }

  /** On or off (the track in the page's language), or the track at an index of `tracks`. */
  setCaptions(choice: boolean | number): void {
    if (typeof choice === 'boolean') showCaptions(this._video, this._hls, choice);
    else showTrack(this._captionTracks(), this._hls, choice);
  }

  destroy(): void {
    this._stall.stop();
    this._teardownEngine();
    this._lifetime.abort();
    // Nothing will play: a caller still waiting is done.
    for (const {resolve} of this._pendingPlays.splice(0)) resolve();
  }

  private async _run(): Promise<void> {
    this._teardownEngine();
    const engine = this._engines[this._engineIndex];
    if (!engine) return this._fail(this._firstFailure ?? new PlaybackError('unsupported'));
    this.engine = engine;
    this._syncCaptions();
    if (this._wantsPlay) this._watch();
    const lifetime = (this._engineLifetime = new AbortController());
    if (engine === 'hls') await this._attachHls(lifetime.signal);
    else this._attachFile(engine, lifetime.signal);
  }

  /** The element has its source; a play asked for earlier starts now. */
  private _onSourceSet(): void {
    this._sourceSet = true;
    this._attempt++;
    if (this._wantsPlay) this._playNow();
  }

  private _playNow(): void {
    const waiting = this._pendingPlays.splice(0);
    const attempt = this._attempt;
    this._video.play().then(
      () => waiting.forEach(({resolve}) => resolve()),
      (error: unknown) => {
        const name = (error as Error | undefined)?.name;
        // A new source or a pause cut the play short: nothing failed.
        if (name === 'AbortError') return waiting.forEach(({resolve}) => resolve());
        if (name !== 'NotSupportedError' || this.error || this._lifetime.signal.aborted) {
          return waiting.forEach(({reject}) => reject(this.error ?? error));
        }
        // This source failed; the fallback engine plays for the same callers.
        this._pendingPlays.push(...waiting);
        if (this._sourceSet && attempt !== this._attempt) this._playNow();
      },
    );
  }

  private _attachFile(engine: 'native' | 'mp4', signal: AbortSignal): void {
    const video = this._video;
    const {streamUrl, mp4Url} = this._options.details;
    video.addEventListener('error', () => this._failed(PlaybackError.fromMediaError(video.error)), {
      signal,
    });
    const position = this._position;
    if (position > 0) {
      const seek = () => (video.currentTime = position);
      video.addEventListener('loadedmetadata', seek, {signal, once: true});
    }
    video.src = (engine === 'native' ? streamUrl : mp4Url) ?? '';
    this._onSourceSet();
    if (engine === 'mp4' && streamUrl && !this._fileTracks) void this._addFileSubtitles(streamUrl);
  }

  /** The MP4 carries no subtitles: the stream's WebVTT renditions become the video's tracks. */
  private async _addFileSubtitles(streamUrl: string): Promise<void> {
    this._fileTracks = [];
    const found = await fileSubtitles(streamUrl, this._lifetime.signal).catch(() => []);
    if (this._lifetime.signal.aborted) return;
    for (const {label, lang, cues} of found) {
      const track = this._video.addTextTrack('subtitles', label, lang);
      for (const cue of cues) track.addCue(cue);
      track.mode = 'disabled';
      this._fileTracks.push(track);
    }
    this._syncCaptions();
  }

  private async _attachHls(signal: AbortSignal): Promise<void> {
    const streamUrl = this._options.details.streamUrl ?? '';
    let Hls: HlsConstructor;
    let playlist: MasterPlaylist | undefined;
    try {
      if (!this._build) {
        playlist = await takeMasterPlaylist(streamUrl);
        this._build = hlsBuildFor(playlist?.text);
      }
      Hls = await loadHls(this._build);
    } catch (cause) {
      // The chunk did not arrive (offline, blocked): the MP4 needs no script.
      if (!signal.aborted) this._failed(new PlaybackError('network', {cause}));
      return;
    }
    if (signal.aborted) return;
    const limited = this._options.preload === 'metadata' && !this._started;
    const hls = new Hls({
      startPosition: this._position > 0 ? this._position : -1,
      ...(limited ? {maxBufferLength: METADATA_BUFFER, maxMaxBufferLength: METADATA_BUFFER} : {}),
      ...(playlist ? {pLoader: preloadedPlaylistLoader(Hls, playlist)} : {}),
    });
    this._hls = hls;
    hls.on(Hls.Events.MANIFEST_PARSED, () => {
      this.renditions = renditionsOf(hls);
      this._options.onChange();
      // hls.js sets the element's source asynchronously; a play() before it would be cut off.
      this._onSourceSet();
    });
    hls.on(Hls.Events.ERROR, (_event, data) => this._onHlsError(Hls, hls, data));
    hls.attachMedia(this._video);
    hls.loadSource(streamUrl);
  }

  private _onHlsError(Hls: HlsConstructor, hls: Hls, data: ErrorData): void {
    const delay = (this._options.retryDelays ?? RETRY_DELAYS)[this._retries];
    const action = hlsErrorAction(Hls, data, delay, this._recovered);
    if (action === 'retry') {
      this._retries++;
      this._teardownEngine();
      this._retryTimer = environment.setTimeout(() => void this._run(), delay ?? 0);
    } else if (action === 'recover') {
      this._recovered = true;
      hls.recoverMediaError();
    } else if (action !== 'ignore') {
      this._failed(new PlaybackError(action, {cause: data.error}));
    }
  }

  /** The current engine failed for good: fall back to the next one. */
  private _failed(error: PlaybackError): void {
    this._stall.stop();
    this._firstFailure ??= error;
    this._engineIndex++;
    void this._run();
  }

  private _fail(error: PlaybackError): void {
    this._stall.stop();
    this.engine = undefined;
    this.error = error;
    for (const {reject} of this._pendingPlays.splice(0)) reject(error);
    this._options.onChange();
    this._options.onError(error);
  }

  private _teardownEngine(): void {
    environment.clearTimeout(this._retryTimer);
    this._retryTimer = undefined;
    this._sourceSet = false;
    this._engineLifetime?.abort();
    if (this._video.currentTime > 0) this._position = this._video.currentTime;
    this._hls?.destroy();
    this._hls = undefined;
    this.renditions = [];
    this.level = -1;
    this._video.removeAttribute('src');
    this._video.load();
  }

  /** Playback is wanted and waits for data: unless it failed already, that has a time limit. */
  private _watch(): void {
    if (!this.error && !this._lifetime.signal.aborted) this._stall.start();
  }

  private readonly _onOnline = () => {
    // Back online: a pending retry or a failed session gets its next try now.
    if (this._retryTimer !== undefined) {
      environment.clearTimeout(this._retryTimer);
      void this._run();
    } else if (this.error) {
      void this.retry();
    }
  };

  private readonly _onFirstPlay = () => {
    if (this._started) return;
    this._started = true;
    if (this._hls && this._options.preload === 'metadata') {
      const defaults = (this._hls.constructor as HlsConstructor).DefaultConfig;
      this._hls.config.maxBufferLength = defaults.maxBufferLength;
      this._hls.config.maxMaxBufferLength = defaults.maxMaxBufferLength;
    }
  };

  private readonly _syncCaptions = () => {
    const tracks = this._captionTracks();
    this.tracks = tracks.map(({label, language}) => ({label, lang: language}));
    this.captionsTrack = tracks.findIndex((track) => track.mode === 'showing');
    this.captions = this.captionsTrack >= 0;
    this._options.onChange();
  };

  /** For the MP4 file, the subtitles added for it; tracks hls.js created stay, disabled. */
  private _captionTracks(): TextTrack[] {
    return this.engine === 'mp4' ? (this._fileTracks ?? []) : textTracksOf(this._video);
  }
}
