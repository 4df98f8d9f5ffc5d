// Its own file, so its page has not loaded hls.js before these tests look for it.
import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipMedia, clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';
import {fetchedUrls} from '../resource-timing.js';

const fetched = (pattern: RegExp) => fetchedUrls((url) => pattern.test(url));

const HLS_CHUNK = /\/node_modules\/hls\.js\//;
const CLIP_MEDIA = /\/videos\/crypto-cycles\/.*\.(m3u8|ts|mp4)(\?|$)/;
const MASTER_PLAYLIST = /\/videos\/crypto-cycles\/master\.m3u8$/;

describe('<video-player preload="none">', () => {
  let player: VideoPlayer;

  // One player through all steps; `fixture()` would remove it after the first.
  before(async () => {
    player = document.createElement('video-player');
    player.preload = 'none';
    player.muted = true;
    document.body.append(player);
    // A poster URL of this file's own: Firefox shows an image another file's page loaded from its
    // cache, without a fetch this file's resource timing would see (below, what proves it sees).
    const {thumbnailUrl} = await clipMedia('crypto-cycles');
    player.video = await clipVideo('crypto-cycles', {thumbnailUrl: `${thumbnailUrl}&of=facade`});
    await waitUntil(() => part<HTMLImageElement>(player, 'poster')?.complete);
  });

  after(() => player.remove());

  it('shows a labelled poster with title, duration and chips', async () => {
    const button = part(player, 'facade')!;
    expect(button.getAttribute('aria-label')).to.equal('Play video: Compound Growth');
    expect(part(player, 'title')!.textContent).to.equal('Compound Growth');
    expect(part(player, 'duration')!.textContent).to.contain('0:06');
    const chips = player.shadowRoot!.querySelectorAll('[part~="chip"]');
    expect(Array.from(chips, (chip) => chip.textContent)).to.deep.equal([
      'Finance',
      'saving',
      'interest',
    ]);
    await expect(player).to.be.accessible();
  });

  it('fetches no hls.js, manifest or segment before intent', () => {
    expect(fetched(/thumbnail\.jpg/)).to.have.length.greaterThan(0);
    expect(fetched(HLS_CHUNK)).to.deep.equal([]);
    expect(fetched(CLIP_MEDIA)).to.deep.equal([]);
  });

  it('preconnects and fetches hls.js and what the first frame needs on pointer-enter', async () => {
    part(player, 'base')!.dispatchEvent(new PointerEvent('pointerenter'));
    // hls.js comes with the playback code, once the master playlist is back.
    await waitUntil(() => fetched(HLS_CHUNK).length > 0, 'hls.js was not prefetched');
    const origin = new URL(player.video!.playbackDetails.streamUrl!).origin;
    expect(document.head.querySelector(`link[rel="preconnect"][href="${origin}"]`)).to.exist;
    // The master playlist, then the start level's playlist and its first segment, once each.
    await waitUntil(() => fetched(CLIP_MEDIA).length === 3, 'not all three fetched');
    const files = fetched(CLIP_MEDIA).map((url) => url.replace(/.*\/crypto-cycles\//, ''));
    expect(files[0]).to.equal('master.m3u8');
    expect(files).to.have.length(3);
    expect(files.slice(1).sort().join(',')).to.match(/^\d+p\/index\.m3u8,\d+p\/seg-000\.ts$/);
  });

  it('plays on activation in a box of the same size', async () => {
    const before = part(player, 'base')!.getBoundingClientRect();
    part(player, 'facade')!.click();
    await advances(player);
    const after = part(player, 'base')!.getBoundingClientRect();
    expect([after.width, after.height]).to.deep.equal([before.width, before.height]);
    // hls.js was handed the master playlist fetched on pointer-enter.
    expect(fetched(MASTER_PLAYLIST)).to.have.length(1);
    expect(media(player)!.hasAttribute('playsinline')).to.be.true;
    await expect(player).to.be.accessible();
  });
});
