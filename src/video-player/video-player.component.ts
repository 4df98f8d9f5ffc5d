import {ReactiveElement} from '@lit/reactive-element';
import type {PropertyDeclarations, PropertyValues} from '@lit/reactive-element';
import type {Video} from '../data/index.js';
import {isRetryable} from '../internal/error-words.js';
import {ReconnectController} from '../internal/reconnect-controller.js';
import {StoreController} from '../internal/store-controller.js';
import {forgetPosition, keptPosition} from '../internal/viewer-memory-storage.js';
import {followStructuredData} from '../seo/structured-data-controller.js';
import {PlaybackController} from '../playback/playback-controller.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import type {AutoplayController} from './autoplay-controller.js';
import type {ControlBar} from './control-bar.js';
import {FocusKeeper} from './focus-keeper.js';
import {playbackView} from './load-playback-chunk.js';
import {
  mediaAttributeDefaults,
  mediaAttributes,
  type MediaAttributes,
  type VideoMembers,
} from './media-attributes.js';
import {defineMediaMembers} from './media-members.js';
import {playerHost} from './player-host.js';
import type {PlayerQueue} from './player-queue.js';
import {DEFAULT_STRINGS} from './player-strings.js';
import {LanguageController} from '../i18n/language-controller.js';
import {playerOptionDefaults, playerOptions, type PlayerOptions} from './player-options.js';
import {PlayerFrame, shownState} from './player-frame.js';
import {styles} from './video-player.styles.js';
import {WarmUpController} from './warm-up-controller.js';
import type {Engine} from '../playback/engine.js';
import type {PlayerPlayback} from '../playback/player-snapshot.js';
import {SOURCE_KEYS, sourceOf} from '../playback/player-source.js';

/**
 * Plays one video of the Video Content Service. Until the viewer shows intent it is a
 * poster with a play button and costs no hls.js, manifest or segment; then it plays
 * with hls.js (or the browser's own HLS, or the MP4 file) in a native `<video>`.
 *
 * It answers as `HTMLVideoElement` does: every member of the browser's `<video>` (`buffered`,
 * `readyState`, `volume`, `playbackRate`, `textTracks`, `requestPictureInPicture()`, the
 * `HAVE_*` and `NETWORK_*` constants, …), so a skin or tool that drives a `<video>` drives it.
 * Before its `<video>` exists they answer as a `<video>` that has not loaded (the duration is
 * the record's once known), and what is set then (`volume`, `muted`, `playbackRate`,
 * `currentTime`) is kept for playback. The source is `video-id`, `video`, or `src` (any HLS or
 * MP4 URL); `srcObject` is read-only. `load()` starts loading, as `preload="auto"` would.
 *
 * @tagname video-player
 * @summary A fast, accessible HLS player for one video of the Video Content Service. It answers
 * as `HTMLVideoElement` does (every member and media event of the browser's `<video>`; `src`
 * takes any HLS or MP4 URL, `load()` starts loading), so a skin such as media-chrome drives it.
 *
 * @fires video-load - The video record is known (`detail.video`).
 * @fires playback-error - Loading or playing failed for good (`detail.error`).
 * @fires video-progress - The viewer passed 25, 50, 75 or 100 % (`detail.percent`).
 * @fires video-player-queue-change - The queue or the place in it changed (`detail.queue`, `detail.index`).
 * @fires video-player-next - Another record of the queue is about to play (`detail.video`); cancelable.
 * @fires video-player-quality - Start-up, rebuffer, summary and error figures (`detail.type`); see [analytics.md](analytics.md).
 * @fires loadstart - As on `<video>`: it and every other media event of `<video>` (`canplay`,
 *   `canplaythrough`, `loadeddata`, `progress`, `resize`, `emptied`, `enterpictureinpicture`, …)
 *   are dispatched again from the host, not bubbling.
 * @fires durationchange - As on `<video>`, and when the record tells the length before playback.
 * @fires loadedmetadata - As on `<video>`.
 * @fires play - As on `<video>`.
 * @fires playing - As on `<video>`.
 * @fires pause - As on `<video>`.
 * @fires waiting - As on `<video>`.
 * @fires seeking - As on `<video>`.
 * @fires seeked - As on `<video>`.
 * @fires timeupdate - As on `<video>`, and for a position set before playback.
 * @fires volumechange - As on `<video>`, and for a volume or muting set before playback.
 * @fires ratechange - As on `<video>`, and for a rate set before playback.
 * @fires ended - As on `<video>`.
 * @fires error - Playback failed for good (with `playback-error`); `error` then has a `code`
 *   (2 network, 3 decoding, 4 no playable source) and a `message`.
 *
 * @slot - Until the record is loaded, an `<img>` child (the poster `renderVideoSeo` writes on
 *   the server) is shown where the player's poster will be; other children stay hidden.
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
 * @csspart resume-button - On the poster where the viewer left the video: plays from there.
 * @csspart start-over-button - Beside it: plays from the start.
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
 * @csspart remote-button - Plays on another screen (Cast, AirPlay), while the browser offers one.
 * @csspart fullscreen-button - Enters or leaves full screen.
 * @csspart menu - The open captions, speed or quality menu (a sheet over the page when the player
 *   is too short for it).
 * @csspart menu-option - One choice in it.
 * @csspart shortcuts-button - Opens the dialog of keyboard shortcuts (as `?` does).
 * @csspart shortcuts - That dialog; `shortcuts-close` its Close button.
 * @csspart status - The loading message.
 * @csspart error - The error overlay.
 * @csspart retry-button - The button that tries again.
 * @csspart previous-button - The queue's previous video (while a queue is known).
 * @csspart next-button - The queue's next video.
 * @csspart up-next - The card shown when a video of the queue ended.
 * @csspart up-next-title - The next video's title.
 * @csspart up-next-play - Plays the next video now.
 * @csspart up-next-cancel - Closes the card and stops the countdown.
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
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- the interface below types the option groups and the `<video>` members
export class VideoPlayer extends ReactiveElement {
  static override properties: PropertyDeclarations = {
    ...playerOptions,
    ...mediaAttributes,
    videoId: {attribute: 'video-id', reflect: true},
    video: {attribute: false},
    endpoint: {},
    apiKey: {attribute: 'api-key'},
  };
  static override styles = [visuallyHidden, styles];

  /**
   * Id of the video to fetch from the service. While `video` is set it follows that record's id
   * (and the attribute shows it), so the page never keeps a stale id.
   */
  videoId?: string;

  /** The video record to play, e.g. from a carousel: no request is made. */
  video?: Video;

  /** Base URL of the proxy or the service; falls back to the page default. */
  endpoint?: string;

  /** Service key sent as `x-api-key` (direct mode; the key is public). */
  apiKey?: string;

  /** The player's state machine: the element renders its snapshot and sends it commands. @internal */
  readonly _core = new PlaybackController(playerHost(this, () => this._warmUp.intent()));
  private _autoplay?: AutoplayController;
  private readonly _warmUp = new WarmUpController(this, this._core);
  private readonly _focus = new FocusKeeper(this, () => this._core.media);
  private _queue?: PlayerQueue;
  private _bar?: ControlBar;
  private _frame?: PlayerFrame;
  private readonly _language = new LanguageController(this, 'player');

  constructor() {
    super();
    Object.assign(this, mediaAttributeDefaults(), playerOptionDefaults());
    new ReconnectController(this, () => {
      // A record that failed to load offline loads now; playback retries by itself (the session).
      if (!this._core.media && isRetryable(this._core.snapshot.error)) this._core.retry();
    });
    followStructuredData(this, () =>
      this.structuredData ? this._core.snapshot.record : undefined,
    );
    new StoreController(this, this._core.store, shownState);
  }

  /** The player's state and commands, for a control bar: render from `snapshot`, send commands. */
  get playback(): PlayerPlayback {
    return this._core;
  }

  /** Which engine plays the video now, once playing started: `hls`, `native` or `mp4`. */
  get engine(): Engine | undefined {
    return this._core.snapshot.engine;
  }

  /**
   * Starts playback, loading whatever is still missing; rejects as `<video>.play()` does. As on
   * `<video>`, `paused` is false when it returns: a source set just now starts loading first.
   */
  async play(): Promise<void> {
    if (this.isUpdatePending && this.hasUpdated) this.performUpdate();
    else if (this.isUpdatePending) await this.updateComplete; // Not connected yet.
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
    this._focus.focus(options);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // Put back on the page after it stayed out (torn down): load again.
    if (this._core.snapshot.status === 'torn-down') void this._core.reload();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // Moved within the page (a framework's list, an editor), it plays on, as a `<video>` does.
    queueMicrotask(() => this.isConnected || this._core.tearDown());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('video') && this.video) this.videoId = String(this.video.id);
    // The attribute set or taken away (not its default): sound off or on, as the page says.
    const wasMuted = changed.get('defaultMuted');
    if (changed.has('defaultMuted') && (this.defaultMuted || wasMuted !== undefined))
      this._core.setMuted(this.defaultMuted);
    // Down to the controller: how to start, and what to play.
    const {preload, loop, startTime} = this;
    this._core.options = {preload, prefer: this.preferPlayback, loop, startTime};
    if (SOURCE_KEYS.some((key) => changed.has(key))) void this._core.load(sourceOf(this));
  }

  protected override updated(): void {
    this._warmUp.follow();
    // Muted autoplay's code loads once asked for, the queue's once there is a queue (offline:
    // the next update tries again).
    if (this.autoplay && !this._autoplay)
      void import('./autoplay-controller.js').then(
        (m) => (this._autoplay ??= new m.AutoplayController(this, this._core)),
        () => {},
      );
    if (this.queue && !this._queue)
      void import('./player-queue.js').then(
        (m) => (this._queue ??= new m.PlayerQueue(this)),
        () => {},
      );
  }

  protected override update(changed: PropertyValues<this>): void {
    super.update(changed);
    const view = playbackView();
    if (view && !this.controls) this._bar ??= new view.ControlBar(this);
    if (view && this.remember !== 'none') view.keepViewerMemory(this, this._core);
    if (view) view.applyCaptionStyle(this.shadowRoot!, this._core.snapshot.captionStyle);
    this._frame ??= new PlayerFrame(this.shadowRoot!, {
      onKeydown: this._onKeydown,
      onIntent: this._warmUp.intent,
    });
    this._frame.show(this._core.snapshot, {
      strings: this._language.kept(this.strings, DEFAULT_STRINGS),
      playback: this._core,
      media: this._core.media,
      bar: this.controls ? undefined : this._bar,
      controls: this.controls,
      queue: this._queue,
      player: this,
      onPlay: this._playFromFacade,
      resumeAt: () => keptPosition(this),
      wordsPending: this._language.pending,
    });
  }

  private readonly _playFromFacade = (at?: number) => {
    if (at) this._core.seek(at);
    // Start over: the kept place is not offered again, however soon the viewer leaves.
    else if (keptPosition(this) !== undefined) forgetPosition(this.videoId);
    void this._core.play().catch(() => {});
  };

  private readonly _onKeydown = (event: KeyboardEvent) => {
    const view = playbackView();
    // Under `controls="none"` the keys are the other skin's.
    if (!view || !this._core.media || this.controls === 'none') return;
    // Keys read the state as the last command left it.
    if (view.runShortcut(event, this._core.store.latest, this._core)) event.preventDefault();
  };
}

defineMediaMembers(VideoPlayer);

// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging -- as above
export interface VideoPlayer extends MediaAttributes, PlayerOptions, VideoMembers {}

export type {PlayerError} from './player-events.js';
