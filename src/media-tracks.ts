// The entry of a page whose controls are another player's skin (media-chrome, player.style's
// themes): importing it registers <video-player>, as `video-player.js` does, and gives it the
// media-tracks API, which those skins' audio and quality menus read: `audioTracks`,
// `videoTracks` and `videoRenditions`. A page of the player's own controls does not pay for it.
import './video-player/video-player.js';
import {addMediaTrackLists} from './video-player/media-track-lists.js';
import {VideoPlayer} from './video-player/video-player.component.js';

addMediaTrackLists(VideoPlayer);
