// Its own file, so its page has not loaded hls.js before this test looks for it.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {fetchMasterPlaylist, isPlaylist} from '../../src/playback/master-playlist.js';
import {fetchedUrls} from '../resource-timing.js';
import {standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipVideo} from './clips.js';
import {media, part} from './player-dom.js';

const LIGHT_BUILD = /\/node_modules\/hls\.js\/dist\/hls\.light\.mjs(\?|$)/;

describe('<video-player> pressed', () => {
  it('imports hls.js at once, whatever the master playlist answers', async () => {
    // The delivery host drops the connection: the playlist never comes, so only the press itself
    // can have asked for hls.js (a hover waits for the playlist: start-up.test.ts).
    const dropped = `${(await standIn()).mediaUrl}/faults/reset/compound-growth/master.m3u8`;
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo('compound-growth', {streamUrl: dropped});
    await waitUntil(() => part(player, 'facade'));
    part(player, 'facade')!.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    expect(isPlaylist(await fetchMasterPlaylist(dropped))).to.be.false;
    await waitUntil(
      () => fetchedUrls((url) => LIGHT_BUILD.test(url)).length > 0,
      'hls.js waited for the playlist',
    );
    expect(media(player)).to.be.null;
  });
});
