import {expect, waitUntil} from '@open-wc/testing';
import {loadHls, type Hls, type HlsConstructor} from '../../src/playback/load-hls.js';
import {standIn} from '../stand-in.js';

/** The stand-in delivery host's stream of one clip (`demo/media/clips/<clip>`). */
async function streamUrl(clip: string): Promise<string> {
  return `${(await standIn()).mediaUrl}/videos/${clip}/master.m3u8`;
}

describe('an HLS stream of the stand-in delivery host', () => {
  let hls: Hls | undefined;
  let video: HTMLVideoElement;

  beforeEach(() => {
    video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
  });

  afterEach(() => {
    hls?.destroy();
    hls = undefined;
    video.remove();
  });

  async function parsed(Hls: HlsConstructor, clip: string): Promise<Hls> {
    hls = new Hls();
    hls.attachMedia(video);
    hls.loadSource(await streamUrl(clip));
    await new Promise((resolve) => hls!.once(Hls.Events.MANIFEST_PARSED, resolve));
    return hls;
  }

  for (const build of ['light', 'full'] as const) {
    it(`plays through the ${build} build of hls.js loaded with loadHls()`, async () => {
      const Hls = await loadHls(build);
      expect(Hls.isSupported()).to.be.true;
      await parsed(Hls, 'compound-growth');
      await video.play();
      await waitUntil(() => video.currentTime > 0.5, 'currentTime did not advance', {
        timeout: 10000,
      });
    });
  }

  it('shows the full build the subtitles rendition of the subtitled clip', async () => {
    const hls = await parsed(await loadHls('full'), 'market-basics');
    expect(hls.subtitleTracks.length).to.be.greaterThan(0);
    expect(hls.subtitleTracks[0]!.lang).to.equal('en');
  });

  it('shows the light build no subtitles at all (why the subtitled clip needs the full one)', async () => {
    const hls = await parsed(await loadHls('light'), 'market-basics');
    expect(hls.subtitleTracks).to.deep.equal([]);
  });
});
