import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {cardsOf, closePages, openPage, playFirstCard, widgets} from './page.js';

describe('the embed snippet on a CMS page', () => {
  afterEach(closePages);

  it('loads the widgets from another origin and plays the chosen card in the player', async () => {
    const page = await openPage('cms');
    const {player, carousels} = widgets(page);
    await playFirstCard(carousels[0]!, player);
    expect(player.engine).to.equal('hls'); // The hls.js chunk came from the widgets' origin too.
    expect(page.record.errors).to.deep.equal([]);
    expect(page.record.warnings).to.deep.equal([]);
  });

  // As wide as a desktop column, and as a phone (where the poster's details go under the picture).
  for (const width of ['44rem', '22rem']) {
    it(`keeps the page still while the script loads, ${width} wide`, async () => {
      const page = await openPage('cms', width);
      const {player, carousels} = widgets(page);
      // The script is held back 400 ms: the page is painted with the elements undefined first.
      const [firstPaint] = page.window.performance.getEntriesByType('paint');
      expect(firstPaint!.startTime).to.be.below(page.record.definedAt);
      await cardsOf(carousels[0]!);
      await waitUntil(() => player.shadowRoot?.querySelector('[part~="facade"]'));
      const poster = player.shadowRoot!.querySelector<HTMLImageElement>('[part~="poster"]')!;
      await waitUntil(() => poster.complete, 'the poster does not load');
      // Every browser: each widget is as tall as the room the README's rules kept for it.
      const heights = [player, ...carousels].map((widget) =>
        Math.round(widget.getBoundingClientRect().height),
      );
      expect(page.record.undefinedHeights.map(Math.round)).to.deep.equal(heights);
      // The text under the widgets is in view: had they grown, it would have been seen to move.
      const below = page.document.querySelector('p')!.getBoundingClientRect();
      expect(below.bottom).to.be.below(page.window.innerHeight);
      // The Layout Instability API is Chromium's: there, the page's own shift score too.
      if (PerformanceObserver.supportedEntryTypes.includes('layout-shift')) {
        expect(page.record.layoutShift).to.equal(0);
      }
    });
  }
});

describe('the script loaded twice', () => {
  afterEach(closePages);

  it('warns once per tag and the first copy keeps working', async () => {
    const page = await openPage('double-load');
    const {player, carousels} = widgets(page);
    await playFirstCard(carousels[0]!, player);
    const taken = page.record.warnings.filter((text) => text.includes('is taken'));
    const tags = taken.map((text) => /<[\w-]+>/.exec(text)?.[0]).sort();
    expect(tags).to.deep.equal(['<video-carousel>', '<video-player>', '<video-transcript>']);
    expect(page.record.errors).to.deep.equal([]);
  });
});

describe('a tag another library registered first', () => {
  afterEach(closePages);

  it('warns, leaves that element alone, and the other widget works', async () => {
    const page = await openPage('foreign');
    const {player, carousels} = widgets(page);
    const cards = await cardsOf(carousels[0]!);
    expect(cards.length).to.be.greaterThan(0);
    expect(player.textContent).to.equal('Another library’s player');
    expect(page.record.warnings).to.have.length(1);
    expect(page.record.warnings[0]).to.contain('<video-player> is taken');
    expect(page.record.errors).to.deep.equal([]);
  });
});
