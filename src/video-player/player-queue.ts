import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {Video} from '../data/index.js';
import {dispatch} from '../internal/events.js';
import type {PlayerPlayback} from '../playback/player-snapshot.js';

/** What the queue reads from its player. */
export interface QueueHost extends ReactiveControllerHost, HTMLElement {
  queue?: readonly Video[];
  video?: Video;
  videoId?: string;
  autoplayNext: boolean;
  keepPlaying: boolean;
  beacon?: string;
  readonly paused: boolean;
  pause(): void;
  readonly playback: PlayerPlayback;
  play(): Promise<void>;
}

/**
 * A player's queue (e.g. the records of a carousel linked to it) and the place of the video
 * playing in it: `video-player-queue-change` goes out when either changed. A chunk of its own,
 * loaded once a queue is set; moving in it and the "Up next" card are the playback chunk's
 * (`queue-moves.ts`, `up-next.ts`).
 */
export class PlayerQueue implements ReactiveController {
  private _told?: readonly [readonly Video[] | undefined, number];

  constructor(readonly host: QueueHost) {
    host.addController(this);
    host.requestUpdate(); // Tells the page the queue it already has.
  }

  /** The place of the video playing in the queue; -1 when it is not in it. */
  get index(): number {
    const id = this.host.videoId;
    return this.host.queue?.findIndex((video) => String(video.id) === id) ?? -1;
  }

  hostUpdated(): void {
    const {queue} = this.host;
    const index = this.index;
    const told = this._told;
    if (told ? told[0] === queue && told[1] === index : !queue) return;
    this._told = [queue, index];
    dispatch(this.host, 'video-player-queue-change', {queue: queue ?? [], index});
  }
}
