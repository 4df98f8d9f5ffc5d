import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys, setViewport} from '../browser-commands.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {cards, part, settled, shadow} from './helpers.js';

/** A short name for a node, so failures print names instead of whole DOM trees. */
const nameOf = (node: Element | null | undefined) =>
  node?.getAttribute('data-id') ?? node?.getAttribute('part') ?? node?.id ?? String(node);
const focused = (el: VideoCarousel) => nameOf(shadow(el).activeElement ?? document.activeElement);
const row = (el: VideoCarousel) => part(el, 'row')!;

async function carousel(scope: Scope, dir: 'ltr' | 'rtl' = 'ltr'): Promise<VideoCarousel> {
  const {endpoint, apiKey} = scope.source();
  const wrapper = await fixture<HTMLElement>(
    html`<div dir=${dir} style="width: 40rem">
      <button id="before">before</button>
      <video-carousel endpoint=${endpoint} api-key=${apiKey!} limit="6"></video-carousel>
      <button id="after">after</button>
    </div>`,
  );
  const el = wrapper.querySelector('video-carousel')!;
  await settled(el);
  return el;
}

describe('<video-carousel> keyboard and scrolling', () => {
  let scope: Scope;
  before(async () => {
    await setViewport({width: 1000, height: 800});
  });
  beforeEach(async () => {
    scope = await Scope.create();
  });

  it('makes the row a single tab stop between prev and next', async () => {
    const el = await carousel(scope);
    expect(cards(el).length).to.be.greaterThan(3);
    expect(cards(el).map((card) => card.tabIndex)).to.deep.equal(
      cards(el).map((_, i) => (i === 0 ? 0 : -1)),
    );
    document.getElementById('before')!.focus();
    await sendKeys({press: 'Tab'});
    expect(focused(el)).to.equal(nameOf(part(el, 'button-prev')));
    await sendKeys({press: 'Tab'});
    expect(focused(el)).to.equal(nameOf(cards(el)[0]));
    await sendKeys({press: 'Tab'});
    expect(focused(el)).to.equal(nameOf(part(el, 'button-next')));
    await sendKeys({press: 'Tab'});
    expect(nameOf(document.activeElement)).to.equal('after');
  });

  it('moves between cards with the arrow keys, Home and End', async () => {
    const el = await carousel(scope);
    const all = cards(el);
    all[0]!.focus();
    await sendKeys({press: 'ArrowRight'});
    expect(focused(el)).to.equal(nameOf(all[1]));
    await sendKeys({press: 'ArrowLeft'});
    expect(focused(el)).to.equal(nameOf(all[0]));
    await sendKeys({press: 'ArrowLeft'});
    expect(focused(el)).to.equal(nameOf(all[0]));
    await sendKeys({press: 'End'});
    expect(focused(el)).to.equal(nameOf(all.at(-1)));
    await sendKeys({press: 'Home'});
    expect(focused(el)).to.equal(nameOf(all[0]));
  });

  it('keeps the last focused card as the tab stop', async () => {
    const el = await carousel(scope);
    cards(el)[0]!.focus();
    await sendKeys({press: 'End'});
    await el.updateComplete;
    const last = cards(el).at(-1)!;
    expect(last.tabIndex).to.equal(0);
    expect(cards(el).filter((card) => card.tabIndex === 0)).to.have.length(1);
    document.getElementById('after')!.focus();
    await sendKeys({down: 'Shift'});
    await sendKeys({press: 'Tab'});
    await sendKeys({press: 'Tab'});
    await sendKeys({up: 'Shift'});
    expect(focused(el)).to.equal(nameOf(last));
  });

  it('reverses the arrow keys in a right-to-left page', async () => {
    const el = await carousel(scope, 'rtl');
    const all = cards(el);
    all[0]!.focus();
    await sendKeys({press: 'ArrowLeft'});
    expect(focused(el)).to.equal(nameOf(all[1]));
    await sendKeys({press: 'ArrowRight'});
    expect(focused(el)).to.equal(nameOf(all[0]));
  });

  for (const dir of ['ltr', 'rtl'] as const) {
    it(`pages with prev/next, disabled at the ends, without moving focus (${dir})`, async () => {
      const el = await carousel(scope, dir);
      const prev = part(el, 'button-prev')!;
      const next = part(el, 'button-next')!;
      await waitUntil(() => next.getAttribute('aria-disabled') === 'false');
      expect(prev).to.have.attribute('aria-disabled', 'true');
      expect(row(el).scrollWidth).to.be.greaterThan(row(el).clientWidth);

      next.focus();
      await sendKeys({press: 'Enter'});
      await waitUntil(() => prev.getAttribute('aria-disabled') === 'false', 'never left the start');
      expect(Math.abs(row(el).scrollLeft)).to.be.greaterThan(0);
      expect(focused(el)).to.equal(nameOf(next));

      // Keep paging until the end; the button stays focused even once it is disabled.
      await waitUntil(
        async () => {
          if (next.getAttribute('aria-disabled') === 'true') return true;
          await sendKeys({press: 'Enter'});
          return false;
        },
        'never reached the end',
        {interval: 300, timeout: 10_000},
      );
      expect(focused(el)).to.equal(nameOf(next));
      const scrolled = row(el).scrollLeft;
      await sendKeys({press: 'Enter'});
      // A page is a card width or more; 1px is Firefox settling a smooth scroll in RTL.
      expect(row(el).scrollLeft).to.be.closeTo(scrolled, 1);

      prev.click();
      await waitUntil(() => next.getAttribute('aria-disabled') === 'false');
    });
  }

  it('Previous pressed as Next starts scrolling goes back (before the buttons catch up)', async () => {
    const el = await carousel(scope);
    const prev = part(el, 'button-prev')!;
    const next = part(el, 'button-next')!;
    await waitUntil(() => next.getAttribute('aria-disabled') === 'false');
    // The first scroll event comes before the frame in which Previous is rendered enabled.
    const pressed = new Promise<boolean>((resolve) =>
      row(el).addEventListener(
        'scroll',
        () => {
          const shownDisabled = prev.getAttribute('aria-disabled') === 'true';
          prev.click();
          resolve(shownDisabled);
        },
        {once: true},
      ),
    );
    next.click();
    expect(await pressed, 'Previous was already shown enabled').to.be.true;
    await waitUntil(
      () => row(el).scrollLeft === 0 && prev.getAttribute('aria-disabled') === 'true',
      `the row stayed at ${row(el).scrollLeft}`,
    );
  });

  it('shows the card that gets focus', async () => {
    const el = await carousel(scope);
    cards(el)[0]!.focus();
    await sendKeys({press: 'End'});
    const box = row(el).getBoundingClientRect();
    await waitUntil(() => {
      const last = cards(el).at(-1)!.getBoundingClientRect();
      return last.right <= box.right + 1 && last.left >= box.left - 1;
    }, 'the focused card stayed out of view');
  });
});
