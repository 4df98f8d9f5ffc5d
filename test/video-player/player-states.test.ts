import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys} from '../browser-commands.js';
import {setEnvironment} from '../../src/internal/environment.js';
import '../../src/video-carousel/video-carousel.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {Scope, standIn} from '../stand-in.js';
import {cards, loadedVideos, recordLoad} from '../video-carousel/helpers.js';
import {clipVideo} from './clips.js';
import {advances, chooseCaptions, media, part} from './player-dom.js';

const WIDTHS = [320, 390, 768, 1280];

async function frames(count = 3): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise(requestAnimationFrame);
}

async function playingIn(width: number, clip = 'market-basics'): Promise<VideoPlayer> {
  const wrapper = await fixture<HTMLElement>(
    html`<div style="width: ${width}px"><video-player muted loop></video-player></div>`,
  );
  const player = wrapper.querySelector('video-player')!;
  player.video = await clipVideo(clip);
  await player.play();
  await advances(player, 0.2);
  return player;
}

/** `inner` lies within `outer` (half a pixel of rounding allowed). */
function expectInside(inner: Element, outer: DOMRect, what: string): void {
  const box = inner.getBoundingClientRect();
  expect(box.left, `${what} left`).to.be.at.least(outer.left - 0.5);
  expect(box.right, `${what} right`).to.be.at.most(outer.right + 0.5);
  expect(box.top, `${what} top`).to.be.at.least(outer.top - 0.5);
  expect(box.bottom, `${what} bottom`).to.be.at.most(outer.bottom + 0.5);
}

/** Text is not cut: the element shows all it holds. */
function expectUnclipped(element: HTMLElement): void {
  expect(element.scrollWidth, element.outerHTML).to.be.at.most(element.clientWidth + 1);
  expect(element.scrollHeight, element.outerHTML).to.be.at.most(element.clientHeight + 1);
}

function overlaps(a: Element, b: Element): boolean {
  const x = a.getBoundingClientRect();
  const y = b.getBoundingClientRect();
  return x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;
}

describe('<video-player> states', () => {
  it('is accessible while loading, announcing it outside any busy region', async () => {
    const scope = await Scope.create();
    await scope.fault({hold: true}); // Loading until the checks below are done.
    const {endpoint, apiKey} = scope.source();
    const player = await fixture<VideoPlayer>(
      html`<video-player video-id="1001" endpoint=${endpoint} api-key=${apiKey!}></video-player>`,
    );
    const loaded = oneEvent(player, 'video-load');
    await waitUntil(() => part(player, 'status'));
    // A busy region's contents are not read: the status would never be heard.
    expect(part(player, 'status')!.getAttribute('role')).to.equal('status');
    expect(part(player, 'status')!.closest('[aria-busy="true"]')).to.be.null;
    await expect(player).to.be.accessible();
    await scope.release();
    await loaded;
  });

  it('is accessible playing, paused, with captions on and failed', async () => {
    const player = await playingIn(640);
    await expect(player).to.be.accessible();
    player.pause();
    await waitUntil(() => part(player, 'play-button')?.getAttribute('aria-label') === 'Play');
    await expect(player).to.be.accessible();
    await chooseCaptions(player, 'English');
    await expect(player).to.be.accessible();
  });

  it('after a failure, shows the error without controls behind it and focuses Try again', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    const base = `${(await standIn()).mediaUrl}/videos/no-such-clip`;
    player.video = await clipVideo('compound-growth', {
      streamUrl: `${base}/master.m3u8`,
      mp4Url: `${base}/medium.mp4`,
    });
    await waitUntil(() => part(player, 'facade'));
    part(player, 'facade')!.focus();
    part(player, 'facade')!.click();
    await waitUntil(() => part(player, 'retry-button'), 'no Try again', {timeout: 15000});
    expect(part(player, 'controls')).to.be.null;
    await waitUntil(() => player.shadowRoot!.activeElement === part(player, 'retry-button'));
    await expect(player).to.be.accessible();
  });

  for (const width of WIDTHS) {
    it(`at ${width} px keeps every control inside the player and every text whole`, async () => {
      const player = await playingIn(width);
      await waitUntil(() => part(player, 'captions-button'), 'no captions button');
      const frame = part(player, 'base')!.getBoundingClientRect();
      expect(frame.width).to.equal(width);
      const controls = player.shadowRoot!.querySelectorAll<HTMLElement>(
        '[part~="controls"] button, [part~="controls"] input, [part~="time"]',
      );
      for (const control of controls) {
        if (!control.checkVisibility()) continue;
        expectInside(control, frame, control.getAttribute('part')!);
        expectUnclipped(control);
      }
      // Its menus: menus-fit.test.ts.
    });

    // Loading, a narrow player keeps the room its poster's details will take under the picture.
    it(`at ${width} px moves nothing below it when its poster comes`, async () => {
      const scope = await Scope.create();
      await scope.fault({hold: true});
      const {endpoint, apiKey} = scope.source();
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: ${width}px">
          <video-player video-id="1001" endpoint=${endpoint} api-key=${apiKey!}></video-player>
          <p>Below the player</p>
        </div>`,
      );
      const player = wrapper.querySelector('video-player')!;
      const below = wrapper.querySelector('p')!;
      await waitUntil(() => part(player, 'status'), 'the player says it is loading');
      const loading = below.getBoundingClientRect().top;
      await scope.release();
      await waitUntil(() => part(player, 'title'), 'the poster comes');
      const shown = below.getBoundingClientRect().top;
      // A title of one line more or less than the room kept for two moves it by a line at most.
      expect(Math.abs(shown - loading)).to.be.at.most(24);
    });

    it(`at ${width} px keeps the poster's title clear of the play button`, async () => {
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: ${width}px"><video-player></video-player></div>`,
      );
      const player = wrapper.querySelector('video-player')!;
      player.video = {
        ...(await clipVideo()),
        title: 'How compound growth turns small monthly savings into a retirement fund',
      };
      await waitUntil(() => part(player, 'title'));
      const frame = part(player, 'base')!.getBoundingClientRect();
      const icon = part(player, 'play-icon')!;
      expect(overlaps(icon, part(player, 'title')!), 'title over the play button').to.be.false;
      expect(overlaps(icon, part(player, 'chips')!), 'chips over the play button').to.be.false;
      expectInside(icon, frame, 'play icon');
      expectInside(part(player, 'title')!, frame, 'title');
    });
  }

  describe('with controls="native"', () => {
    it("keeps the browser's controls and no bar of ours", async () => {
      const player = await fixture<VideoPlayer>(
        html`<video-player muted controls="native"></video-player>`,
      );
      player.video = await clipVideo();
      await player.play();
      await advances(player, 0.2);
      expect(media(player)!.controls).to.be.true;
      expect(part(player, 'controls')).to.be.null;
      await expect(player).to.be.accessible();
    });

    it('leaves Space on the video to the browser: no second toggle of ours', async () => {
      const player = await fixture<VideoPlayer>(
        html`<video-player muted controls="native"></video-player>`,
      );
      player.video = await clipVideo();
      await player.play();
      await advances(player, 0.2);
      const video = media(player)!;
      let toggles = 0;
      player.addEventListener('pause', () => toggles++);
      player.addEventListener('play', () => toggles++);
      // The player's own key handling alone: the browser's would come from a trusted key.
      video.dispatchEvent(new KeyboardEvent('keydown', {key: ' ', bubbles: true, composed: true}));
      await frames();
      expect(toggles).to.equal(0);
      expect(player.paused).to.be.false;
    });
  });

  it('keeps the captions choice when the video changes', async () => {
    const player = await playingIn(640);
    await chooseCaptions(player, 'English');
    player.video = {...(await clipVideo('market-basics')), id: 901, title: 'Market Basics'};
    await player.play();
    await advances(player, 0.2);
    const showing = () =>
      Array.from(media(player)!.textTracks).some((track) => track.mode === 'showing');
    await waitUntil(showing, 'captions off on the new video', {timeout: 10000});
    const label = () => part(player, 'captions-button')?.getAttribute('aria-label');
    await waitUntil(() => label() === 'Captions: English', `captions button: ${label()}`);
  });

  it('shows the id of the record it was handed in video-id', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player video-id="7"></video-player>`);
    player.video = await clipVideo();
    await player.updateComplete;
    expect(player.getAttribute('video-id')).to.equal('900');
    expect(player.videoId).to.equal('900');
  });

  describe('under prefers-reduced-motion', () => {
    let restore: () => void;
    beforeEach(() => {
      restore = setEnvironment({
        matchMedia: (query) => ({matches: query.includes('prefers-reduced-motion: reduce')}),
      });
    });
    afterEach(() => restore());

    it('does not start muted autoplay: the poster stays', async () => {
      const player = await fixture<VideoPlayer>(html`<video-player autoplay></video-player>`);
      player.video = await clipVideo();
      await waitUntil(() => part(player, 'facade'));
      await frames(); // Where the visibility observer would have fired.
      expect(media(player)).to.be.null;
      expect(part(player, 'facade')).to.exist;
    });

    it('still autoplays once the reader allows motion (the same page)', async () => {
      restore();
      const player = await fixture<VideoPlayer>(html`<video-player autoplay></video-player>`);
      player.video = await clipVideo();
      await waitUntil(() => media(player), 'no autoplay');
    });
  });

  it('takes focus when a linked carousel hands it a record', async () => {
    const scope = await Scope.create();
    const {endpoint, apiKey} = scope.source();
    const page = await fixture<HTMLElement>(
      html`<div>
        <video-player id="hero-focus" muted endpoint=${endpoint} api-key=${apiKey!}></video-player>
        <video-carousel
          @videos-load=${recordLoad}
          player="hero-focus"
          endpoint=${endpoint}
          api-key=${apiKey!}
          limit="2"
        ></video-carousel>
      </div>`,
    );
    const player = page.querySelector('video-player')!;
    const carousel = page.querySelector('video-carousel')!;
    await loadedVideos(carousel);
    cards(carousel)[0]!.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => player.shadowRoot!.activeElement, 'focus stayed on the card');
    expect(document.activeElement).to.equal(player);
  });
});
