import {importChunk} from '../internal/chunk-error.js';
import {LruMap} from '../internal/lru-map.js';
import {readSingle} from './read-single.js';
import {request, type ReadBody, type RequestOptions} from './request.js';
import type {Video} from './video.js';
import {VideoServiceError, worded} from './video-service-error.js';

/** Where the records come from: a proxy (no key) or the service itself (public key). */
export interface VideoSource {
  /** Base URL of the proxy or the service; relative URLs resolve against the page. */
  endpoint: string;
  /** Sent as `x-api-key` (direct mode). Never put in a URL. */
  apiKey?: string;
}

export interface ListQuery {
  /** Sent as `categoryName`; omitted = no filter. */
  category?: string;
  limit?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Skip the cache (a reload); identical requests in flight are still shared. */
  fresh?: boolean;
}

export interface VideoClientOptions extends Omit<RequestOptions, 'signal' | 'headers'> {
  /** How long responses are reused, in ms. */
  ttl?: number;
  now?: () => number;
}

interface Flight {
  promise: Promise<Video[]>;
  controller: AbortController;
  waiters: number;
}

/** Reads an answer's records: what is kept, and how many were dropped. */
type ReadAnswer = ReadBody<{videos: Video[]; dropped: number}>;

/**
 * The reader of a list of at most `max` videos: a chunk of its own, fetched while the request is
 * on its way.
 */
function listReader(max?: number): ReadAnswer {
  const reader = importChunk(() => import('./read-envelope.js'));
  reader.catch(() => {});
  return async (response) => (await reader).readEnvelope(response, max);
}

/** `work`, failing with the data layer's words (`worded`): what the client's callers get. */
const inWords = <T>(work: Promise<T>): Promise<T> =>
  work.catch(async (error: unknown) => {
    throw await worded(error);
  });

/** Answers kept at most (lists and single videos together). */
const CACHE_SIZE = 200;

let warned = false;

function warnDirectOnce(): void {
  if (warned) return;
  warned = true;
  console.warn(
    'video-content-widgets: the api-key attribute sends the key from the browser, where anyone can read it. Use a proxy endpoint to keep it secret.',
  );
}

/**
 * Reads videos through a page-wide cache: identical requests in flight are made once,
 * responses are reused for `ttl`, and a video already listed is served without a request.
 * One caller aborting never aborts the request others still wait on.
 */
export class VideoClient {
  private readonly _flights = new Map<string, Flight>();
  /** Bounded: a long-lived page that shows many videos keeps the most recently used. */
  private readonly _cache = new LruMap<string, {value: Video[]; expires: number}>(CACHE_SIZE);

  constructor(private readonly _options: VideoClientOptions = {}) {}

  /** Videos of a category (or of all), in the service's order. */
  listVideos(source: VideoSource, query: ListQuery, call: CallOptions = {}): Promise<Video[]> {
    return inWords(this._list(source, query, call));
  }

  /** One video by id; a `not-found` error when the service has none. */
  getVideo(source: VideoSource, id: number, call: CallOptions = {}): Promise<Video> {
    return inWords(this._video(source, id, call));
  }

  /** Forgets every cached response (requests in flight go on). */
  clear(): void {
    this._cache.clear();
  }

  private async _list(source: VideoSource, query: ListQuery, call: CallOptions): Promise<Video[]> {
    const params = new URLSearchParams();
    if (query.category !== undefined) params.set('categoryName', query.category);
    if (query.limit !== undefined) params.set('limit', String(query.limit));
    const search = params.size ? `?${params}` : '';
    const videos = await this._get(source, `content/video${search}`, call, () =>
      listReader(query.limit),
    );
    const expires = this._now() + this._ttl;
    for (const video of videos) {
      this._cache.set(this._key(source, `content/video/${video.id}`), {value: [video], expires});
    }
    return videos;
  }

  private async _video(source: VideoSource, id: number, call: CallOptions): Promise<Video> {
    if (!Number.isSafeInteger(id) || id < 0) throw new VideoServiceError('bad-request');
    const check = (videos: Video[]) => {
      // Another video, or several, is not the one asked for: never shown, never cached.
      if (videos.length > 1 || (videos[0] && videos[0].id !== id)) {
        throw new VideoServiceError('bad-response', 200);
      }
    };
    // A second record is kept only to tell a wrong answer: one is the answer.
    const reader = () => (response: Response) => readSingle(response, 2);
    const [video] = await this._get(source, `content/video/${id}`, call, reader, check);
    if (!video) throw new VideoServiceError('not-found', 200);
    return video;
  }

  private get _ttl(): number {
    return this._options.ttl ?? 60_000;
  }

  private _now(): number {
    return (this._options.now ?? Date.now)();
  }

  private _key(source: VideoSource, path: string): string {
    return `${source.apiKey ?? ''}\n${this._url(source, path)}`;
  }

  private _url(source: VideoSource, path: string): string {
    const base = new URL(source.endpoint, globalThis.location?.href);
    if (!base.pathname.endsWith('/')) base.pathname += '/';
    return new URL(path, base).href;
  }

  /**
   * The videos at `path`: cached, in flight, or read from a new request by the reader that
   * `reader()` makes (only for a new request); `check` throws for an answer that must not be used
   * (nor cached).
   */
  private async _get(
    source: VideoSource,
    path: string,
    call: CallOptions,
    reader: () => ReadAnswer,
    check?: (videos: Video[]) => void,
  ): Promise<Video[]> {
    const key = this._key(source, path);
    const cached = this._cache.get(key);
    if (cached && !call.fresh && cached.expires > this._now()) return cached.value;
    const flight = this._flights.get(key) ?? this._fly(key, source, path, reader(), check);
    return this._await(key, flight, call.signal);
  }

  private _fly(
    key: string,
    source: VideoSource,
    path: string,
    read: ReadAnswer,
    check?: (videos: Video[]) => void,
  ): Flight {
    const controller = new AbortController();
    const url = this._url(source, path);
    if (source.apiKey) warnDirectOnce();
    const promise = request(url, read, {
      ...this._options,
      headers: source.apiKey ? {'x-api-key': source.apiKey} : {},
      signal: controller.signal,
    }).then((parsed) => {
      if (parsed.dropped) {
        console.warn(
          `video-content-widgets: ignored ${parsed.dropped} malformed video record(s) from ${url}`,
        );
      }
      check?.(parsed.videos);
      this._cache.set(key, {value: parsed.videos, expires: this._now() + this._ttl});
      return parsed.videos;
    });
    const flight: Flight = {promise, controller, waiters: 0};
    this._flights.set(key, flight);
    const land = () => this._flights.get(key) === flight && this._flights.delete(key);
    promise.then(land, land);
    return flight;
  }

  private _await(key: string, flight: Flight, signal?: AbortSignal): Promise<Video[]> {
    signal?.throwIfAborted();
    flight.waiters++;
    return new Promise((resolve, reject) => {
      const leave = () => {
        signal?.removeEventListener('abort', onAbort);
        flight.waiters--;
      };
      const onAbort = () => {
        leave();
        reject(signal?.reason);
        // Nobody waits any more: stop the download instead of caching an unwanted answer.
        if (flight.waiters === 0) {
          this._flights.delete(key);
          flight.controller.abort();
        }
      };
      signal?.addEventListener('abort', onAbort, {once: true});
      flight.promise.then(
        (value) => (leave(), resolve(value)),
        (error: unknown) => (leave(), reject(error)),
      );
    });
  }
}

/** The page-wide client every widget shares. */
export const videoClient = new VideoClient();
