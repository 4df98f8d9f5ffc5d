import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
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

  it('plays through the light build of hls.js loaded with loadHls()', async () => {
    const Hls = await loadHls();
    expect(Hls.isSupported()).to.be.true;
    await parsed(Hls, 'compound-growth');
    await video.play();
    await waitUntil(() => video.currentTime > 0.5, 'currentTime did not advance', {
      timeout: 10000,
    });
  });

  it('plays the subtitled clip, whose subtitles the light build leaves to us', async () => {
    const hls = await parsed(await loadHls(), 'market-basics');
    expect(hls.subtitleTracks).to.deep.equal([]);
    await video.play();
    await waitUntil(() => video.currentTime > 0.5, 'currentTime did not advance', {
      timeout: 10000,
    });
  });
});
