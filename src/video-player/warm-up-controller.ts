import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {PlaybackController} from '../playback/playback-controller.js';
import {environment} from '../internal/environment.js';
import {whenPageIdle} from '../internal/page-idle.js';
import {keptPosition} from '../internal/viewer-memory-storage.js';
import {firstEngine, type PreferPlayback} from '../playback/engine.js';
import {loadHls} from '../playback/load-hls.js';
import {warmUp} from '../playback/stream-warm-up.js';
import {loadPlaybackView} from './load-playback-chunk.js';
import {takeSlot} from './preload-slots.js';

/** What the warm-up reads from its player. */
export interface WarmUpHost extends ReactiveControllerHost, HTMLElement {
  preload: string;
  preferPlayback: PreferPlayback;
  startTime: number;
  videoId?: string;
  remember?: string;
}

/**
 * Gets a player ready for a play that is likely to come, so the click plays at once: on intent
 * (pointer over or down, a touch, focus) everything the first frame needs, in parallel (before
 * the record came, the playback code, and on a press hls.js, beside the record); with `preload="visible"` (the
 * default), once the page has loaded, the player is on screen and the main thread idle, the same
 * but no media bytes (the playlists and code only), unless the viewer's browser asks to save
 * data. Nothing happens once playback started. One player per page warms up without intent:
 * another one scrolled into view is dropped (the viewer's intent still warms it).
 */
export class WarmUpController implements ReactiveController {
  private _observer?: IntersectionObserver;
  /** The record watched into view, or warmed up already. */
  private _watched?: unknown;

  constructor(
    private readonly _host: WarmUpHost,
    private readonly _core: PlaybackController,
  ) {
    _host.addController(this);
  }

  /**
   * The viewer showed intent: a pointer over or focus in the player, or a press (pointer down, a
   * touch), which plays all but certainly; no event is the activation itself, while the playback
   * code loads.
   */
  readonly intent = (event?: Event): void =>
    this._warm(true, !event || event.type === 'pointerdown' || event.type === 'touchstart');

  /**
   * With `preload="visible"`, watches each new record's player into view, once; not for a viewer
   * whose browser asks to save data (Data Saver, a 2g link), who gets what their intent asks for.
   */
  follow(): void {
    const ahead = this._host.preload === 'visible' && !environment.saveData();
    const wanted = ahead ? this._core.snapshot.record : undefined;
    if (wanted === this._watched) return;
    this.hostDisconnected();
    this._watched = wanted;
    if (!wanted) return;
    this._observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      this._stopWatching();
      whenPageIdle(() => this._watched === wanted && this._warm(false, false));
    });
    this._observer.observe(this._host);
  }

  hostDisconnected(): void {
    this._stopWatching();
    this._watched = undefined;
  }

  private _stopWatching(): void {
    this._observer?.disconnect();
    this._observer = undefined;
  }

  private _warm(media: boolean, pressed: boolean): void {
    // Read as the controller decides: a start warms up before its snapshot is published.
    const {record, status} = this._core.store.latest;
    const host = this._host;
    // Intent while the record loads: the code its start needs, beside the record; on a press,
    // hls.js's light build too where an HLS stream would take it here (a mere hover does not
    // guess the build). The play that follows reports a failure.
    if (status === 'loading') {
      loadPlaybackView().catch(() => {});
      const hls = pressed && firstEngine({streamUrl: '/'}, host.preferPlayback) === 'hls';
      if (hls) loadHls().catch(() => {});
    }
    if (!record || this._core.media) return;
    if (!takeSlot('warm', host, media)) return;
    // The poster's default is to resume where the viewer left: that segment is the likely one.
    const startTime = keptPosition(host) ?? host.startTime;
    warmUp(
      record.playbackDetails,
      host.preferPlayback,
      {
        playerHeight: host.clientHeight,
        startTime,
        media,
      },
      pressed,
    );
    loadPlaybackView().catch(() => {}); // The play that follows reports a failure.
  }
}
