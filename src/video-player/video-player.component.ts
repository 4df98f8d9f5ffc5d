import {initialState, Task, TaskStatus} from '@lit/task';
import {html, LitElement, nothing, type PropertyValues} from 'lit';
import {property, state} from 'lit/decorators.js';
import {parseVideo, videoClient, type Video, type VideoServiceError} from '../data/index.js';
import {AuthoringError} from '../internal/authoring-error.js';
import {dispatch} from '../internal/events.js';
import {fill} from '../internal/fill.js';
import {resolveEndpoint} from '../internal/page-config.js';
import type {Engine, PreferPlayback} from '../playback/engine.js';
import {PlaybackError} from '../playback/playback-error.js';
import type {Preload} from '../playback/playback-session.js';
import {warmUp} from '../playback/warm-up.js';
import {AutoplayController} from './autoplay-controller.js';
import {renderFacade} from './facade-template.js';
import {PlaybackController} from './playback-controller.js';
import type {PlaybackTemplateOptions} from './playback-template.js';
import {DEFAULT_STRINGS, errorMessage, type PlayerStrings} from './player-strings.js';
import {ProgressMilestones, type Milestone} from './progress-milestones.js';
import type {ShortcutAction} from './shortcuts.js';
import {styles} from './video-player.styles.js';

const SEEK_STEP = 5;
const VOLUME_STEP = 0.1;

/**
 * Plays one video of the Video Content Service. Until the viewer shows intent it is a
 * poster with a play button and costs no hls.js, manifest or segment; then it plays
 * with hls.js (or the browser's own HLS, or the MP4 file) in a native `<video>`.
 *
 * @tagname video-player
 * @summary A fast, accessible HLS player for one video of the Video Content Service.
 *
 * @fires video-load - The video record is known (`detail.video`).
 * @fires playback-error - Loading or playing failed for good (`detail.error`).
 * @fires video-progress - The viewer passed 25, 50, 75 or 100 % (`detail.percent`).
 * @fires play - As on `<video>` (re-dispatched from the host, does not bubble).
 * @fires pause - As on `<video>`.
 * @fires playing - As on `<video>`.
 * @fires ended - As on `<video>`.
 * @fires timeupdate - As on `<video>`.
 * @fires error - As on `<video>`.
 *
 * @csspart base - The box of fixed aspect ratio that holds everything.
 * @csspart facade - The poster button shown before playback.
 * @csspart poster - The poster image.
 * @csspart play-icon - The round play symbol on the poster.
 * @csspart details - Title, duration and chips on the poster.
 * @csspart title - The video title.
 * @csspart duration - The video length.
 * @csspart chips - The list of sector and tag chips.
 * @csspart chip - One chip.
 * @csspart video - The `<video>` element.
 * @csspart toolbar - The quality and captions controls.
 * @csspart quality - The quality `<select>`.
 * @csspart captions-button - The captions toggle.
 * @csspart status - The loading message.
 * @csspart error - The error overlay.
 * @csspart retry-button - The button that tries again.
 *
 * @cssprop [--video-player-aspect-ratio=16 / 9] - Shape of the player.
 * @cssprop [--video-player-background=#000] - Behind the poster and video.
 * @cssprop [--video-player-radius=8px] - Corner radius.
 * @cssprop [--video-player-accent=#2563eb] - Play button and focus ring.
 * @cssprop [--video-player-on-accent=#fff] - The play symbol on the accent.
 * @cssprop [--video-player-text=#fff] - Text over the poster.
 * @cssprop [--video-player-chip-background=rgb(255 255 255 / 0.2)] - Chips.
 * @cssprop [--video-player-font=inherit] - Font of the player's own text.
 */
export class VideoPlayer extends LitElement {
  static override styles = styles;

  /** Id of the video to fetch from the service (ignored while `video` is set). */
  @property({attribute: 'video-id'}) videoId?: string;

  /** The video record to play, e.g. from a carousel: no request is made. */
  @property({attribute: false}) video?: Video;

  /** Base URL of the proxy or the service; falls back to the page default. */
  @property() endpoint?: string;

  /** Service key sent as `x-api-key` (direct mode; the key is public). */
  @property({attribute: 'api-key'}) apiKey?: string;

  /** `none`: a poster until intent, no bytes of player or media; `metadata`; `auto`. */
  @property() preload: Preload = 'none';

  /** Starts muted once the player is at least half visible. */
  @property({type: Boolean}) autoplay = false;

  /** Sound off; follows the viewer's own muting. */
  @property({type: Boolean}) muted = false;

  /** Starts again at the end. */
  @property({type: Boolean}) loop = false;

  /** Seconds into the video to start at. */
  @property({type: Number, attribute: 'start-time'}) startTime = 0;

  /** `mse` (hls.js where MediaSource exists) or `native` (the browser's own HLS first). */
  @property({attribute: 'prefer-playback'}) preferPlayback: PreferPlayback = 'mse';

  /** Replacements for the texts the player shows (e.g. another language). */
  @property({attribute: false}) strings: Partial<PlayerStrings> = {};

  /** The `<video>` element and session exist (after intent, or at once with `preload`). */
  @state() private _engaged = false;

  private readonly _playback = new PlaybackController(this);
  private readonly _autoplay = new AutoplayController(this, () => this._autoplayNow());
  private readonly _milestones = new ProgressMilestones();
  private _fresh = false;
  private _shown?: Video;
  /** The playback code could not be loaded: shown over the poster until a retry. */
  @state() private _viewError?: PlaybackError;

  private readonly _task = new Task(this, {
    task: async ([video, videoId, endpoint, apiKey], {signal}) => {
      const strings = this._strings;
      // A record handed over by an app is parsed like one from the service, never trusted.
      if (video) {
        const parsed = parseVideo(video);
        if (!parsed) throw new AuthoringError('invalid-video', strings.invalidVideo);
        return parsed;
      }
      if (videoId === undefined || videoId === null) return initialState;
      if (!/^\s*\d+\s*$/.test(videoId)) {
        throw new AuthoringError('invalid-video-id', fill(strings.invalidVideoId, {id: videoId}));
      }
      const base = resolveEndpoint(endpoint);
      if (!base) throw new AuthoringError('missing-endpoint', strings.missingEndpoint);
      const fresh = this._fresh;
      this._fresh = false;
      return videoClient.getVideo({endpoint: base, apiKey}, Number(videoId), {signal, fresh});
    },
    args: () => [this.video, this.videoId, this.endpoint, this.apiKey] as const,
    onComplete: (video) => dispatch(this, 'video-load', {video}),
    onError: (error) => {
      if (!isAbort(error)) dispatch(this, 'playback-error', {error: error as PlayerError});
    },
  });

  /** Which engine plays the video now, once playing started: `hls`, `native` or `mp4`. */
  get engine(): Engine | undefined {
    return this._playback.session?.engine;
  }

  /** As on `<video>`; before playback, the position it will start at. */
  get currentTime(): number {
    return this._media?.currentTime ?? this.startTime;
  }
  set currentTime(time: number) {
    if (this._media) this._media.currentTime = time;
    else this.startTime = time;
  }

  /** Length in seconds: the media's once known, else the record's (NaN when neither is). */
  get duration(): number {
    const media = this._media?.duration;
    return media !== undefined && Number.isFinite(media)
      ? media
      : (this._record?.playbackDetails.duration ?? NaN);
  }

  /** As on `<video>`; `true` before playback. */
  get paused(): boolean {
    return this._media?.paused ?? true;
  }

  /** As on `<video>`, 0 to 1. */
  get volume(): number {
    return this._media?.volume ?? this._volume;
  }
  set volume(volume: number) {
    this._volume = Math.min(1, Math.max(0, volume));
    if (this._media) this._media.volume = this._volume;
  }
  private _volume = 1;

  /** Starts playback, loading whatever is still missing; rejects as `<video>.play()` does. */
  async play(): Promise<void> {
    await this.updateComplete; // Lets a `video` or `video-id` set just now start its task.
    const record = await this._task.taskComplete;
    if (!record || record !== this._record) return;
    const session = this._playback.session ?? (await this._engage());
    try {
      await session?.play();
    } catch (error) {
      // A new source (an engine fallback) interrupts a pending play; the fallback plays on.
      if (!isAbort(error)) throw error;
    }
  }

  /** Pauses playback, as on `<video>`. */
  pause(): void {
    this._media?.pause();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A load aborted by leaving the page starts again on return.
    if (this._task.status === TaskStatus.ERROR && isAbort(this._task.error)) void this._task.run();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._task.abort();
    this._engaged = false;
  }

  protected override willUpdate(changed: PropertyValues): void {
    if (['video', 'videoId', 'endpoint', 'apiKey'].some((key) => changed.has(key))) {
      this._playback.teardown();
      this._engaged = false;
      this._viewError = undefined;
    }
  }

  protected override updated(): void {
    const record = this._record;
    if (record === this._shown) return;
    this._shown = record;
    this._milestones.reset();
    this._autoplay.disarm();
    if (!record) return;
    if (this.autoplay) this._autoplay.arm();
    else if (this.preload !== 'none') this._engage().catch(() => {});
  }

  protected override render() {
    const strings = this._strings;
    const record = this._record;
    const label = record ? fill(strings.region, {title: record.title}) : undefined;
    return html`<div
      part="base"
      class="frame"
      role=${record ? 'group' : nothing}
      aria-label=${label ?? nothing}
      aria-busy=${this._task.status === TaskStatus.PENDING ? 'true' : nothing}
      @keydown=${this._onKeydown}
      @pointerenter=${this._warmUp}
      @focusin=${this._warmUp}
    >
      ${this._task.render({
        pending: () => this._renderStatus(strings),
        error: (error) =>
          isAbort(error) ? this._renderStatus(strings) : this._renderError(error, strings),
        complete: (video) =>
          this._engaged
            ? this._renderPlayback(video, strings)
            : html`${renderFacade(video, strings, this._playFromFacade)}
              ${this._viewError ? this._renderError(this._viewError, strings, this._playFromFacade) : nothing}`,
      })}
    </div>`;
  }

  private _renderStatus(strings: PlayerStrings) {
    return html`<p part="status" class="status" role="status">${strings.loading}</p>`;
  }

  private _renderError(error: unknown, strings: PlayerStrings, retry = () => this._retry()) {
    const retryable = (error as {retryable?: boolean} | undefined)?.retryable === true;
    return html`<div part="error" class="overlay" role="alert">
      <p>${errorMessage(error, strings)}</p>
      ${
        retryable
          ? html`<button part="retry-button" class="button" type="button" @click=${retry}>
              ${strings.retry}
            </button>`
          : nothing
      }
    </div>`;
  }

  private _renderPlayback(video: Video, strings: PlayerStrings) {
    const view = this._playback.view;
    if (!view) return this._renderStatus(strings);
    const options: PlaybackTemplateOptions = {
      video,
      session: this._playback.session,
      strings,
      preload: this.preload,
      loop: this.loop,
      muted: this.muted,
      onVolumeChange: this._onVolumeChange,
      onTimeUpdate: this._onTimeUpdate,
      onEnded: this._onEnded,
      onMediaEvent: this._redispatch,
      onQualityChange: this._onQualityChange,
      renderError: (error, retry) => this._renderError(error, strings, retry),
    };
    return view.renderPlayback(options);
  }

  private get _strings(): PlayerStrings {
    return {...DEFAULT_STRINGS, ...this.strings};
  }

  private get _record(): Video | undefined {
    return this._task.status === TaskStatus.COMPLETE ? this._task.value : undefined;
  }

  private get _media(): HTMLVideoElement | undefined {
    return this._engaged ? (this.renderRoot?.querySelector('video') ?? undefined) : undefined;
  }

  /**
   * Loads the playback code, shows the `<video>` and attaches a session to it. Rejects with a
   * network `PlaybackError` when the code cannot be loaded.
   */
  private async _engage() {
    const record = this._record;
    if (!record || !this.isConnected) return undefined;
    // The poster button goes away: keep keyboard users' focus in the player.
    const hadFocus = this.shadowRoot?.activeElement != null;
    // The stream's playlist and hls.js build load while the playback code does.
    warmUp(record.playbackDetails, this.preferPlayback);
    let view;
    try {
      view = await this._playback.load();
    } catch (cause) {
      const error = new PlaybackError('network', {cause});
      if (this._record === record) {
        this._viewError = error;
        dispatch(this, 'playback-error', {error});
      }
      throw error;
    }
    if (!this.isConnected || this._record !== record) return undefined;
    this._viewError = undefined;
    this._engaged = true;
    await this.updateComplete;
    const media = this._media;
    if (!media || this._record !== record) return undefined;
    if (this._playback.session) return this._playback.session;
    media.volume = this._volume;
    const session = this._playback.attach(view, media, {
      details: record.playbackDetails,
      prefer: this.preferPlayback === 'native' ? 'native' : 'mse',
      preload: this.preload,
      startTime: this.startTime,
      onError: (error) => dispatch(this, 'playback-error', {error}),
    });
    void session.start();
    if (hadFocus) media.focus();
    return session;
  }

  private _retry() {
    this._fresh = true;
    void this._task.run();
  }

  private _autoplayNow() {
    this.muted = true;
    void this.play().catch(() => {});
  }

  private readonly _warmUp = () => {
    const record = this._record;
    if (!record || this._engaged) return;
    warmUp(record.playbackDetails, this.preferPlayback);
    this._playback.load().catch(() => {}); // The play that follows reports a failure.
  };

  private readonly _playFromFacade = () => void this.play().catch(() => {});

  private readonly _onVolumeChange = (event: Event) => {
    const media = event.target as HTMLVideoElement;
    this.muted = media.muted;
    this._volume = media.volume;
  };

  /** Media events do not leave the shadow root: the host dispatches its own, like `<video>`. */
  private readonly _redispatch = (event: Event) => {
    this.dispatchEvent(new Event(event.type));
  };

  private readonly _onTimeUpdate = (event: Event) => {
    const media = event.target as HTMLVideoElement;
    this._report(this._milestones.passed(media.currentTime, media.duration));
    this._redispatch(event);
  };

  private readonly _onEnded = (event: Event) => {
    const media = event.target as HTMLVideoElement;
    this._report(this._milestones.passed(media.currentTime, media.duration, true));
    this._redispatch(event);
  };

  private _report(milestones: Milestone[]) {
    for (const percent of milestones) dispatch(this, 'video-progress', {percent});
  }

  private readonly _onQualityChange = (event: Event) => {
    this._playback.session?.setLevel(Number((event.target as HTMLSelectElement).value));
  };

  private readonly _onKeydown = (event: KeyboardEvent) => {
    const action = this._playback.view?.shortcutFor(event);
    const media = this._media;
    if (!action || !media) return;
    event.preventDefault();
    this._perform(action, media);
  };

  private _perform(action: ShortcutAction, media: HTMLVideoElement) {
    switch (action) {
      case 'toggle-play':
        if (media.paused) void this.play().catch(() => {});
        else media.pause();
        break;
      case 'fullscreen':
        if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
        else void media.requestFullscreen?.().catch(() => {});
        break;
      case 'toggle-mute':
        media.muted = !media.muted;
        break;
      case 'toggle-captions':
        this._playback.session?.setCaptions(!this._playback.session.captions);
        break;
      case 'back':
        media.currentTime = Math.max(0, media.currentTime - SEEK_STEP);
        break;
      case 'forward':
        media.currentTime = Math.min(media.duration || Infinity, media.currentTime + SEEK_STEP);
        break;
      case 'volume-up':
      case 'volume-down': {
        const step = action === 'volume-up' ? VOLUME_STEP : -VOLUME_STEP;
        media.volume = Math.min(1, Math.max(0, media.volume + step));
        break;
      }
    }
  }
}

/** What `playback-error` carries: why the record could not be loaded, or why it could not play. */
export type PlayerError = VideoServiceError | AuthoringError | PlaybackError;

function isAbort(error: unknown): boolean {
  return (error as {name?: string} | undefined)?.name === 'AbortError';
}

declare global {
  interface GlobalEventHandlersEventMap {
    'video-load': CustomEvent<{video: Video}>;
    'playback-error': CustomEvent<{error: PlayerError}>;
    'video-progress': CustomEvent<{percent: Milestone}>;
  }
}
