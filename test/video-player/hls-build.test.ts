// Its own file, so its page has loaded neither hls.js build before these tests look for them.
import {expect, fixture, html, waitUntil} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {spyOnHls} from '../playback/hls-spy.js';
import {standIn} from '../stand-in.js';
import {clipVideo} from './clips.js';
import {advances, part} from './player-dom.js';
import {fetchedUrls} from '../resource-timing.js';

const fetched = (pattern: RegExp) => fetchedUrls((url) => pattern.test(url));

const LIGHT_BUILD = /\/node_modules\/hls\.js\/dist\/hls\.light\.mjs(\?|$)/;
const FULL_BUILD = /\/node_modules\/hls\.js\/dist\/hls\.mjs(\?|$)/;
const master = (clip: string) => new RegExp(`/videos/${clip}/master\\.m3u8$`);

async function played(clip: string) {
  const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
  player.video = await clipVideo(clip);
  await waitUntil(() => part(player, 'facade'));
  part(player, 'facade')!.click();
  await advances(player);
  return player;
}

describe('<video-player> choosing the hls.js build', () => {
  it('loads the light build for a stream without subtitles, its playlist fetched once', async () => {
    const player = await played('compound-growth');
    expect(player.engine).to.equal('hls');
    expect(fetched(LIGHT_BUILD)).to.have.length(1);
    expect(fetched(FULL_BUILD)).to.deep.equal([]);
    expect(fetched(master('compound-growth'))).to.have.length(1);
  });

  it('loads the full build for the subtitled stream, and shows its captions', async () => {
    const player = await played('market-basics');
    expect(fetched(FULL_BUILD)).to.have.length(1);
    expect(fetched(master('market-basics'))).to.have.length(1);
    await waitUntil(() => part(player, 'captions-button'), 'no captions button');
  });

  it('falls back to the full build when the playlist cannot be fetched', async () => {
    const spy = await spyOnHls();
    try {
      const missing = `${(await standIn()).mediaUrl}/videos/no-such-clip/master.m3u8`;
      const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
      player.video = await clipVideo('compound-growth', {streamUrl: missing});
      await player.play();
      await advances(player);
      // hls.js got the stream and failed on it, as before: the MP4 file plays.
      expect(spy.builds[0]).to.equal('full');
      expect(player.engine).to.equal('mp4');
    } finally {
      spy.restore();
    }
  });
});
