import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {setEnvironment} from '../../src/internal/environment.js';
import '../../src/video-player/video-player.js';
import {loadPlaybackView} from '../../src/video-player/load-playback-chunk.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

/**
 * Clicks the poster of a player whose playback code is loaded (as after a hover): whether its
 * `<video>` was in the player by the next frame's callbacks, which run just before that frame is
 * painted (a start within the click's task has rendered it by then).
 */
async function shownByNextFrame(player: VideoPlayer): Promise<boolean> {
  await loadPlaybackView();
  await waitUntil(() => part(player, 'facade'), 'no poster');
  part(player, 'facade')!.click();
  return new Promise((resolve) => requestAnimationFrame(() => resolve(!!media(player))));
}

describe('<video-player> clicked with its playback code loaded', () => {
  it('starts hls.js after the next paint, so the click itself stays short', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo('market-basics');
    expect(await shownByNextFrame(player), 'started before the next paint').to.be.false;
    await advances(player, 0.2);
    expect(player.engine).to.equal('hls');
  });

  describe('with the MP4 file (no HLS in the browser)', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = setEnvironment({engineSupport: {mse: false, nativeHls: false}});
    });
    afterEach(() => restore());

    it("attaches the `<video>` within the click's task, where iOS lets it play", async () => {
      const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
      player.video = await clipVideo('market-basics');
      expect(await shownByNextFrame(player), 'started within the click').to.be.true;
      await advances(player, 0.2);
      expect(player.engine).to.equal('mp4');
    });
  });
});
