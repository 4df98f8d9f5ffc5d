import type {Hls} from './load-hls.js';
import type {Level} from './player-snapshot.js';

/** The renditions of a stream the viewer can pick, best first. */
export function renditionsOf(hls: Hls): Level[] {
  return hls.levels
    .map((level, index) => ({
      level: index,
      height: level.height,
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

/** Shows the captions in the page's language (or the first), or hides them. */
export function showCaptions(video: HTMLVideoElement, hls: Hls | undefined, on: boolean): void {
  if (hls) {
    hls.subtitleDisplay = true;
    hls.subtitleTrack = on ? preferredTrack(hls.subtitleTracks) : -1;
    return;
  }
  const tracks = textTracksOf(video);
  showTrack(tracks, undefined, on ? preferredTrack(tracks) : -1);
}

/** Shows the track at `index` of `tracks`, or none for -1; hls.js follows the tracks' modes. */
export function showTrack(tracks: TextTrack[], hls: Hls | undefined, index: number): void {
  if (hls) hls.subtitleDisplay = true;
  tracks.forEach((track, i) => (track.mode = i === index ? 'showing' : 'disabled'));
}
