import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys, setViewport} from '../browser-commands.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {cards, mount, part, settled, shadow, text} from './helpers.js';

const liveRegion = (el: VideoCarousel) => shadow(el).querySelector<HTMLElement>('[role="status"]')!;

/** Relative luminance contrast of two `rgb()` colours (WCAG 2). */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = color
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe('<video-carousel> announcements and focus', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  it('announces loading and arrival from one live region outside the busy region', async () => {
    await scope.fault({hold: true}); // Loading until the test has heard it.
    const el = await mount(scope, {limit: '3'});
    const live = liveRegion(el);
    expect(part(el, 'region')!.contains(live)).to.be.false;
    expect(
      shadow(el).querySelectorAll('[role="status"], [role="alert"], [aria-live]'),
    ).to.have.length(1);
    await waitUntil(() => text(live) === 'Loading videos…', 'loading was not announced');
    await scope.release();
    await settled(el);
    expect(text(live)).to.equal('Videos loaded: 3.');
  });

  it('announces an empty category', async () => {
    const el = await mount(scope, {category: 'Nothing Here'});
    await settled(el);
    expect(text(liveRegion(el))).to.equal(
      'There are no videos in the category “Nothing Here” yet.',
    );
  });

  it('says a failure shared by several carousels once, with no alert', async () => {
    await scope.fault(...Array.from({length: 9}, () => ({status: 503, retryAfter: '0'})));
    const {endpoint, apiKey} = scope.source();
    const wrapper = await fixture<HTMLElement>(
      html`<div>
        <video-carousel endpoint=${endpoint} api-key=${apiKey!} category="A"></video-carousel>
        <video-carousel endpoint=${endpoint} api-key=${apiKey!} category="B"></video-carousel>
        <video-carousel endpoint=${endpoint} api-key=${apiKey!} category="C"></video-carousel>
      </div>`,
    );
    const all = [...wrapper.querySelectorAll('video-carousel')];
    for (const el of all) await settled(el);
    for (const el of all) expect(part(el, 'error') !== null, 'an error state').to.be.true;
    const said = all.map((el) => text(liveRegion(el))).filter((words) => words.includes('trouble'));
    expect(said).to.have.length(1);
    for (const el of all) expect(shadow(el).querySelector('[role="alert"]')).to.equal(null);
  });

  for (const state of ['empty', 'failed'] as const) {
    it(`keeps the prev and next buttons out of the Tab order when ${state}`, async () => {
      const {endpoint} = scope.source();
      const wrapper = await fixture<HTMLElement>(
        html`<div>
          <button id="before">before</button>
          <video-carousel
            endpoint=${endpoint}
            api-key=${state === 'empty' ? scope.info.apiKey : 'wrong-key'}
            category="Nothing Here"
          ></video-carousel>
          <button id="after">after</button>
        </div>`,
      );
      const el = wrapper.querySelector('video-carousel')!;
      await settled(el);
      document.getElementById('before')!.focus();
      const stops: string[] = [];
      for (let i = 0; i < 3; i++) {
        await sendKeys({press: 'Tab'});
        const active = shadow(el).activeElement ?? document.activeElement;
        stops.push(active?.getAttribute('part') ?? active?.id ?? '');
        if (active?.id === 'after') break;
      }
      expect(stops).to.deep.equal(state === 'empty' ? ['after'] : ['button retry-button', 'after']);
      for (const nav of shadow(el).querySelectorAll<HTMLElement>('.nav')) {
        expect(nav.inert).to.be.true;
      }
    });
  }

  describe('in a row of three visible cards', () => {
    let el: VideoCarousel;
    beforeEach(async () => {
      await setViewport({width: 1000, height: 800});
      const {endpoint, apiKey} = scope.source();
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 60rem">
          <button id="before">before</button>
          <video-carousel endpoint=${endpoint} api-key=${apiKey!} limit="8"></video-carousel>
        </div>`,
      );
      el = wrapper.querySelector('video-carousel')!;
      await settled(el);
    });

    const inView = (card: HTMLElement) => {
      const row = part(el, 'row')!.getBoundingClientRect();
      const box = card.closest('li')!.getBoundingClientRect();
      return box.left >= row.left - 1 && box.right <= row.right + 1;
    };

    it('shows the whole card an arrow key moves to', async () => {
      const all = cards(el);
      expect(inView(all[3]!), 'the 4th card starts out of view').to.be.false;
      all[0]!.focus();
      for (let i = 0; i < 3; i++) await sendKeys({press: 'ArrowRight'});
      expect(shadow(el).activeElement).to.equal(all[3]);
      await waitUntil(() => inView(all[3]!), 'the 4th card stayed clipped');
      // And it stays whole once scrolling has settled (the row snaps to card starts).
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(inView(all[3]!), 'the 4th card was snapped out of view').to.be.true;
    });

    it('makes the first card Next shows the tab stop, so Tab lands where the reader looks', async () => {
      // Next pages once the row has laid out more than it shows (until then it is disabled).
      const next = part(el, 'button-next')!;
      await waitUntil(() => next.getAttribute('aria-disabled') === 'false', 'Next stayed disabled');
      next.click();
      await el.updateComplete;
      const stop = cards(el).find((card) => card.tabIndex === 0)!;
      await waitUntil(() => inView(stop), 'the tab stop is not on the page Next showed');
      expect(cards(el).indexOf(stop)).to.be.greaterThan(0);
      document.getElementById('before')!.focus();
      await sendKeys({press: 'Tab'});
      await sendKeys({press: 'Tab'});
      expect(shadow(el).activeElement).to.equal(stop);
    });
  });

  it('draws button borders at 3:1 or more against the page (WCAG 1.4.11)', async () => {
    await scope.fault({status: 500}, {status: 500}, {status: 500});
    const el = await mount(scope);
    await settled(el);
    const page = 'rgb(255, 255, 255)';
    for (const name of ['retry-button', 'button-next']) {
      const border = getComputedStyle(part(el, name)!).borderTopColor;
      expect(contrast(border, page), name).to.be.at.least(3);
    }
  });
});
