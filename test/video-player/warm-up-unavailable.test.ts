// Its own file: the fetch-ahead chunk must not have been imported by the page before.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import {fetchMasterPlaylist, isPlaylist} from '../../src/playback/master-playlist.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {standIn} from '../stand-in.js';
import {unhandledRejections} from '../unhandled-rejections.js';
import {waitUntil} from '../wait-until.js';
import {withoutModule} from '../without-module.js';
import {clipVideo} from './clips.js';
import {part} from './player-dom.js';

describe('<video-player> warmed up (focus) while offline', () => {
  it('leaves no rejection unhandled when neither the playlist nor the code comes', async () => {
    const dropped = `${(await standIn()).mediaUrl}/faults/reset/compound-growth/master.m3u8`;
    const unhandled = await unhandledRejections(async () => {
      const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
      player.video = await clipVideo('compound-growth', {streamUrl: dropped});
      await waitUntil(() => part(player, 'facade'));
      await withoutModule('stream-prefetch', async () => {
        part(player, 'facade')!.focus();
        expect(isPlaylist(await fetchMasterPlaylist(dropped))).to.be.false;
        // The warm-up's import has failed by now; a rejection event comes a task later.
        await new Promise((resolve) => setTimeout(resolve, 200));
      });
    });
    expect(unhandled).to.deep.equal([]);
  });
});
