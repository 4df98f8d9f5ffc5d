import {Task, TaskStatus} from '@lit/task';
import type {ReactiveController} from 'lit';
import type {ReactiveElement} from '@lit/reactive-element';
import {videoClient, type Video} from '../data/index.js';
import {isAbort} from '../internal/abort.js';
import {mistake} from '../internal/authoring-error.js';
import {isRetryable} from '../internal/error-words.js';
import {dispatch} from '../internal/events.js';
import {startIntl} from '../internal/format.js';
import {ReconnectController} from '../internal/reconnect-controller.js';
import {followStructuredData} from '../seo/structured-data-controller.js';
import {validLimit} from './carousel-limit.js';
import {listArgs, takePrefetched, type ListSource} from './list-prefetch.js';
import {shareQueue} from './playable.js';

/** The carousel, whose attributes the list is asked by. */
export interface ListHost extends ReactiveElement, ListSource {
  structuredData: boolean;
  /** Id of the linked `<video-player>`: the list is its queue. */
  player?: string;
}

/** What the host does as a load starts and settles (an aborted load does not settle). */
export interface ListHooks {
  onStart(): void;
  onComplete(videos: Video[]): void;
  onError(error: unknown): void;
  /** The loaded videos the row shows (a filter may keep fewer): the linked player's queue. */
  queue(): readonly Video[] | undefined;
  /** Whether the row shows all the cards it will (a new list's first row comes a frame ahead). */
  whole(): boolean;
  /** The list a server printed for these attributes: the task starts complete with it. */
  printed?: Video[];
}

/**
 * The carousel's list of videos, as a task of its attributes: validates them (an authoring
 * error names the attribute), asks the data layer for at most `limit` records, loads again
 * when the host comes back into the page or the browser back online after a failure, and
 * keeps the list's JSON-LD in the host when `structured-data` asks for it, and hands the list to
 * the linked player as its queue.
 * `videos-load` and `videos-error` go out once the outcome is on screen, every card of a list.
 */
export class VideoListController implements ReactiveController {
  readonly task: Task<
    readonly [string | undefined, string | undefined, string | undefined, number],
    Video[]
  >;
  /** The next run bypasses the page-wide cache. */
  private _fresh = false;
  private _outcome?: 'load' | 'error';

  constructor(
    private readonly _host: ListHost,
    private readonly _hooks: ListHooks,
  ) {
    this.task = new Task(_host, {
      args: () => listArgs(_host),
      task: (args, {signal}) => this._load(args, signal),
      ...(_hooks.printed && {initialValue: _hooks.printed}),
      onComplete: (videos) => {
        this._outcome = 'load';
        _hooks.onComplete(videos);
      },
      onError: (error) => {
        if (isAbort(error)) return;
        this._outcome = 'error';
        _hooks.onError(error);
      },
    });
    // A printed list is loaded as the element hydrates: the page hears it as any load.
    if (_hooks.printed) this._outcome = 'load';
    _host.addController(this);
    new ReconnectController(_host, () => {
      if (this.task.status === TaskStatus.ERROR && isRetryable(this.task.error)) void this.reload();
    });
    followStructuredData(_host, () =>
      _host.structuredData && this.task.status === TaskStatus.COMPLETE
        ? this.task.value
        : undefined,
    );
  }

  /** The videos, once loaded. */
  get videos(): Video[] | undefined {
    return this.task.value;
  }

  /** Asks the service again, bypassing the page-wide cache. */
  reload(): Promise<void> {
    this._fresh = true;
    return this.task.run();
  }

  hostConnected(): void {
    // A carousel moved in the DOM was aborted on the way out: load again.
    if (this._host.hasUpdated && this.task.status !== TaskStatus.COMPLETE) void this.task.run();
  }

  hostUpdated(): void {
    shareQueue(this._host, this._host.player, this._hooks.queue());
    if (!this._hooks.whole()) return;
    const outcome = this._outcome;
    this._outcome = undefined;
    if (outcome === 'load') dispatch(this._host, 'videos-load', {videos: this.task.value ?? []});
    if (outcome === 'error') {
      const error = this.task.error;
      dispatch(this._host, 'videos-error', {
        error: error instanceof Error ? error : new Error(String(error)),
      });
    }
  }

  hostDisconnected(): void {
    this.task.abort();
  }

  private async _load(args: ReturnType<typeof listArgs>, signal: AbortSignal): Promise<Video[]> {
    const [endpoint, apiKey, category, limit] = args;
    const fresh = this._fresh;
    this._fresh = false;
    const prefetched = takePrefetched(this._host, fresh ? undefined : args, signal);
    if (!validLimit(limit)) {
      const written = this._host.getAttribute('limit') ?? String(limit);
      throw await mistake('invalid-limit', 'invalidLimit', {limit: written});
    }
    if (!endpoint) throw await mistake('missing-endpoint', 'missingEndpoint');
    this._hooks.onStart();
    startIntl(); // For the cards' dates and durations.
    const videos = await (prefetched ??
      videoClient.listVideos({endpoint, apiKey}, {category, limit}, {signal, fresh}));
    // The service may send more than asked for; never more than `limit` cards.
    return videos.length > limit ? videos.slice(0, limit) : videos;
  }
}
