import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media} from './player-dom.js';

/** Safari plays HLS by itself (here WebKit, its GStreamer HLS switched on; recent Chromium too). */
const NATIVE_HLS = document.createElement('video').canPlayType('application/vnd.apple.mpegurl');

describe('<video-player> on the browser’s own HLS', () => {
  // Where the browser has no HLS of its own, fallback.test.ts covers the choice with a stub.
  (NATIVE_HLS ? it : it.skip)(
    'plays the playlist itself with prefer-playback="native", without MediaSource',
    async () => {
      const player = await fixture<VideoPlayer>(
        html`<video-player muted prefer-playback="native"></video-player>`,
      );
      player.video = await clipVideo();
      await player.play();
      await advances(player);
      expect(player.engine).to.equal('native');
      // The playlist's own URL, not a blob: URL of a MediaSource.
      expect(media(player)!.currentSrc).to.match(/\/master\.m3u8$/);
      player.pause();
      expect(player.paused).to.be.true;
      await expect(player).to.be.accessible();
    },
  );
});
