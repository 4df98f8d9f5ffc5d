import type {ReactiveController, ReactiveControllerHost} from 'lit';
import type {Video} from '../data/index.js';
import {dispatch} from '../internal/events.js';
import type {PlayerPlayback} from '../playback/player-snapshot.js';
import type {UpNext} from './up-next.js';

/** What the queue reads from its player. */
export interface QueueHost extends ReactiveControllerHost, HTMLElement {
  queue?: readonly Video[];
  video?: Video;
  videoId?: string;
  autoplayNext: boolean;
  readonly playback: PlayerPlayback;
  play(): Promise<void>;
}

/**
 * A player's queue (e.g. the records of a carousel linked to it): where the video playing is in
 * it, and the move to another of its records, which a `video-player-next` listener may cancel.
 * `video-player-queue-change` goes out when the queue or the place in it changed. The "Up next"
 * card is the playback chunk's (`up-next.ts`): it is only ever shown once a video ended.
 */
export class PlayerQueue implements ReactiveController {
  /** The playback chunk's "Up next" card, once made. */
  upNext?: UpNext;
  private _told?: readonly [readonly Video[] | undefined, number];

  constructor(readonly host: QueueHost) {
    host.addController(this);
  }

  get records(): readonly Video[] {
    return this.host.queue ?? [];
  }

  /** The place of the video playing in the queue; -1 when it is not in it. */
  get index(): number {
    const id = this.host.videoId;
    return this.records.findIndex((video) => String(video.id) === id);
  }

  /** The record `offset` places from the one playing, when the queue has it. */
  at(offset: number): Video | undefined {
    const index = this.index;
    return index < 0 ? undefined : this.records[index + offset];
  }

  /** Plays `video` instead, unless a `video-player-next` listener prevented it; returns whether it did. */
  go(video: Video): boolean {
    if (!dispatch(this.host, 'video-player-next', {video}, {cancelable: true})) return false;
    this.host.video = video;
    void this.host.play().catch(() => {}); // The player shows its own failures.
    return true;
  }

  hostUpdated(): void {
    const {queue} = this.host;
    const index = this.index;
    const told = this._told;
    if (told ? told[0] === queue && told[1] === index : !queue) return;
    this._told = [queue, index];
    dispatch(this.host, 'video-player-queue-change', {queue: this.records, index});
  }
}
