import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys, setViewport} from '../browser-commands.js';
import {pageProblems} from '../a11y/layout-checks.js';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import '../../src/video-player/video-player.js';
import {Scope} from '../stand-in.js';
import {cards, loadedVideos, mount, part, settled, shadow, text} from './helpers.js';

/** A carousel of every stand-in video (30: sectors such as Energy, tags such as ira, options). */
async function mountAll(scope: Scope, options: {filter?: string; filters?: boolean} = {}) {
  const el = await mount(scope, {category: '', limit: '30', ...options});
  await loadedVideos(el);
  return el;
}

const chips = (el: VideoCarousel) => [
  ...shadow(el).querySelectorAll<HTMLButtonElement>('[part~="filter-chip"]'),
];
const chip = (el: VideoCarousel, name: string) => chips(el).find((c) => text(c) === name)!;
const pressed = (el: VideoCarousel) =>
  chips(el)
    .filter((c) => c.getAttribute('aria-pressed') === 'true')
    .map(text);
const titles = (el: VideoCarousel) => cards(el).map((card) => card.dataset['id']);
const live = (el: VideoCarousel) => text(shadow(el).querySelector('[role="status"]'));

/** The ids of the loaded videos with this sector or tag, in any letter case. */
const idsOf = (videos: Video[], value: string) =>
  videos
    .filter(
      (video) =>
        video.sector?.toLowerCase() === value.toLowerCase() ||
        video.tags.some((tag) => tag.toLowerCase() === value.toLowerCase()),
    )
    .map((video) => String(video.id));

describe('<video-carousel> filter', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  describe('with a filter attribute and no chip bar', () => {
    it('shows only the videos of that sector or tag, in any letter case, and says how many', async () => {
      const el = await mountAll(scope, {filter: 'OPTIONS'});
      const videos = await loadedVideos(el);
      const expected = idsOf(videos, 'options');
      expect(expected.length).to.be.within(2, 29);
      await waitUntil(() => cards(el).length === expected.length, 'the filter was not applied');
      expect(titles(el)).to.deep.equal(expected);
      expect(part(el, 'filters')).to.equal(null);
      await waitUntil(() => live(el) === `Videos shown: ${expected.length}.`, live(el));
      await expect(el).to.be.accessible();
    });

    it('matches a sector as well as a tag', async () => {
      const el = await mountAll(scope, {filter: 'energy'});
      const expected = idsOf(await loadedVideos(el), 'Energy');
      expect(expected).to.not.be.empty;
      await waitUntil(() => titles(el).join() === expected.join(), 'sector not matched');
    });

    it('says what matched nothing, and Show all brings every video back', async () => {
      const el = await mountAll(scope, {filter: 'underwater basket weaving'});
      await waitUntil(() => part(el, 'no-match'), 'no no-match state');
      expect(cards(el)).to.be.empty;
      expect(text(part(el, 'no-match'))).to.contain('“underwater basket weaving”');
      // Nothing to page through: prev and next are out of the Tab order.
      expect(part(el, 'button-next')).to.have.attribute('inert');
      await expect(el).to.be.accessible();

      part(el, 'show-all-button')!.click();
      await waitUntil(() => cards(el).length === 24, 'Show all did not bring the videos back');
      expect(el.hasAttribute('filter')).to.be.false;
      expect(live(el)).to.equal('Videos shown: 30.');
    });
  });

  describe('with the chip bar (filters)', () => {
    it('offers All and the most frequent sectors and tags as toggle buttons', async () => {
      const el = await mountAll(scope, {filters: true});
      await waitUntil(() => chips(el).length, 'no chip bar');
      const bar = part(el, 'filters')!;
      expect(bar.getAttribute('role')).to.equal('group');
      expect(bar.getAttribute('aria-label')).to.equal('Filter videos');
      // All and at most 12 more, the most frequent sector first.
      expect(chips(el).length).to.be.within(2, 13);
      expect(chips(el).map(text).slice(0, 2)).to.deep.equal(['All', 'Financials']);
      expect(pressed(el)).to.deep.equal(['All']);
      await expect(el).to.be.accessible();
    });

    it('filters by the chip chosen with the keyboard, reflects it and fires videos-filter', async () => {
      const el = await mountAll(scope, {filters: true});
      await waitUntil(() => chips(el).length, 'no chip bar');
      const expected = idsOf(await loadedVideos(el), 'Technology');
      chip(el, 'Technology').focus();
      const event = oneEvent(el, 'videos-filter');
      await sendKeys({press: 'Enter'});
      const {detail, bubbles, composed} = await event;
      expect({detail, bubbles, composed}).to.deep.equal({
        detail: {filter: 'Technology'},
        bubbles: true,
        composed: true,
      });
      await el.updateComplete;
      expect(el.getAttribute('filter')).to.equal('Technology');
      expect(titles(el)).to.deep.equal(expected);
      expect(pressed(el)).to.deep.equal(['Technology']);
      expect(live(el)).to.equal(`Videos shown: ${expected.length}.`);
      // Focus stays on the chip, and the first card of the new list is the row's tab stop.
      expect(shadow(el).activeElement).to.equal(chip(el, 'Technology'));
      expect(
        cards(el)
          .filter((card) => card.tabIndex === 0)
          .map((c) => c.dataset['id']),
      ).to.deep.equal([expected[0]]);
      await expect(el).to.be.accessible();

      chip(el, 'All').click();
      await el.updateComplete;
      expect(el.hasAttribute('filter')).to.be.false;
      expect(cards(el)).to.have.length(24);
    });

    it('keeps the filter when videos-filter is cancelled', async () => {
      const el = await mountAll(scope, {filters: true});
      await waitUntil(() => chips(el).length, 'no chip bar');
      el.addEventListener('videos-filter', (event) => event.preventDefault(), {once: true});
      chip(el, 'Technology').click();
      await el.updateComplete;
      expect(el.hasAttribute('filter')).to.be.false;
      expect(pressed(el)).to.deep.equal(['All']);
    });

    it('shows a chip for an author’s filter that is not among the most frequent', async () => {
      const el = await mountAll(scope, {filters: true, filter: 'sparplan'});
      await waitUntil(() => pressed(el).length, 'no chip pressed');
      expect(pressed(el)).to.deep.equal(['sparplan']);
      expect(cards(el)).to.have.length(1);
    });
  });

  describe('at 200 % zoom of a 320 px window', () => {
    before(async () => {
      await setViewport({width: 160, height: 450});
    });
    after(async () => {
      await setViewport({width: 800, height: 600});
    });

    it('wraps the chips and the no-match state inside the carousel, none cut', async () => {
      const el = await mountAll(scope, {filters: true, filter: 'no such sector'});
      await waitUntil(() => chips(el).length && part(el, 'no-match'), 'no chips or no-match');
      const box = el.getBoundingClientRect();
      const controls = [...chips(el), part(el, 'show-all-button')!];
      const problems = controls.flatMap((control) => {
        const {left, right} = control.getBoundingClientRect();
        return [
          ...(left < box.left - 0.5 || right > box.right + 0.5
            ? [`${text(control)} is outside`]
            : []),
          ...(control.scrollWidth > control.clientWidth + 1 ? [`${text(control)} is cut`] : []),
        ];
      });
      expect([...problems, ...pageProblems(el)]).to.deep.equal([]);
      await expect(el).to.be.accessible();
    });
  });

  it('hands the linked player the filtered list as its queue', async () => {
    const {endpoint, apiKey} = scope.source();
    const page = await fixture<HTMLElement>(
      html`<div>
        <video-player id="filtered-player" endpoint=${endpoint} api-key=${apiKey!}></video-player>
        <video-carousel
          player="filtered-player"
          endpoint=${endpoint}
          api-key=${apiKey!}
          limit="30"
          filter="crypto"
        ></video-carousel>
      </div>`,
    );
    const player = page.querySelector('video-player')!;
    const carousel = page.querySelector('video-carousel')!;
    await settled(carousel);
    await waitUntil(
      () => cards(carousel).length && player.queue?.length === cards(carousel).length,
      'queue not filtered',
    );
    expect(player.queue!.map((video) => String(video.id))).to.deep.equal(titles(carousel));
    carousel.filter = '';
    await waitUntil(() => player.queue?.length === 30, 'queue did not follow All');
  });
});
