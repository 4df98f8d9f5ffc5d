import {environment} from '../internal/environment.js';
import {chooseEngines, detectSupport, type Engine} from './engine.js';
import {watchFreezes, type FreezeWatch} from './freeze-watch.js';
import {restoreBuffer} from './hls-config.js';
import {attachFile} from './file-engine.js';
import {attachHls} from './hls-engine.js';
import {hlsErrorAction, networkErrorAction, type ErrorAction} from './hls-error-action.js';
import type {Hls} from './load-hls.js';
import {isPlaylist, takeMasterPlaylist, type MasterResult} from './master-playlist.js';
import {PlaybackError} from './playback-error.js';
import type {Level} from './player-snapshot.js';
import {watchSeeks} from './seek-watchdog.js';
import {SessionCaptions} from './session-captions.js';
import {RETRY_DELAYS, type SessionOptions} from './session-options.js';
import {StallWatchdog} from './stall-watchdog.js';
import {renditionsOf} from './stream-tracks.js';

export type {Preload, SessionOptions} from './session-options.js';

/**
 * Plays one video in one `<video>` element: picks the engine, recovers from errors
 * (bounded retries, one media recovery, then the next engine down to the MP4 file),
 * and on `destroy()` leaves nothing behind: no hls.js instance, listener, timer or source.
 */
export class PlaybackSession {
  engine?: Engine;
  renditions: Level[] = [];
  /** Chosen rendition; -1 is automatic. */
  level = -1;
  readonly captions: SessionCaptions;
  error?: PlaybackError;
  /** When the master playlist was in hand and hls.js was loaded (`performance.now()`). */
  readonly marks: {manifest?: number; engine?: number} = {};

  private readonly _engines: Engine[];
  private readonly _lifetime = new AbortController();
  /** The stream's WebVTT subtitles, for hls.js and the MP4 file (the browser's HLS has its own). */
  private _engineLifetime?: AbortController;
  private _engineIndex = 0;
  private _hls?: Hls;
  /** The master playlist's answer to this session's last request: one request per attempt. */
  private _master?: Promise<MasterResult>;
  private _retries = 0;
  private _retryTimer?: ReturnType<typeof setTimeout>;
  /** Runs while playback is wanted and no data comes, or the picture froze. */
  private readonly _stall: StallWatchdog;
  private readonly _freezes: FreezeWatch;
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
    watchSeeks(_video, signal);
    // A frozen picture is a stall nobody announced: the same time limit, then the next engine.
    this._freezes = watchFreezes(_video, signal, {
      onFreeze: () => {
        this._watch();
        _options.onFrozen?.(true);
        _options.onChange();
      },
      onThaw: () => {
        this._stall.stop();
        _options.onFrozen?.(false);
        _options.onChange();
      },
    });
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
    _video.addEventListener('play', () => (this._started = this._wantsPlay = true), {signal});
    _video.addEventListener('playing', this._onPlaying, {signal});
    _video.addEventListener('waiting', () => this._watch(), {signal});
    for (const type of ['pause', 'ended']) {
      _video.addEventListener(
        type,
        () => {
          this._wantsPlay = false;
          this._stall.stop();
        },
        {signal},
      );
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

  /** Pauses, a play still waiting for its source included (its callers are done, not failed). */
  pause(): void {
    this._wantsPlay = false;
    this._stall.stop();
    for (const {resolve} of this._pendingPlays.splice(0)) resolve();
    this._video.pause();
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

  /** The media says it plays, but its time has stood still for seconds (see freeze-watch.ts). */
  get frozen(): boolean {
    return this._freezes.frozen;
  }

  setLevel(level: number): void {
    if (!this._hls) return;
    // `currentLevel` switches at once (flushing the buffer); -1 hands control back to ABR.
    this._hls.currentLevel = level;
    this.level = level;
    this._options.onChange();
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
    this.captions.sync(); // Another engine lists other tracks.
    if (this._wantsPlay) this._watch();
    const lifetime = (this._engineLifetime = new AbortController());
    if (engine === 'hls') return this._attachHls(lifetime.signal);
    const {streamUrl, mp4Url} = this._options.details;
    const video = this._video;
    const onError = () => this._failed(PlaybackError.fromMediaError(video.error));
    const url = (engine === 'native' ? streamUrl : mp4Url) ?? '';
    attachFile(video, url, this._position, lifetime.signal, onError);
    this._onSourceSet();
    if (engine === 'mp4' && streamUrl) {
      // The MP4 carries no subtitles: the stream's WebVTT renditions become its tracks.
      this.captions.subtitles.placeBy(undefined);
      void (this._master ??= takeMasterPlaylist(streamUrl)).then((master) => {
        if (isPlaylist(master)) this.captions.subtitles.add(master);
      });
    }
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

  private async _attachHls(signal: AbortSignal): Promise<void> {
    const master = await (this._master = takeMasterPlaylist(this._options.details.streamUrl ?? ''));
    if (signal.aborted) return;
    this.marks.manifest ??= performance.now();
    // A stream whose playlist did not come is not handed to hls.js (nor makes it load here).
    if (!isPlaylist(master)) return this._act(networkErrorAction(master.status, this._delay()));
    this.captions.subtitles.add(master);
    try {
      this._hls = await attachHls(
        {
          video: this._video,
          master,
          position: this._position,
          metadataOnly: this._options.preload === 'metadata' && !this._started,
          playerHeight: this._options.playerHeight ?? 0,
          onParsed: (hls) => {
            this.marks.engine ??= performance.now();
            this.renditions = renditionsOf(hls);
            this._options.onChange();
            // hls.js sets the element's source asynchronously; a play() before it would be cut off.
            this._onSourceSet();
          },
          onTimeline: (ticks) => this.captions.subtitles.placeBy(ticks),
          onError: (Hls, hls, data) =>
            this._act(hlsErrorAction(Hls, data, this._delay(), this._recovered), hls, data.error),
        },
        signal,
      );
    } catch (cause) {
      // The chunk did not arrive (offline, blocked): the MP4 needs no script.
      if (!signal.aborted) this._failed(new PlaybackError('network', {cause}));
    }
  }

  /** The wait before the next retry; `undefined` once they are used up. */
  private _delay(): number | undefined {
    return (this._options.retryDelays ?? RETRY_DELAYS)[this._retries];
  }

  private _act(action: ErrorAction, hls?: Hls, cause?: unknown): void {
    if (action === 'retry') {
      const delay = this._delay() ?? 0;
      this._retries++;
      this._teardownEngine();
      this._retryTimer = environment.setTimeout(() => void this._run(), delay);
    } else if (action === 'recover') {
      this._recovered = true;
      const time = this._video.currentTime;
      hls?.recoverMediaError();
      // hls.js stopped loading on its fatal error, and the new source paused the element
      // (without a pause event): both go on from where they were (before a first frame, from
      // the start position hls.js was given: -1).
      hls?.startLoad(time || -1);
      if (this._wantsPlay) this._playNow();
    } else if (action !== 'ignore') {
      this._failed(new PlaybackError(action, {cause}));
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
    this.captions.subtitles.placeBy(undefined);
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

  private readonly _onPlaying = () => {
    this._retries = 0;
    this._stall.stop();
    // The first frame is there: hls.js may buffer as far as it likes now.
    if (this._hls) restoreBuffer(this._hls);
  };
}
