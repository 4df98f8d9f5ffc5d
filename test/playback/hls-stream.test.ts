import {expect, waitUntil} from '@open-wc/testing';
import {loadHls, type Hls} from '../../src/playback/load-hls.js';
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

  it('plays through hls.js loaded with loadHls()', async () => {
    const Hls = await loadHls();
    expect(Hls.isSupported()).to.be.true;
    hls = new Hls();
    hls.attachMedia(video);
    hls.loadSource(await streamUrl('compound-growth'));
    await new Promise((resolve) => hls!.once(Hls.Events.MANIFEST_PARSED, resolve));
    await video.play();
    await waitUntil(() => video.currentTime > 0.5, 'currentTime did not advance', {timeout: 10000});
  });

  it('shows hls.js the subtitles rendition of the subtitled clip', async () => {
    const Hls = await loadHls();
    hls = new Hls();
    hls.attachMedia(video);
    hls.loadSource(await streamUrl('market-basics'));
    await new Promise((resolve) => hls!.once(Hls.Events.MANIFEST_PARSED, resolve));
    expect(hls.subtitleTracks.length).to.be.greaterThan(0);
    expect(hls.subtitleTracks[0]!.lang).to.equal('en');
  });
});
