import type {Hls} from './load-hls.js';
import type {Level} from './player-snapshot.js';

/** The renditions of a stream the viewer can pick, best first. */
export function renditionsOf(hls: Hls): Level[] {
  return hls.levels
    .map((level, index) => ({
      level: index,
      width: level.width,
      height: level.height,
      bitrate: level.bitrate,
      label: level.height ? `${level.height}p` : `${Math.round(level.bitrate / 1000)} kbps`,
    }))
    .sort((a, b) => b.height - a.height);
}

/** The subtitles and captions tracks of a media element. */
export function textTracksOf(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks).filter(
    (track) => track.kind === 'subtitles' || track.kind === 'captions',
  );
}

/** The index of the track in the page's language, else 0. */
export function preferredTrack(tracks: ReadonlyArray<{lang?: string; language?: string}>): number {
  const page = (document.documentElement.lang || navigator.language).slice(0, 2).toLowerCase();
  const index = tracks.findIndex((track) =>
    (track.lang ?? track.language ?? '').toLowerCase().startsWith(page),
  );
  return Math.max(0, index);
}

/**
 * Which of `tracks` a captions choice shows: on is the track in the page's language (or the
 * first), off is none (-1), a number is that track.
 */
export function chosenTrack(
  tracks: ReadonlyArray<{language?: string}>,
  choice: boolean | number,
): number {
  if (typeof choice === 'number') return choice;
  return choice ? preferredTrack(tracks) : -1;
}

/** Shows the track at `index` of `tracks`, or none for -1. */
export function showTrack(tracks: readonly TextTrack[], index: number): void {
  tracks.forEach((track, i) => (track.mode = i === index ? 'showing' : 'disabled'));
}
