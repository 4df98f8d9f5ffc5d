import type {Video} from '../data/index.js';

/** Whether `video` is in the sector, or has the tag, that `filter` names, in any letter case. */
export function matchesFilter(video: Video, filter: string): boolean {
  const wanted = filter.toLowerCase();
  return (
    video.sector?.toLowerCase() === wanted || video.tags.some((tag) => tag.toLowerCase() === wanted)
  );
}

/**
 * The videos a filter keeps, as the same array while neither the list nor the filter changes:
 * the cards, their pages and the linked player's queue follow it by identity.
 */
export class FilteredVideos {
  private _videos?: readonly Video[];
  private _filter = '';
  private _kept?: readonly Video[];

  of(videos: readonly Video[], filter = ''): readonly Video[] {
    const wanted = filter.trim();
    if (!wanted) return videos;
    if (videos !== this._videos || wanted !== this._filter) {
      this._videos = videos;
      this._filter = wanted;
      this._kept = videos.filter((video) => matchesFilter(video, wanted));
    }
    return this._kept!;
  }
}
