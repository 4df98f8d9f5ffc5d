// The play button a player shows before its record comes, and what a press on it starts. Its
// own file, so its page has loaded no playback code or hls.js before the first test looks.
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {fetchedUrls} from '../resource-timing.js';
import {Scope} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {advances, part} from './player-dom.js';

const fetched = (pattern: RegExp) => fetchedUrls((url) => pattern.test(url));
const PLAYBACK_CODE = /\/src\/video-player\/playback-chunk\.ts(\?|$)/;
const HLS_JS = /\/node_modules\/hls\.js\//;

/** A player of `id` whose record the service holds back until `scope.release()`. */
async function heldBack(scope: Scope, id: string, attributes = ''): Promise<VideoPlayer> {
  await scope.fault({hold: true});
  const {endpoint, apiKey} = scope.source();
  const host = await fixture<HTMLDivElement>(html`<div></div>`);
  host.innerHTML = `<video-player video-id="${id}" endpoint="${endpoint}" api-key="${apiKey}"
    muted ${attributes}></video-player>`;
  const player = host.firstElementChild as VideoPlayer;
  await waitUntil(() => part(player, 'facade-loading'), 'no play button while loading');
  return player;
}

describe('<video-player> before its record comes', () => {
  it('plays on a press before the record, asking for the record once and the code beside it', async () => {
    const scope = await Scope.create();
    const player = await heldBack(scope, '1001', 'preload="none"');
    expect(fetched(PLAYBACK_CODE), 'code before the press').to.deep.equal([]);
    const button = part(player, 'facade-loading')!;
    button.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true, composed: true}));
    button.click();
    expect(player.paused, 'paused after play()').to.be.false;
    // The code and hls.js come while the service still holds the record.
    await waitUntil(() => fetched(PLAYBACK_CODE).length === 1, 'no playback code');
    await waitUntil(() => fetched(HLS_JS).length > 0, 'no hls.js');
    expect(await scope.requests()).to.have.length(1);
    expect(part(player, 'facade')).to.be.null;

    await scope.release();
    await advances(player, 0.2);
    expect(await scope.requests()).to.have.length(1);
  });

  it('names its button generically, in the page’s language, then after the record', async () => {
    const scope = await Scope.create();
    const player = await heldBack(scope, '1001', 'lang="de"');
    const button = () => part(player, 'facade-loading');
    await waitUntil(
      () => button()?.getAttribute('aria-label') === 'Video abspielen',
      `named ${button()?.getAttribute('aria-label')}`,
    );
    expect(part(player, 'status')!.textContent).to.equal('Video wird geladen…');
    await expect(player).to.be.accessible();

    button()!.focus();
    const loaded = oneEvent(player, 'video-load');
    await scope.release();
    const {detail} = await loaded;
    await waitUntil(() => part(player, 'facade'), 'no poster after the record');
    const name = `Video abspielen: ${detail.video.title}`;
    expect(part(player, 'facade')!.getAttribute('aria-label')).to.equal(name);
    expect(button()).to.be.null;
    expect(player.shadowRoot!.activeElement, 'focus stays on the play button').to.equal(
      part(player, 'facade'),
    );
  });

  it('lies where the poster’s play button will, and the status is heard, not seen', async () => {
    const scope = await Scope.create();
    const player = await heldBack(scope, '1001');
    const box = (el: Element) => JSON.stringify(el.getBoundingClientRect());
    const loading = {
      button: box(part(player, 'facade-loading')!),
      icon: box(part(player, 'play-icon')!),
      frame: box(part(player, 'base')!),
    };
    expect(part(player, 'status')!.getClientRects()[0]!.width).to.be.at.most(1);
    await scope.release();
    await waitUntil(() => part(player, 'facade'), 'no poster after the record');
    expect(box(part(player, 'facade')!)).to.equal(loading.button);
    expect(box(part(player, 'play-icon')!)).to.equal(loading.icon);
    expect(box(part(player, 'base')!)).to.equal(loading.frame);
  });
});
