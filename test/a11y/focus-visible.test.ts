import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {canEmulateMedia, emulateMedia, sendKeys, sendMouse} from '../browser-commands.js';
import '../../src/video-carousel/video-carousel.js';
import '../../src/video-player/video-player.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {Scope, standIn} from '../stand-in.js';
import {loadedVideos, recordLoad, settled} from '../video-carousel/helpers.js';
import {clipVideo} from '../video-player/clips.js';
import {part} from '../video-player/player-dom.js';
import {deepActive, edgeContrast, expectVisibleFocus, type RingFigures} from './focus-ring.js';

/** A widget between two page buttons, so a test sees focus arrive and leave. */
async function between<T extends HTMLElement>(widget: ReturnType<typeof html>): Promise<T> {
  const page = await fixture<HTMLElement>(
    html`<div style="width: 640px; padding: 8px">
      <button id="before">before</button>
      ${widget}
      <button id="after">after</button>
    </div>`,
  );
  await sendMouse({type: 'move', position: [0, 0]}); // No hover over any stop.
  return page.children[1] as T;
}

const pageAfter = () => document.querySelector<HTMLElement>('#after')!;

/**
 * Tabs from where focus is (else the page button before the widget) to the page button after
 * the widget, checking the ring of every stop on the way; `at` may act on a stop (and must leave
 * focus on it). What each ring changed.
 */
async function tabThrough(
  at: (stop: HTMLElement) => Promise<void> = async () => {},
): Promise<RingFigures[]> {
  if (deepActive() === null || deepActive() === document.body) {
    document.querySelector<HTMLElement>('#before')!.focus();
  }
  const stops: RingFigures[] = [];
  for (let count = 0; count < 30; count++) {
    await sendKeys({press: 'Tab'});
    const stop = deepActive();
    expect(stop, 'focus was lost').to.exist;
    if (stop === pageAfter()) return stops;
    stops.push(await expectVisibleFocus(stop!));
    await at(stop!);
  }
  throw new Error(`focus never left the widget: ${stops.map((stop) => stop.name).join(', ')}`);
}

/** Forced colours where the browser can emulate them (Chromium): the page's colours are gone. */
const MODES = canEmulateMedia ? (['none', 'active'] as const) : (['none'] as const);

for (const forcedColors of MODES)
  describe(`focus is visible on every stop (screenshots, forced colours: ${forcedColors})`, () => {
    // Only over CDP: Firefox cannot be asked, not even for 'none'.
    if (forcedColors === 'active') {
      before(() => emulateMedia({forcedColors}));
      after(() => emulateMedia({forcedColors: 'none'}));
    }

    it('<video-carousel>: Previous, the card, Next', async () => {
      const scope = await Scope.create();
      const {endpoint, apiKey} = scope.source();
      const el = await between<VideoCarousel>(
        html`<video-carousel
          @videos-load=${recordLoad}
          preview="none"
          endpoint=${endpoint}
          api-key=${apiKey!}
        ></video-carousel>`,
      );
      await loadedVideos(el);
      for (const nav of el.shadowRoot!.querySelectorAll<HTMLElement>(
        '.nav:not([aria-disabled="true"])', // An inactive control needs no 3:1 (WCAG 1.4.11).
      )) {
        expect(await edgeContrast(nav), `${nav.getAttribute('part')} border`).to.be.at.least(3);
      }
      document.querySelector<HTMLElement>('#before')!.focus();
      const stops = await tabThrough();
      expect(stops.map((stop) => stop.name)).to.deep.equal([
        'button button-prev',
        'card-button',
        'button button-next',
      ]);
    });

    it('<video-carousel> after a failure: Try again', async () => {
      const scope = await Scope.create();
      await scope.fault(...Array.from({length: 3}, () => ({status: 503, retryAfter: '0'})));
      const {endpoint, apiKey} = scope.source();
      const el = await between<VideoCarousel>(
        html`<video-carousel endpoint=${endpoint} api-key=${apiKey!}></video-carousel>`,
      );
      await settled(el);
      const retry = el.shadowRoot!.querySelector<HTMLElement>('[part~="retry-button"]')!;
      expect(await edgeContrast(retry), 'Try again border').to.be.at.least(3);
      document.querySelector<HTMLElement>('#before')!.focus();
      const stops = await tabThrough();
      expect(stops.map((stop) => stop.name)).to.deep.equal(['button retry-button']);
    });

    it('<video-player>: the poster, the video, every control and a menu choice', async function () {
      this.timeout(90_000); // Two screenshots a stop, a dozen stops.
      const player = await between<VideoPlayer>(html`<video-player muted></video-player>`);
      player.video = await clipVideo('market-basics');
      await waitUntil(() => part(player, 'facade'));
      document.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({press: 'Tab'});
      const poster = await expectVisibleFocus(deepActive()!);
      await sendKeys({press: 'Enter'});
      await waitUntil(() => !player.paused && part(player, 'captions-button'), 'not playing');
      await sendKeys({press: 'k'}); // Paused, the bar stays.
      await waitUntil(() => player.paused, 'k did not pause');
      const video = await expectVisibleFocus(deepActive()!);
      const menus: RingFigures[] = [];
      const stops = await tabThrough(async (stop) => {
        if (!stop.matches('[part~="rate-button"]')) return;
        await sendKeys({press: 'Enter'});
        await waitUntil(() => part(player, 'menu'));
        // The reference picture: focus on the menu's button, which keeps the menu open.
        const choice = deepActive()!;
        menus.push(
          await expectVisibleFocus(
            choice,
            async () => stop.focus(),
            async () => choice.focus(),
          ),
        );
        await sendKeys({press: 'Escape'});
        await waitUntil(() => deepActive() === stop);
      });
      expect([poster, video, ...stops, ...menus].map((stop) => stop.name)).to.include.members([
        'facade',
        'video',
        'seek',
        'control play-button',
        'control mute-button',
        'control rate-button',
        'control quality-button',
      ]);
      expect(menus, 'a menu choice').to.have.length(1);
    });

    it('<video-player> after a failure: Try again', async () => {
      const player = await between<VideoPlayer>(html`<video-player muted></video-player>`);
      const base = `${(await standIn()).mediaUrl}/videos/no-such-clip`;
      player.video = await clipVideo('compound-growth', {
        streamUrl: `${base}/master.m3u8`,
        mp4Url: `${base}/medium.mp4`,
      });
      await waitUntil(() => part(player, 'facade'));
      document.querySelector<HTMLElement>('#before')!.focus();
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'Enter'});
      await waitUntil(() => part(player, 'retry-button'), 'no Try again', {timeout: 15000});
      await waitUntil(
        () => deepActive() === part(player, 'retry-button'),
        'focus not on Try again',
      );
      expect((await expectVisibleFocus(deepActive()!)).name).to.equal('retry-button');
    });
  });
