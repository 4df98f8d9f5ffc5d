// Every control a pointer can use, used by a real pointer (the launcher's mouse, not .click()):
// what test/video-player/control-bar.test.ts does not press already.
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-carousel/video-carousel.js';
import '../../src/video-player/video-player.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clickAt, holdsStill, sendMouse} from '../browser-commands.js';
import {Scope} from '../stand-in.js';
import {loadedVideos, recordLoad} from '../video-carousel/helpers.js';
import {clipVideo} from '../video-player/clips.js';
import {advances, media, part} from '../video-player/player-dom.js';

const inShadow = (host: HTMLElement, selector: string) =>
  host.shadowRoot!.querySelector<HTMLElement>(selector)!;
const dialogOpen = (host: HTMLElement) => Boolean(host.shadowRoot!.querySelector('dialog')?.open);

describe('by pointer', () => {
  afterEach(() => sendMouse({type: 'move', position: [0, 0]}));

  it('<video-carousel>: Next and Previous page the row, a card opens the dialog, Close closes it', async () => {
    const scope = await Scope.create();
    const {endpoint, apiKey} = scope.source();
    const el = await fixture<VideoCarousel>(
      html`<div style="width: 640px">
        <video-carousel
          @videos-load=${recordLoad}
          preview="none"
          endpoint=${endpoint}
          api-key=${apiKey!}
        ></video-carousel>
      </div>`,
    ).then((page) => page.querySelector('video-carousel')!);
    await loadedVideos(el);
    const row = inShadow(el, '.row');
    await clickAt(inShadow(el, '[part~="button-next"]'));
    await waitUntil(() => row.scrollLeft > 100, `Next left the row at ${row.scrollLeft}`);
    await holdsStill(() => row.scrollLeft, 'the row keeps scrolling after Next');
    await clickAt(inShadow(el, '[part~="button-prev"]'));
    await waitUntil(
      () => row.scrollLeft === 0,
      () => `Previous left the row at ${row.scrollLeft}`,
    );
    const selected = oneEvent(el, 'video-select');
    await clickAt(inShadow(el, '[part~="card"]'), 0.3);
    await selected;
    await waitUntil(() => dialogOpen(el), 'no dialog');
    await clickAt(inShadow(el, 'dialog .close'));
    await waitUntil(() => !dialogOpen(el), 'the dialog stayed open');
  });

  it('<video-player>: captions, a quality, the volume slider and full screen', async () => {
    const page = await fixture<HTMLElement>(
      html`<div style="width: 640px"><video-player muted></video-player></div>`,
    );
    const player = page.querySelector('video-player')! as VideoPlayer;
    player.video = await clipVideo('market-basics');
    await waitUntil(() => part(player, 'facade'));
    await clickAt(part(player, 'facade')!);
    await advances(player, 0.2);
    await clickAt(part(player, 'play-button')!);
    await waitUntil(() => player.paused, 'still playing');

    const captions = part(player, 'captions-button')!;
    await clickAt(captions);
    await waitUntil(() => part(player, 'menu'));
    const english = Array.from(player.shadowRoot!.querySelectorAll('[part~="menu-option"]')).find(
      (option) => option.textContent!.trim() === 'English',
    )!;
    await clickAt(english);
    await waitUntil(
      () => captions.getAttribute('aria-label') === 'Captions: English',
      'captions off',
    );

    await clickAt(part(player, 'quality-button')!);
    await waitUntil(() => part(player, 'menu'));
    const lowest = Array.from(player.shadowRoot!.querySelectorAll('[part~="menu-option"]')).at(-1)!;
    const chosen = lowest.textContent!.trim();
    await clickAt(lowest);
    await waitUntil(
      () => part(player, 'quality-button')!.getAttribute('aria-label') === `Quality: ${chosen}`,
      'the choice was not taken',
    );

    await clickAt(part(player, 'volume')!, 0.25);
    await waitUntil(() => Math.abs(player.volume - 0.25) < 0.1, `volume ${player.volume}`);

    await clickAt(part(player, 'fullscreen-button')!);
    await waitUntil(() => document.fullscreenElement === player, 'not full screen');
    await clickAt(part(player, 'fullscreen-button')!);
    await waitUntil(() => document.fullscreenElement === null, 'still full screen');
    expect(media(player)!.paused).to.be.true;
  });
});
