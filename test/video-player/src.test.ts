// A player given a stream's or a file's URL (`src`), as a `<video>` is: no service, no record.
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {Scope} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipMedia} from './clips.js';
import {advances, media, part} from './player-dom.js';

describe('<video-player src>', () => {
  it('plays an HLS stream by its URL, with the poster of its poster attribute', async () => {
    const {streamUrl, thumbnailUrl} = await clipMedia('compound-growth');
    const player = await fixture<VideoPlayer>(
      html`<video-player muted src=${streamUrl} poster=${thumbnailUrl}></video-player>`,
    );
    await waitUntil(() => part(player, 'facade'), 'no poster');
    expect(part(player, 'facade')!.getAttribute('aria-label')).to.equal('Play video');
    expect(part(player, 'poster')!.getAttribute('src')).to.equal(thumbnailUrl);
    expect(part(player, 'details'), 'no title to show').to.be.null;
    expect(player.src).to.equal(streamUrl);
    expect(player.poster).to.equal(thumbnailUrl);
    await expect(player).to.be.accessible();

    part(player, 'facade')!.click();
    await advances(player, 0.2);
    expect(player.engine).to.be.oneOf(['hls', 'native']);
    expect(player.duration).to.be.closeTo(6, 0.5);
  });

  it('plays an MP4 file by its URL, and another URL set while playing', async () => {
    const first = await clipMedia('crypto-cycles');
    const player = await fixture<VideoPlayer>(
      html`<video-player muted src=${first.mp4Url}></video-player>`,
    );
    await player.play();
    await advances(player, 0.2);
    expect(player.engine).to.equal('mp4');
    const emptied = oneEvent(player, 'emptied');
    player.src = (await clipMedia('market-basics')).streamUrl;
    await emptied;
    expect(player.paused).to.be.true;
    expect(media(player)).to.be.null;
    await player.play();
    await advances(player, 0.2);
    expect(player.engine).to.be.oneOf(['hls', 'native']);
    expect(player.currentSrc).to.not.equal(first.mp4Url);
  });

  it('shows an authoring error for a src that is no http(s) URL', async () => {
    const player = await fixture<VideoPlayer>(
      html`<video-player src="javascript:alert(1)"></video-player>`,
    );
    await waitUntil(() => part(player, 'error'), 'no error');
    expect(part(player, 'error')!.textContent).to.contain('"javascript:alert(1)"');
    expect(part(player, 'error')!.textContent).to.contain('src attribute');
    expect(player.error?.code).to.equal(4);
    await expect(player).to.be.accessible();
  });

  it('plays the service’s video where video-id is given too', async () => {
    const scope = await Scope.create();
    const {endpoint, apiKey} = scope.source();
    const player = await fixture<VideoPlayer>(
      html`<video-player
        video-id="1001"
        endpoint=${endpoint}
        api-key=${apiKey!}
        src=${(await clipMedia('crypto-cycles')).mp4Url}
      ></video-player>`,
    );
    const {detail} = await oneEvent(player, 'video-load');
    expect(detail.video.id).to.equal(1001);
    expect(await scope.requests()).to.have.length(1);
  });
});
