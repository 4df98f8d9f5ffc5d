// Its own file: the playback chunk must not have been imported by the page before (a failed
// import stays failed in Chromium and Firefox).
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import {ChunkError} from '../../src/internal/chunk-error.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {waitUntil} from '../wait-until.js';
import {RELOAD_WORDS, withoutModule} from '../without-module.js';
import {clipVideo} from './clips.js';
import {media, part} from './player-dom.js';

/** The player's error, once shown: its words, and whether Retry is offered. */
async function shownError(player: VideoPlayer) {
  await waitUntil(() => part(player, 'error'), 'no error shown');
  return {
    words: part(player, 'error')!.querySelector('p')!.textContent!.trim(),
    retry: part(player, 'retry-button') !== null,
  };
}

describe('<video-player> whose code cannot be downloaded', () => {
  it('asks for a reload when the playback code does not come, and play() rejects', async () => {
    // Not fetched ahead while on screen: the play is the first to ask for the code.
    const player = await fixture<VideoPlayer>(
      html`<video-player muted preload="none"></video-player>`,
    );
    player.video = await clipVideo();
    await waitUntil(() => part(player, 'facade'));
    const rejected = await withoutModule('playback-chunk', () =>
      player.play().then(
        () => undefined,
        (error: unknown) => error,
      ),
    );
    expect(rejected).to.be.instanceOf(ChunkError);
    expect(await shownError(player)).to.deep.equal({
      words: RELOAD_WORDS,
      retry: false,
    });
    expect(media(player)).to.be.null;
    await expect(player).to.be.accessible();
  });
});
