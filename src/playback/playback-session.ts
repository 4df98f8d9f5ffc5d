import {detectSupport, type Engine} from './engine.js';
import {engineOrder} from './engine-order.js';
import {restoreBuffer} from './hls-config.js';
import {attachFile} from './file-engine.js';
import {attachHls} from './hls-engine.js';
import {hlsErrorAction, networkErrorAction, type ErrorAction} from './hls-error-action.js';
import type {Hls} from './load-hls.js';
import {isPlaylist, takeMasterPlaylist, type MasterResult} from './master-playlist.js';
import {PlaybackError} from './playback-error.js';
import {PlaybackWatch} from './playback-watch.js';
import type {Level} from './player-snapshot.js';
import {watchSeeks} from './seek-watchdog.js';
import {SessionAudio} from './session-audio.js';
import {SessionCaptions} from './session-captions.js';
import {RETRY_DELAYS, type SessionOptions} from './session-options.js';
import {SessionRetries} from './session-retries.js';
import {renditionsOf} from './stream-tracks.js';
import {WaitingPlays} from './waiting-plays.js';

export type {Preload, SessionOptions} from './session-options.js';

/**
 * Plays one video in one `<video>` element: picks the engine and falls back to the next one
 * down to the MP4 file, hands hls.js's errors to their action (retries and the media recovery:
 * `SessionRetries`), fails an engine whose data stops (`PlaybackWatch`), keeps the plays asked
 * for until there is a source (`WaitingPlays`), and on `destroy()` leaves nothing behind: no
 * hls.js instance, listener, timer or source.
 */
export class PlaybackSession {
  engine?: Engine;
  renditions: Level[] = [];
  /** Chosen rendition; -1 is automatic. */
  level = -1;
  readonly captions: SessionCaptions;
  readonly audio: SessionAudio;
  error?: PlaybackError;
  /** When the master playlist was in hand and hls.js was loaded (`performance.now()`). */
  readonly marks: {manifest?: number; engine?: number} = {};

  private _engines: Engine[] = [];
  private readonly _lifetime = new AbortController();
  private _engineLifetime?: AbortController;
  private _engineIndex = 0;
  private _hls?: Hls;
  /** The master playlist's answer to this session's last request: one request per attempt. */
  private _master?: Promise<MasterResult>;
  private readonly _retries: SessionRetries;
  /** Runs while playback is wanted and no data comes, or the picture froze. */
  private readonly _watch: PlaybackWatch;
  private readonly _plays: WaitingPlays;
  private _firstFailure?: PlaybackError;
  private _position: number;
  /** The engine has not moved the media to `_position` yet (a `<video>` says that position). */
  private _starting = false;
  /** A play was asked for (or the media plays), and no pause or end came since: set here only. */
  wantsPlay = false;
  private _started = false;

  constructor(
    private readonly _video: HTMLVideoElement,
    private readonly _options: SessionOptions,
  ) {
    this._position = _options.startTime ?? 0;
    const signal = this._lifetime.signal;
    watchSeeks(_video, signal);
    for (const type of ['seeking', 'playing'])
      _video.addEventListener(type, () => (this._starting = false), {signal});
    this._watch = new PlaybackWatch(_video, signal, {
      ..._options,
      onStall: () => this._failed(new PlaybackError('network')),
      onFrozenStart: () =>
        this._retries.frozenStart(this._engineIndex) || this._failed(new PlaybackError('media')),
      over: () => !!this.error || signal.aborted,
    });
    this._retries = new SessionRetries(
      _options.retryDelays ?? RETRY_DELAYS,
      {run: () => void this._run(), retry: () => void this.retry(), failed: () => !!this.error},
      signal,
    );
    this._plays = new WaitingPlays(_video, this, signal);
    this.audio = new SessionAudio(_video, signal, () => _options.onChange());
    this.captions = new SessionCaptions(
      _video,
      signal,
      () => this.engine === 'native',
      () => _options.onChange(),
    );
    // Whether playback is wanted follows the last play or pause, however it came (our bar, the
    // browser's controls, media keys, another player starting, the end): a retry or the next
    // engine goes on playing only if the viewer had not paused. Our own source changes
    // (`load()`) fire no pause.
    _video.addEventListener('play', () => (this._started = this.wantsPlay = true), {signal});
    _video.addEventListener('playing', this._onPlaying, {signal});
    for (const type of ['pause', 'ended']) {
      _video.addEventListener(
        type,
        () => {
          this.wantsPlay = false;
          this._watch.stop();
        },
        {signal},
      );
    }
  }

  /** Attaches the first engine; with `play`, playback starts as soon as it can. */
  async start(play = false): Promise<void> {
    this.wantsPlay ||= play;
    this._engines = await engineOrder(this._options, detectSupport(this._video));
    if (!this._lifetime.signal.aborted) return this._run();
  }

  /** Plays once there is a source; settles as a `<video>`'s `play()`, or fails with the error. */
  play(): Promise<void> {
    this.wantsPlay = true;
    if (this._video.paused) this._watch.start();
    return this._plays.add();
  }

  /** Pauses, a play still waiting for its source included (its callers are done, not failed). */
  pause(): void {
    this.wantsPlay = false;
    this._watch.stop();
    this._plays.drop();
    this._video.pause();
  }

  /** Starts over from the first engine at the current position. */
  retry(): Promise<void> {
    this._watch.stop();
    this._engineIndex = 0;
    this._retries.reset();
    this._firstFailure = undefined;
    this.error = undefined;
    return this._run();
  }

  /** The media says it plays, but its time has stood still for seconds (see freeze-watch.ts). */
  get frozen(): boolean {
    return this._watch.frozen;
  }

  setLevel(level: number): void {
    if (!this._hls) return;
    // `currentLevel` switches at once (flushing the buffer); -1 hands control back to ABR.
    this._hls.currentLevel = level;
    this.level = level;
    this._options.onChange();
  }

  destroy(): void {
    this._watch.stop();
    this._teardownEngine();
    this._lifetime.abort();
    this._plays.drop(); // Nothing will play: as a `<video>` taken from the page, cut short.
  }

  /**
   * Where the media is, as a `<video>` says it: while an engine attaches, the position it will
   * start at (a `<video>`'s default playback start position), not the 0 of media not moved yet.
   */
  get position(): number {
    return this._starting ? this._position : this._video.currentTime;
  }

  /** Moves the media to `time`: the start position no longer applies. */
  seek(time: number): void {
    this._starting = false;
    this._video.currentTime = time;
  }

  private async _run(): Promise<void> {
    this._teardownEngine();
    this._starting = this._position > 0;
    this._watch.newSource();
    const engine = this._engines[this._engineIndex];
    if (!engine) return this._fail(this._firstFailure ?? new PlaybackError('unsupported'));
    this.engine = engine;
    // Another engine lists other tracks.
    this.captions.sync();
    this.audio.attach();
    if (this.wantsPlay) this._watch.start();
    const lifetime = (this._engineLifetime = new AbortController());
    if (engine === 'hls') return this._attachHls(lifetime.signal);
    const {streamUrl, mp4Url} = this._options.details;
    const video = this._video;
    const onError = () => this._failed(PlaybackError.fromMediaError(video.error));
    const url = (engine === 'native' ? streamUrl : mp4Url) ?? '';
    attachFile(video, url, this._position, lifetime.signal, onError);
    this._plays.sourceSet(this.wantsPlay);
    if (engine === 'mp4' && streamUrl) {
      // The MP4 carries no subtitles: the stream's WebVTT renditions become its tracks.
      this.captions.subtitles.placeBy(undefined);
      void (this._master ??= takeMasterPlaylist(streamUrl)).then((master) => {
        if (isPlaylist(master)) this.captions.subtitles.add(master);
      });
    }
  }

  private async _attachHls(signal: AbortSignal): Promise<void> {
    const master = await (this._master = takeMasterPlaylist(this._options.details.streamUrl ?? ''));
    if (signal.aborted) return;
    this.marks.manifest ??= performance.now();
    // A stream whose playlist did not come is not handed to hls.js (nor makes it load here).
    if (!isPlaylist(master))
      return this._act(networkErrorAction(master.status, this._retries.delay()));
    this.captions.subtitles.add(master);
    try {
      this._hls = await attachHls(
        {
          video: this._video,
          master,
          position: this._position,
          metadataOnly: this._options.preload === 'metadata' && !this._started,
          playerHeight: this._options.playerHeight ?? 0,
          onTracks: (hls) => this.audio.attach(hls),
          onParsed: (hls) => {
            this.marks.engine ??= performance.now();
            this.renditions = renditionsOf(hls);
            this._options.onChange();
            // hls.js sets the element's source asynchronously; a play() before it would be cut off.
            this._plays.sourceSet(this.wantsPlay);
          },
          onTimeline: (ticks) => this.captions.subtitles.placeBy(ticks),
          onError: (Hls, hls, data) =>
            this._act(
              hlsErrorAction(Hls, data, this._retries.delay(), this._retries.recovered),
              hls,
              data.error,
            ),
        },
        signal,
      );
      if (this._hls) this._watch.watchHls(this._hls);
    } catch (cause) {
      // The chunk did not arrive (offline, blocked): the MP4 needs no script.
      if (!signal.aborted) this._failed(new PlaybackError('network', {cause}));
    }
  }

  private _act(action: ErrorAction, hls?: Hls, cause?: unknown): void {
    if (action === 'retry') {
      const delay = this._retries.take();
      this._teardownEngine();
      this._retries.later(delay);
    } else if (action === 'recover') {
      this._retries.recovered = true;
      const time = this._video.currentTime;
      hls?.recoverMediaError();
      // hls.js stopped loading on its fatal error, and the new source paused the element
      // (without a pause event): both go on from where they were (before a first frame, from
      // the start position hls.js was given: -1).
      hls?.startLoad(time || -1);
      if (this.wantsPlay) this._plays.playNow();
    } else if (action !== 'ignore') {
      this._failed(new PlaybackError(action, {cause}));
    }
  }

  /** The current engine failed for good: fall back to the next one. */
  private _failed(error: PlaybackError): void {
    this._watch.stop();
    this._firstFailure ??= error;
    this._engineIndex++;
    void this._run();
  }

  private _fail(error: PlaybackError): void {
    this._watch.stop();
    this.engine = undefined;
    this.error = error;
    this.captions.subtitles.placeBy(undefined);
    this._plays.rejectAll(error);
    this._options.onChange();
    this._options.onError(error);
  }

  private _teardownEngine(): void {
    this._retries.cancel();
    this._plays.sourceRemoved();
    this._engineLifetime?.abort();
    if (this._video.currentTime > 0) this._position = this._video.currentTime;
    // The source first: the element closes hls.js's MediaSource and pipeline at once (hls.js
    // alone removes each SourceBuffer from the playing pipeline, then ends the stream: a seek).
    this._video.removeAttribute('src');
    this._video.load();
    this._hls?.destroy();
    this._hls = undefined;
    this.renditions = [];
    this.level = -1;
  }

  private readonly _onPlaying = () => {
    this._retries.played();
    this._watch.stop();
    // The first frame is there: hls.js may buffer as far as it likes now.
    if (this._hls) restoreBuffer(this._hls);
  };
}
