import type {Hls, HlsConstructor} from './load-hls.js';
import type {AudioTrackInfo} from './player-snapshot.js';

/** What the browser's own HLS lists of a stream's audio (Safari, WebKit; not Firefox). */
interface MediaAudioTrack {
  label: string;
  language: string;
  enabled: boolean;
}
type AudioTrackList = ArrayLike<MediaAudioTrack> & EventTarget;

/**
 * The index of the track in the page's language, else in one of the viewer's (in their order),
 * else -1: the stream's own default stays.
 */
export function viewerLanguageTrack(tracks: readonly {language: string}[]): number {
  const wanted = [document.documentElement.lang, ...navigator.languages].filter(Boolean);
  for (const language of wanted) {
    const primary = language.split('-')[0]!.toLowerCase();
    const index = tracks.findIndex(
      (track) => track.language.toLowerCase().split('-')[0] === primary,
    );
    if (index >= 0) return index;
  }
  return -1;
}

/**
 * A session's audio languages: hls.js's audio renditions, or the browser's own `audioTracks`
 * for its HLS. A stream starts in the viewer's language where it has it, else its default.
 */
export class SessionAudio {
  /** A new array whenever they change. */
  tracks: AudioTrackInfo[] = [];
  /** The playing track, an index of `tracks`; -1 until known. */
  playing = -1;
  private _hls?: Hls;
  private _chosen = false;

  constructor(
    private readonly _video: HTMLVideoElement,
    signal: AbortSignal,
    private readonly _onChange: () => void,
  ) {
    for (const type of ['addtrack', 'removetrack', 'change']) {
      this._list?.addEventListener(type, this.sync, {signal});
    }
  }

  /**
   * hls.js parsed the stream (before it loads any of it): the viewer's language first. Without
   * `hls`, the engine changed: the browser's own tracks, if any, are read again.
   */
  attach(hls?: Hls): void {
    this._hls = hls;
    this._chosen = false;
    if (hls) {
      const {Events} = hls.constructor as HlsConstructor;
      hls.on(Events.AUDIO_TRACKS_UPDATED, this.sync);
      hls.on(Events.AUDIO_TRACK_SWITCHED, this.sync);
    }
    this.sync();
  }

  /** Plays the track at an index of `tracks`. */
  choose(index: number): void {
    this._chosen = true;
    if (this._hls) this._hls.audioTrack = index;
    else Array.from(this._media, (track, i) => (track.enabled = i === index));
    this.sync();
  }

  /** Reads the tracks and the one playing again (their events, or another engine). */
  readonly sync = () => {
    const tracks = this._hls
      ? this._hls.audioTracks.map(({name, lang}) => ({label: name, language: lang ?? ''}))
      : this._media;
    if (!this._chosen && tracks.length > 1) {
      this._chosen = true;
      const index = viewerLanguageTrack(tracks);
      if (index >= 0) return this.choose(index);
    }
    this.tracks = tracks.map(({label, language}) => ({label, lang: language}));
    const playing = this._hls
      ? this._hls.audioTrack
      : this._media.findIndex((track) => track.enabled);
    // A destroyed hls.js lists no tracks but keeps its last one's index; WebKit's `removetrack`
    // on the `<video>` as hls.js goes can read that (a fresh-clone run saw the index 0, no tracks).
    this.playing = playing < tracks.length ? playing : -1;
    this._onChange();
  };

  private get _list(): AudioTrackList | undefined {
    return (this._video as HTMLVideoElement & {audioTracks?: AudioTrackList}).audioTracks;
  }

  /** The browser's own audio tracks: its HLS lists the stream's (hls.js's MediaSource not). */
  private get _media(): MediaAudioTrack[] {
    return this._hls ? [] : Array.from(this._list ?? []);
  }
}
