import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {loadHls, type Hls, type HlsConstructor} from '../../src/playback/load-hls.js';
import {watchSeeks} from '../../src/playback/seek-watchdog.js';
import {standIn} from '../stand-in.js';

/** The stand-in delivery host's stream of one clip (`demo/media/clips/<clip>`). */
async function streamUrl(clip: string): Promise<string> {
  return `${(await standIn()).mediaUrl}/videos/${clip}/master.m3u8`;
}

describe('an HLS stream of the stand-in delivery host', () => {
  let hls: Hls | undefined;
  let video: HTMLVideoElement;
  let watch: AbortController;

  beforeEach(() => {
    video = document.createElement('video');
    video.muted = true;
    document.body.append(video);
    // As the player does: WebKitGTK can lose the seek hls.js makes over the gap at the start.
    watch = new AbortController();
    watchSeeks(video, watch.signal);
  });

  afterEach(() => {
    watch.abort();
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

  /**
   * Plays; a refused start is recovered as the player recovers a media error
   * (hls-error-action.ts): WebKitGTK's GStreamer MediaSource sometimes refuses it under load,
   * twice in a row once in six full runs (where the player would go on to the MP4 file).
   */
  async function play(hls: Hls, recoveries = 2): Promise<void> {
    try {
      await video.play();
    } catch (error) {
      if (recoveries === 0) throw error;
      hls.recoverMediaError();
      await play(hls, recoveries - 1);
    }
  }

  it('plays through the light build of hls.js loaded with loadHls()', async () => {
    const Hls = await loadHls();
    expect(Hls.isSupported()).to.be.true;
    await play(await parsed(Hls, 'compound-growth'));
    await waitUntil(() => video.currentTime > 0.5, 'currentTime did not advance', {
      timeout: 10000,
    });
  });

  it('plays the subtitled clip, whose subtitles the light build leaves to us', async () => {
    const hls = await parsed(await loadHls(), 'market-basics');
    expect(hls.subtitleTracks).to.deep.equal([]);
    await play(hls);
    await waitUntil(() => video.currentTime > 0.5, 'currentTime did not advance', {
      timeout: 10000,
    });
  });
});
