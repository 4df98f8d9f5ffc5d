import {nothing} from 'lit/html.js';
import type {QualityEvent} from '../playback/quality-event.js';
import {OneAtATime} from './one-at-a-time.js';
import type {PlayerQueue, QueueHost} from './player-queue.js';
import type {PlayerStrings} from './player-strings.js';
import {UpNext} from './up-next.js';

/**
 * What one player needs only once it plays, made by its frame the first time it renders its
 * `<video>` (the playback chunk): the rule that one player plays at a time; with a `beacon`, the
 * sender of the quality events (a chunk of its own); with a queue, the "Up next" card it renders.
 */
export class PlayingFeatures {
  private readonly _upNexts = new WeakMap<PlayerQueue, UpNext>();
  private _beaconing = false;

  constructor(private readonly _player: QueueHost) {
    new OneAtATime(_player);
  }

  /** The "Up next" card of `queue`, once the player has a `beacon`, its sender started. */
  render(queue: PlayerQueue | undefined, strings: PlayerStrings) {
    if (this._player.beacon && !this._beaconing) this._startBeacon();
    if (!queue) return nothing;
    let upNext = this._upNexts.get(queue);
    if (!upNext) this._upNexts.set(queue, (upNext = new UpNext(queue)));
    return upNext.render(strings);
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
