import {expect, fixture, html} from '@open-wc/testing';
import {canEmulateMedia, emulateMedia} from '../browser-commands.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {
  CATEGORY,
  cardOf,
  cards,
  loadedVideos,
  mount,
  part,
  recordLoad,
  settled,
  text,
} from './helpers.js';

describe('<video-carousel> appearance', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  it('formats dates in the language of the page around it', async () => {
    const {endpoint, apiKey} = scope.source();
    const wrapper = await fixture<HTMLElement>(
      html`<div lang="de">
        <video-carousel
          @videos-load=${recordLoad}
          endpoint=${endpoint}
          api-key=${apiKey!}
          limit="1"
        ></video-carousel>
      </div>`,
    );
    const el = wrapper.querySelector('video-carousel')!;
    const [video] = await loadedVideos(el);
    expect(video!.id).to.equal(1001); // 2023-01-09 (demo/stand-in/videos.js)
    const date = text(cardOf(cards(el)[0]!).querySelector('[part~="date"]'));
    expect(date).to.equal('09.01.2023'); // not "Jan 9, 2023"
  });

  it('lets every string be replaced', async () => {
    const el = await mount(scope, {category: 'Nothing Here'});
    el.strings = {
      regionLabel: 'Videos zu {category}',
      previous: 'Zurück',
      next: 'Weiter',
      empty: 'Keine Videos in „{category}“.',
    };
    await settled(el);
    expect(part(el, 'region')).to.have.attribute('aria-label', 'Videos zu Nothing Here');
    expect(part(el, 'button-prev')).to.have.attribute('aria-label', 'Zurück');
    expect(part(el, 'button-next')).to.have.attribute('aria-label', 'Weiter');
    expect(text(part(el, 'empty'))).to.equal('Keine Videos in „Nothing Here“.');
  });

  it('uses an author label for the region', async () => {
    const {endpoint, apiKey} = scope.source();
    const el = await fixture<VideoCarousel>(
      html`<video-carousel
        endpoint=${endpoint}
        api-key=${apiKey!}
        category=${CATEGORY}
        label="Start here"
      ></video-carousel>`,
    );
    expect(part(el, 'region')).to.have.attribute('aria-label', 'Start here');
  });

  it('takes its size, colours and font from the page', async () => {
    const {endpoint, apiKey} = scope.source();
    const wrapper = await fixture<HTMLElement>(
      html`<div style="font-family: serif">
        <style>
          .themed {
            --video-carousel-card-width: 10rem;
            --video-carousel-surface: rgb(1, 2, 3);
          }
          .themed::part(title) {
            color: rgb(200, 0, 0);
          }
        </style>
        <video-carousel
          class="themed"
          endpoint=${endpoint}
          api-key=${apiKey!}
          limit="2"
        ></video-carousel>
      </div>`,
    );
    const el = wrapper.querySelector('video-carousel')!;
    await settled(el);
    const card = part(el, 'card')!;
    expect(card.getBoundingClientRect().width).to.be.closeTo(160, 1);
    expect(getComputedStyle(card).backgroundColor).to.equal('rgb(1, 2, 3)');
    expect(getComputedStyle(card.querySelector('[part~="title"]')!).color).to.equal(
      'rgb(200, 0, 0)',
    );
    expect(getComputedStyle(card).fontFamily).to.equal('serif');
  });

  // Emulating prefers-color-scheme needs the Chrome DevTools Protocol (not in WebDriver).
  (canEmulateMedia ? it : it.skip)('follows a dark colour scheme', async () => {
    const el = await mount(scope, {limit: '1'});
    await settled(el);
    const surface = () => getComputedStyle(part(el, 'card')!).backgroundColor;
    await emulateMedia({colorScheme: 'light'});
    const light = surface();
    await emulateMedia({colorScheme: 'dark'});
    try {
      expect(surface()).not.to.equal(light);
      await expect(el).to.be.accessible();
    } finally {
      await emulateMedia({colorScheme: 'light'});
    }
  });
});
