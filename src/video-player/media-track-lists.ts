import {AudioTrackList, MediaTracksMixin, VideoTrackList, type WithMediaTracks} from 'media-tracks';
import type {PlayerPlayback, PlayerSnapshot} from '../playback/player-snapshot.js';
import type {VideoPlayer} from './video-player.component.js';

type Tracked = InstanceType<WithMediaTracks<typeof VideoPlayer>>;

/**
 * Gives `Player` the media-tracks API that skins read (media-chrome's audio and quality menus,
 * player.style's themes): `audioTracks` lists the stream's audio languages, `videoTracks` its
 * picture, and `videoRenditions` that picture's qualities, as hls-video-element lists them. Each
 * mirrors the player's snapshot, and a choice made in them is the player's command, so a skin's
 * menu and the player's own show and switch the same thing.
 *
 * The lists are the player's own, not its `<video>`'s: under hls.js that one holds MediaSource's
 * single track, and a WebKit `<video>` answers for itself only.
 */
export function addMediaTrackLists(Player: typeof VideoPlayer): void {
  const lists = new WeakMap<object, {audioTracks: AudioTrackList; videoTracks: VideoTrackList}>();
  const listsOf = (player: Tracked) => {
    let own = lists.get(player);
    if (!own) {
      own = {audioTracks: new AudioTrackList(), videoTracks: new VideoTrackList()};
      lists.set(player, own);
      mirror(player);
    }
    return own;
  };
  for (const name of ['audioTracks', 'videoTracks'] as const) {
    // Before the mixin, which keeps a getter that is not the browser's.
    Object.defineProperty(Player.prototype, name, {
      get(this: Tracked) {
        return listsOf(this)[name];
      },
      configurable: true,
    });
  }
  MediaTracksMixin(Player);
}

/** Keeps `player`'s lists equal to its snapshot, and makes a skin's choice in them a command. */
function mirror(player: Tracked): void {
  const playback: PlayerPlayback = player.playback;
  let audio = '';
  let levels = '';
  let audioTrack: number | undefined;
  let level: number | undefined;
  const show = (state: Readonly<PlayerSnapshot>) => {
    // By content: a session may hand over an equal list anew.
    const audioNow = JSON.stringify(state.audioTracks);
    const levelsNow = JSON.stringify(state.levels);
    if (audioNow !== audio) {
      audio = audioNow;
      audioTrack = undefined;
      for (const track of [...player.audioTracks]) player.removeAudioTrack(track);
      state.audioTracks.forEach(({label, lang}, index) => {
        player.addAudioTrack(index ? 'alternative' : 'main', label, lang).id = String(index);
      });
    }
    if (levelsNow !== levels) {
      levels = levelsNow;
      level = undefined;
      // Each rendition by itself: media-chrome hears of a removed rendition, not of its track.
      for (const track of [...player.videoTracks]) {
        for (const rendition of [...player.videoRenditions]) track.removeRendition(rendition);
        player.removeVideoTrack(track);
      }
      if (state.levels.length > 0) {
        const track = player.addVideoTrack('main');
        track.id = 'main';
        track.selected = true;
        for (const {level: index, width, height, bitrate} of state.levels) {
          const rendition = track.addRendition('', width, height, undefined, bitrate);
          rendition.id = String(index);
        }
      }
    }
    // Only when the choice changed: a skin's choice, made between two snapshots of the playing
    // time, is not undone before the player hears of it.
    if (state.audioTrack !== audioTrack) {
      audioTrack = state.audioTrack;
      for (const track of player.audioTracks) track.enabled = track.id === String(audioTrack);
    }
    if (state.level !== level) {
      level = state.level;
      // None selected is automatic, as in hls-video-element.
      for (const rendition of player.videoRenditions) {
        rendition.selected = rendition.id === String(level);
      }
    }
  };
  show(playback.snapshot);
  playback.subscribe(show);
  player.audioTracks.addEventListener('change', () => {
    const chosen = [...player.audioTracks].find((track) => track.enabled);
    if (chosen && +chosen.id! !== playback.snapshot.audioTrack) playback.setAudioTrack(+chosen.id!);
  });
  player.videoRenditions.addEventListener('change', () => {
    const {videoRenditions} = player;
    const chosen = videoRenditions[videoRenditions.selectedIndex]?.id;
    const next = chosen === undefined ? -1 : +chosen;
    if (next !== playback.snapshot.level) playback.setLevel(next);
  });
}
