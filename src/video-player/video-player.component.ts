import {LitElement, type PropertyValues} from 'lit';
import {property} from 'lit/decorators.js';
import type {Video} from '../data/index.js';
import {isRetryable} from '../internal/error-words.js';
import {prefersReducedMotion} from '../internal/preferences.js';
import {ReconnectController} from '../internal/reconnect-controller.js';
import {StoreController} from '../internal/store-controller.js';
import type {Engine, PreferPlayback} from '../playback/engine.js';
import {PlaybackController} from '../playback/playback-controller.js';
import type {PlayerPlayback} from '../playback/player-snapshot.js';
import type {Preload} from '../playback/playback-session.js';
import {warmUp} from '../playback/warm-up.js';
import {AutoplayController} from './autoplay-controller.js';
import type {ControlBar} from './control-bar.js';
import {loadPlaybackView, playbackView} from './load-playback-view.js';
import {playerHost} from './player-host.js';
import {DEFAULT_STRINGS, type PlayerStrings} from './player-strings.js';
import {renderPlayer} from './player-template.js';
import {styles} from './video-player.styles.js';

const SOURCE_KEYS = ['video', 'videoId', 'endpoint', 'apiKey'];

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
 * @csspart controls - The control bar over the foot of the video.
 * @csspart control - Every button of the control bar.
 * @csspart play-button - Play / pause.
 * @csspart seek - The seek slider (played and buffered ranges drawn on its track).
 * @csspart seek-tooltip - The time under the pointer over the seek slider.
 * @csspart mute-button - The mute toggle.
 * @csspart volume - The volume slider.
 * @csspart time - Current time and length.
 * @csspart captions-button - The button of the captions menu (Off or a track).
 * @csspart rate-button - Opens the speed menu.
 * @csspart quality-button - Opens the quality menu (Auto and the renditions).
 * @csspart pip-button - Picture-in-picture, where the browser has it.
 * @csspart fullscreen-button - Enters or leaves full screen.
 * @csspart menu - The open captions, speed or quality menu.
 * @csspart menu-option - One choice in it.
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
 * @cssprop [--video-player-controls-background=rgb(0 0 0 / 0.75)] - Behind the control bar and its menus.
 * @cssprop [--video-player-track=rgb(255 255 255 / 0.35)] - The unplayed part of the sliders.
 * @cssprop [--video-player-buffered=rgb(255 255 255 / 0.6)] - The buffered part of the seek slider.
 */
export class VideoPlayer extends LitElement {
  static override styles = styles;

  /**
   * Id of the video to fetch from the service. While `video` is set it follows that record's id
   * (and the attribute shows it), so the page never keeps a stale id.
   */
  @property({attribute: 'video-id', reflect: true}) videoId?: string;

  /** The video record to play, e.g. from a carousel: no request is made. */
  @property({attribute: false}) video?: Video;

  /** Base URL of the proxy or the service; falls back to the page default. */
  @property() endpoint?: string;

  /** Service key sent as `x-api-key` (direct mode; the key is public). */
  @property({attribute: 'api-key'}) apiKey?: string;

  /** `none`: a poster until intent, no bytes of player or media; `metadata`; `auto`. */
  @property() preload: Preload = 'none';

  /**
   * Starts muted once the player is at least half visible; not for a reader who asked for
   * reduced motion (the poster stays).
   */
  @property({type: Boolean}) autoplay = false;

  /** `native`: the browser's own controls instead of the player's control bar. */
  @property() controls?: 'native';

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

  /** The player's state machine: the element renders its snapshot and sends it commands. */
  private readonly _core = new PlaybackController(playerHost(this));
  private readonly _autoplay = new AutoplayController(this, () => {
    this.muted = true;
    this._core.setMuted(true);
    void this._core.play().catch(() => {});
  });
  /** Focus is in the player (or was asked for): it moves on when what holds it re-renders away. */
  private _keepFocus = false;
  private _bar?: ControlBar;

  constructor() {
    super();
    new ReconnectController(this, () => {
      // A record that failed to load offline loads now; playback retries by itself (the session).
      if (!this._core.media && isRetryable(this._core.snapshot.error)) this._core.retry();
    });
    // Renders again only for what it or its control bar shows.
    new StoreController(this, this._core.store, (s) => [
      ...[s.status, s.record, s.error, s.muted, s.levels, s.level, s.playingLevel],
      ...[s.textTracks, s.captions, s.captionsTrack],
      ...[s.paused, s.currentTime, s.duration, s.bufferedEnd, s.volume, s.rate],
    ]);
  }

  /** The player's state and commands, for a control bar: render from `snapshot`, send commands. */
  get playback(): PlayerPlayback {
    return this._core;
  }

  /** Which engine plays the video now, once playing started: `hls`, `native` or `mp4`. */
  get engine(): Engine | undefined {
    return this._core.snapshot.engine;
  }

  // The media API reads the `<video>` itself while there is one: it changes at once, as on `<video>`.
  /** As on `<video>`; before playback, the position it will start at. */
  get currentTime(): number {
    return this._core.media?.currentTime ?? (this._core.snapshot.currentTime || this.startTime);
  }
  set currentTime(time: number) {
    this._core.seek(time);
  }

  /** Length in seconds: the media's once known, else the record's (NaN when neither is). */
  get duration(): number {
    const media = this._core.media?.duration;
    return media !== undefined && Number.isFinite(media) ? media : this._core.snapshot.duration;
  }

  /** As on `<video>`; `true` before playback. */
  get paused(): boolean {
    return this._core.media?.paused ?? true;
  }

  /** As on `<video>`, 0 to 1. */
  get volume(): number {
    return this._core.media?.volume ?? this._core.snapshot.volume;
  }
  set volume(volume: number) {
    this._core.setVolume(volume);
  }

  /** Starts playback, loading whatever is still missing; rejects as `<video>.play()` does. */
  async play(): Promise<void> {
    await this.updateComplete; // Lets a `video` or `video-id` set just now start loading.
    return this._core.play();
  }

  /** Pauses playback, as on `<video>`. */
  pause(): void {
    this._core.pause();
  }

  /**
   * Focuses Try again after a failure, else the video, else the poster button; before any of
   * them exists, the first to appear. A carousel hands focus over this way with the record.
   */
  override focus(options?: FocusOptions): void {
    const target = this._focusTarget();
    if (target) target.focus(options);
    else this._keepFocus = true;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A player moved in the DOM was torn down on the way out: load again.
    if (this._core.snapshot.status === 'torn-down') void this._core.load();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this._core.tearDown();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    this._keepFocus ||= this.shadowRoot?.activeElement != null;
    if (changed.has('video') && this.video) this.videoId = String(this.video.id);
    if (changed.has('muted')) this._core.setMuted(this.muted);
    // The viewer's own muting is the property's too.
    else if (this._core.media) this.muted = this._core.snapshot.muted;
    if (SOURCE_KEYS.some((key) => changed.has(key as keyof VideoPlayer))) void this._core.load();
  }

  protected override updated(): void {
    // The poster button, a video of another source or the status went away with focus in it.
    if (this._keepFocus) {
      const target = this.shadowRoot?.activeElement ? undefined : this._focusTarget();
      target?.focus({preventScroll: true});
      if (target || this.shadowRoot?.activeElement) this._keepFocus = false;
    }
    this._autoplay.follow(this._core.snapshot.record, this.autoplay && !prefersReducedMotion());
  }

  protected override render() {
    const view = playbackView();
    if (view && this.controls !== 'native') this._bar ??= new view.ControlBar(this);
    return renderPlayer(this._core.snapshot, {
      strings: this._strings,
      playback: this._core,
      media: this._core.media,
      bar: this.controls === 'native' ? undefined : this._bar,
      onKeydown: this._onKeydown,
      onIntent: this._warmUp,
      onPlay: this._playFromFacade,
    });
  }

  private get _strings(): PlayerStrings {
    return {...DEFAULT_STRINGS, ...this.strings};
  }

  private readonly _warmUp = () => {
    const {record} = this._core.snapshot;
    if (!record || this._core.media) return;
    warmUp(record.playbackDetails, this.preferPlayback);
    loadPlaybackView().catch(() => {}); // The play that follows reports a failure.
  };

  /** Where focus goes in the player: Try again after a failure, else the video, else the poster. */
  private _focusTarget(): HTMLElement | undefined {
    const root = this.shadowRoot;
    const media = this._core.media;
    return (
      root?.querySelector<HTMLElement>('[part~="retry-button"]') ??
      (media?.isConnected ? media : root?.querySelector<HTMLElement>('.facade')) ??
      undefined
    );
  }

  private readonly _playFromFacade = () => {
    this._warmUp(); // The stream's playlist and hls.js build load while the playback code does.
    void this._core.play().catch(() => {});
  };

  private readonly _onKeydown = (event: KeyboardEvent) => {
    const view = playbackView();
    if (!view || !this._core.media) return;
    this._core.store.flush(); // Keys read the state as the last command left it.
    if (view.runShortcut(event, this._core.snapshot, this._core)) event.preventDefault();
  };
}

export type {PlayerError} from './player-events.js';
