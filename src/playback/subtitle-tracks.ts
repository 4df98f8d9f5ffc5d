import {renditionCues, subtitlesRenditions} from './file-subtitles.js';
import type {MasterPlaylist} from './master-playlist.js';
import {chosenTrack, showTrack} from './stream-tracks.js';

/**
 * A stream's WebVTT subtitles as text tracks of the `<video>`, for hls.js (whose light build
 * has no subtitles) and the MP4 file alike. Each rendition's files are fetched once the
 * engine knows where the stream's time starts, and added as cues (not a `<track>`, so no CORS
 * attribute on the video and no `blob:` in a CSP); its track appears with its cues. A text
 * track cannot be removed, so they are added once per `<video>`.
 */
export class SubtitleTracks {
  readonly tracks: TextTrack[] = [];
  private _added = false;
  private _choice: boolean | number = false;
  /** The stream time (90 kHz) the video's 0 is, once the engine says; see `cueOffset`. */
  private readonly _base: Promise<number | undefined>;
  private _placeBy!: (ticks: number | undefined) => void;

  constructor(
    private readonly _video: HTMLVideoElement,
    private readonly _signal: AbortSignal,
  ) {
    this._base = new Promise((resolve) => (this._placeBy = resolve));
  }

  /**
   * Where the stream's time starts on the video's: hls.js's first PTS (90 kHz), or `undefined`
   * for a file that starts at the stream's start. The first call counts.
   */
  placeBy(ticks: number | undefined): void {
    this._placeBy(ticks);
  }

  /** Loads the subtitles renditions of `master` (only the first time): a rendition that fails is left out. */
  add(master: MasterPlaylist): void {
    if (this._added) return;
    this._added = true;
    for (const {label, lang, playlistUrl} of subtitlesRenditions(master)) {
      this._cues(playlistUrl).then(
        (cues) => {
          if (this._signal.aborted) return;
          const track = this._video.addTextTrack('subtitles', label, lang);
          for (const cue of cues) track.addCue(cue);
          track.mode = 'disabled';
          this.tracks.push(track);
          this.show(this._choice);
        },
        () => {},
      );
    }
  }

  /** Shows the chosen track (see `chosenTrack`), also once tracks still loading are in. */
  show(choice: boolean | number): void {
    this._choice = choice;
    showTrack(this.tracks, chosenTrack(this.tracks, choice));
  }

  private _cues(playlistUrl: URL): Promise<VTTCue[]> {
    return renditionCues(playlistUrl, this._base, this._signal);
  }
}
