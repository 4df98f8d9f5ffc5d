import {videoClient, type Video} from '../data/index.js';
import {startIntl} from '../internal/format.js';
import {resolveEndpoint} from '../internal/page-config.js';
import {parseLimit, validLimit} from './carousel-limit.js';
import {preloadThumbnails} from './thumbnail-preload.js';

/** What a carousel's list is asked by: its attributes. */
export interface ListSource {
  category?: string;
  limit: number;
  endpoint?: string;
  apiKey?: string;
  /** A filter keeps cards other than the list's first: their thumbnails wait for the code. */
  filter?: string;
}

/** The list's request as the carousel's attributes make it: endpoint, key, category, limit. */
export const listArgs = (host: ListSource) =>
  [
    resolveEndpoint(host.endpoint),
    host.apiKey || undefined,
    host.category || undefined,
    parseLimit(host.limit),
  ] as const;

type ListArgs = ReturnType<typeof listArgs>;

interface Prefetch {
  args: ListArgs;
  videos: Promise<Video[]>;
  abort: AbortController;
}

const started = new WeakMap<ListSource, Prefetch>();

/**
 * Asks for a connecting carousel's list while its code is still coming, so the two travel
 * together, and for the thumbnails of its first row as the list comes. Attributes the list
 * would refuse ask nothing: the carousel's code says what is wrong.
 */
export function prefetchList(host: ListSource & HTMLElement): void {
  const args = listArgs(host);
  const [endpoint, apiKey, category, limit] = args;
  if (!endpoint || !validLimit(limit)) return;
  startIntl(); // For the cards' dates and durations.
  const abort = new AbortController();
  const videos = videoClient.listVideos(
    {endpoint, apiKey},
    {category, limit},
    {signal: abort.signal},
  );
  videos.then(
    (list) => host.filter?.trim() || preloadThumbnails(host, list),
    () => {}, // Its failure is the list's, said when the list takes it.
  );
  started.set(host, {args, videos, abort});
}

/**
 * The request `prefetchList` started for `host`, once, if it asked for these very `args`
 * (a failure already had is reported, not asked again); `signal` aborts it from then on.
 * A request for other attributes is aborted, as is one nobody takes (`args` absent: the
 * carousel left the page before its code came).
 */
export function takePrefetched(
  host: ListSource,
  args?: ListArgs,
  signal?: AbortSignal,
): Promise<Video[]> | undefined {
  const prefetched = started.get(host);
  started.delete(host);
  if (!prefetched) return undefined;
  const {abort} = prefetched;
  if (!args?.every((value, index) => value === prefetched.args[index])) {
    abort.abort();
    return undefined;
  }
  signal?.addEventListener('abort', () => abort.abort(), {once: true});
  return prefetched.videos;
}
