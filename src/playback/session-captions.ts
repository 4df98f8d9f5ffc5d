import type {TextTrackInfo} from './player-snapshot.js';
import {chosenTrack, showTrack, textTracksOf} from './stream-tracks.js';
import {SubtitleTracks} from './subtitle-tracks.js';

/**
 * A session's captions: the tracks the snapshot lists and the viewer's choice, applied to the
 * browser's own tracks for native HLS and to our WebVTT tracks for hls.js and the MP4 file.
 */
export class SessionCaptions {
  /** Subtitles and captions tracks; a new array whenever they change. */
  tracks: TextTrackInfo[] = [];
  /** The showing track, an index of `tracks`; -1 when none shows. */
  showing = -1;
  /** Our WebVTT tracks, loaded from the stream's subtitles renditions. */
  readonly subtitles: SubtitleTracks;

  constructor(
    private readonly _video: HTMLVideoElement,
    signal: AbortSignal,
    private readonly _native: () => boolean,
    private readonly _onChange: () => void,
  ) {
    this.subtitles = new SubtitleTracks(_video, signal);
    for (const type of ['addtrack', 'removetrack', 'change']) {
      _video.textTracks.addEventListener(type, this.sync, {signal});
    }
  }

  /** On or off (the track in the page's language), or the track at an index of `tracks`. */
  choose(choice: boolean | number): void {
    if (!this._native()) return this.subtitles.show(choice);
    const tracks = textTracksOf(this._video);
    showTrack(tracks, chosenTrack(tracks, choice));
  }

  /** Reads the tracks and the choice again (the media's track events, or another engine). */
  readonly sync = () => {
    const tracks = this._native() ? textTracksOf(this._video) : this.subtitles.tracks;
    this.tracks = tracks.map(({label, language}) => ({label, lang: language}));
    this.showing = tracks.findIndex((track) => track.mode === 'showing');
    this._onChange();
  };
}
