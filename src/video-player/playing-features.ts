import {nothing} from 'lit/html.js';
import type {QualityEvent} from '../playback/quality-event.js';
import {OneAtATime} from './one-at-a-time.js';
import type {PlayerQueue, QueueHost} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';
import type {UpNext} from './up-next.js';

/**
 * What one player needs only once it plays, made by its frame the first time it renders its
 * `<video>` (the playback chunk): the rule that one player plays at a time; with a `beacon`, the
 * sender of the quality events (a chunk of its own); with a queue, the "Up next" card it renders
 * (a chunk of its own too, there long before a video's end: no first frame waits for it).
 */
export class PlayingFeatures {
  private readonly _upNexts = new WeakMap<PlayerQueue, UpNext>();
  private _upNextCode?: Promise<typeof import('./up-next.js')>;
  private _beaconing = false;

  constructor(private readonly _player: QueueHost) {
    new OneAtATime(_player);
  }

  /** The "Up next" card of `queue`, once the player has a `beacon`, its sender started. */
  render(queue: PlayerQueue | undefined, strings: PlayerStrings) {
    if (this._player.beacon && !this._beaconing) this._startBeacon();
    if (!queue) return nothing;
    const upNext = this._upNexts.get(queue);
    if (upNext) return upNext.render(strings);
    // Offline: the next render asks again.
    this._upNextCode ??= import('./up-next.js').catch((error: unknown) => {
      this._upNextCode = undefined;
      throw error;
    });
    this._upNextCode.then(
      ({UpNext}) => {
        if (this._upNexts.has(queue)) return;
        this._upNexts.set(queue, new UpNext(queue));
        this._player.requestUpdate();
      },
      () => {},
    );
    return nothing;
  }

  private _startBeacon(): void {
    const player = this._player;
    this._beaconing = true;
    // Events that come while the sender loads (a quick start's `startup`) wait for it.
    const early: QualityEvent[] = [];
    const keep = ({detail}: CustomEvent<QualityEvent>) => early.push(detail);
    player.addEventListener('video-player-quality', keep);
    void import('./quality-beacon.js').then(
      (m) => {
        player.removeEventListener('video-player-quality', keep);
        m.sendQualityBeacons(player, early);
      },
      () => (this._beaconing = false), // Offline: the next render tries again.
    );
  }
}
