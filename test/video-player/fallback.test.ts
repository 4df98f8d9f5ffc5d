import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {setEnvironment} from '../../src/internal/environment.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances} from './player-dom.js';

/** Decides what the browser supports for the length of one test, instead of asking it. */
function stubSupport(engineSupport: {mse: boolean; nativeHls: boolean}): () => void {
  return setEnvironment({engineSupport});
}

/** A player that records the source of every load it starts. */
async function recordedPlayer(template = html`<video-player muted></video-player>`) {
  const player = await fixture<VideoPlayer>(template);
  const sources: string[] = [];
  player.shadowRoot!.addEventListener(
    'loadstart',
    (event) => sources.push((event.target as HTMLVideoElement).currentSrc),
    true,
  );
  player.video = await clipVideo();
  return {player, sources};
}

describe('<video-player> engine choice', () => {
  let restore: (() => void) | undefined;
  afterEach(() => {
    restore?.();
    restore = undefined;
  });

  it('plays the MP4 file where neither MediaSource nor native HLS exists', async () => {
    restore = stubSupport({mse: false, nativeHls: false});
    const {player, sources} = await recordedPlayer();
    await player.play();
    await advances(player);
    expect(player.engine).to.equal('mp4');
    expect(sources).to.have.length(1);
    expect(sources[0]).to.match(/\/medium\.mp4$/);
    await expect(player).to.be.accessible();
  });

  it('hands the playlist to the browser where only canPlayType says yes', async () => {
    restore = stubSupport({mse: false, nativeHls: true});
    const {player, sources} = await recordedPlayer();
    await player.play();
    await advances(player);
    expect(sources[0]).to.match(/\/master\.m3u8$/);
    // A browser that claimed HLS but cannot play it falls back to the MP4 file.
    expect(player.engine === 'native' || sources.at(-1)!.endsWith('/medium.mp4')).to.be.true;
  });

  it('tries native HLS first with prefer-playback="native"', async () => {
    restore = stubSupport({mse: true, nativeHls: true});
    const {player, sources} = await recordedPlayer(
      html`<video-player muted prefer-playback="native"></video-player>`,
    );
    void player.play().catch(() => {});
    await waitUntil(() => sources.length > 0, 'no load started', {timeout: 10000});
    expect(sources[0]).to.match(/\/master\.m3u8$/);
  });

  it('uses hls.js with prefer-playback="native" where the browser has no HLS', async () => {
    restore = stubSupport({mse: true, nativeHls: false});
    const {player, sources} = await recordedPlayer(
      html`<video-player muted prefer-playback="native"></video-player>`,
    );
    // The first load tells the choice: a WebKit loaded by other browsers can take longer than the
    // 6 s stall bound to start hls.js, and then (rightly) plays the MP4 file after it.
    void player.play().catch(() => {});
    await waitUntil(() => sources.length > 0, 'no load started', {timeout: 10000});
    expect(sources[0]).to.match(/^blob:/);
  });
});
