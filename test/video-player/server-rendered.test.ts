// A poster the server rendered inside the player (renderVideoSeo) is what a viewer sees until
// the record comes: painted before any script, where the player's own poster will be.
import {expect, oneEvent} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import {Scope} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {part} from './player-dom.js';
import {serverRenderedPlayer} from './server-rendered.js';

const box = (el: Element) => {
  const {x, y, width, height} = el.getBoundingClientRect();
  return {x, y, width, height};
};

describe('<video-player> with a server-rendered poster', () => {
  it('shows that poster while the record loads, then its own in the same place', async () => {
    const scope = await Scope.create();
    const player = await serverRenderedPlayer(scope, '1001', {
      beforeConnect: () => scope.fault({hold: true}), // Loading until the checks are done.
    });
    const loaded = oneEvent(player, 'video-load');
    await waitUntil(() => part(player, 'status'), 'the player says it is loading');
    const poster = player.querySelector<HTMLImageElement>(':scope > img')!;
    await waitUntil(() => poster.complete && poster.naturalWidth > 0, 'the poster loads');
    const shown = box(poster);
    expect(shown, 'the poster fills the frame').to.deep.equal(box(part(player, 'base')!));
    // The link is for readers without scripts: the player's own status is what is heard.
    expect(player.querySelector(':scope > a')!.getClientRects()).to.have.length(0);
    expect(part(player, 'status')!.textContent).to.equal('Loading video…');
    await expect(player).to.be.accessible();

    await scope.release();
    await loaded;
    await waitUntil(() => part(player, 'poster'), 'the player shows its own poster');
    const own = part(player, 'poster')!;
    expect(own.getAttribute('src')).to.equal(poster.getAttribute('src'));
    expect(box(own)).to.deep.equal(shown);
    expect(poster.getClientRects(), 'the server-rendered poster is gone').to.have.length(0);
  });
});
