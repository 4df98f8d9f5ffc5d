import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import type {Video} from '../../src/data/index.js';
import {Scope} from '../stand-in.js';
import {fetchedUrls} from '../resource-timing.js';
import {
  cardOf,
  cards,
  loadedVideos,
  mount,
  part,
  sample,
  serve,
  settled,
  shadow,
  silenceWarnings,
  text,
} from './helpers.js';

declare global {
  interface Window {
    pwned?: boolean;
  }
}

const COUNT = 250;

describe('<video-carousel> records', () => {
  let scope: Scope;
  let good: Video;
  silenceWarnings();
  beforeEach(async () => {
    scope = await Scope.create();
    good = await sample(scope);
  });

  describe('when they are hostile', () => {
    const SCRIPT = '<img src=x onerror="window.pwned=true"><script>window.pwned=true</script>';

    it('renders markup in text fields as text', async () => {
      await serve(scope, [
        {...good, id: 1, title: SCRIPT, sector: SCRIPT, finasset: SCRIPT, tags: [SCRIPT]},
      ]);
      const el = await mount(scope);
      await settled(el);
      const card = cardOf(cards(el)[0]!);
      expect(text(card.querySelector('[part~="title"]'))).to.equal(SCRIPT);
      // Chips are cut to 40 characters; the markup in it is text.
      expect(text(card.querySelector('[part~="sector"]'))).to.equal(`${SCRIPT.slice(0, 39)}…`);
      expect(card.querySelectorAll('img')).to.have.length(1); // the thumbnail only
      expect(shadow(el).querySelector('script')).to.be.null;
      expect(window.pwned).to.be.undefined;
      await expect(el).to.be.accessible();
    });

    it('drops records whose media URLs are not http(s), and never renders such a URL', async () => {
      const {playbackDetails} = good;
      await serve(scope, [
        {
          ...good,
          id: 1,
          playbackDetails: {...playbackDetails, thumbnailUrl: 'javascript:alert(1)'},
        },
        {...good, id: 2, playbackDetails: {streamUrl: 'javascript:alert(1)', mp4Url: 'data:,x'}},
        {...good, id: 3, playbackDetails: {...playbackDetails, gifUrl: 'javascript:alert(1)'}},
      ]);
      const el = await mount(scope);
      await settled(el);
      expect(cards(el).map((card) => card.dataset['id'])).to.deep.equal(['1', '3']);
      // Without a usable thumbnail the card keeps its place with an empty frame.
      expect(cardOf(cards(el)[0]!).querySelector('img')).to.be.null;
      expect(shadow(el).innerHTML).not.to.contain('javascript:');
      expect(shadow(el).innerHTML).not.to.contain('data:');
    });

    it('drops records missing an id, a title or playback details, and keeps the rest', async () => {
      const without = (key: keyof Video) =>
        Object.fromEntries(Object.entries(good).filter(([name]) => name !== key));
      await serve(scope, [
        without('id'),
        {...without('title'), id: 2},
        {...without('playbackDetails'), id: 3},
        {...good, id: 4},
        null,
        'a string',
        {...good, id: 4, title: 'A duplicate id'},
      ]);
      const el = await mount(scope);
      await settled(el);
      expect(cards(el).map((card) => card.dataset['id'])).to.deep.equal(['4']);
    });

    it('leaves out fields of the wrong type instead of showing them', async () => {
      await serve(scope, [
        {
          ...good,
          id: 5,
          originalDate: 'yesterday',
          sector: 42,
          finasset: {},
          difficulty: '3',
          community: 'yes',
          tags: 'not a list',
          playbackDetails: {...good.playbackDetails, duration: 'long'},
        },
      ]);
      const el = await mount(scope);
      await settled(el);
      const [button] = cards(el);
      for (const name of [
        'date',
        'sector',
        'asset',
        'difficulty',
        'community',
        'tag',
        'duration',
      ]) {
        expect(cardOf(button!).querySelector(`[part~="${name}"]`), name).to.be.null;
      }
      expect(text(button)).to.equal(good.title);
      await expect(el).to.be.accessible();
    });
  });

  it('shows every tag whole, and says the sector and the tags apart', async () => {
    const tags = ['ai', 'bitcoin', 'gamma', 'delta', 'epsilon'];
    await serve(scope, [{...good, id: 6, sector: 'Technology', tags}]);
    const el = await mount(scope);
    await settled(el);
    const [button] = cards(el);
    const card = cardOf(button!);
    const chips = [...card.querySelectorAll<HTMLElement>('[part~="tag"]')];
    expect(chips.map((chip) => text(chip))).to.deep.equal(tags);
    for (const chip of chips) {
      expect(chip.scrollWidth, `"${text(chip)}" is cut`).to.be.at.most(chip.clientWidth);
    }
    const description = shadow(el).getElementById(button!.getAttribute('aria-describedby')!);
    expect(text(description)).to.contain(
      'Sector: Technology. Tags: ai, bitcoin, gamma, delta, epsilon.',
    );
  });

  it('stays cheap with hundreds of videos: lazy thumbnails, off-screen cards skipped', async () => {
    // Lean records (the stand-in takes 64 KiB of faults), each with its own thumbnail URL
    // so the thumbnails fetched can be counted.
    const {streamUrl, thumbnailUrl, duration} = good.playbackDetails;
    const items = Array.from({length: COUNT}, (_, i) => ({
      id: i + 1,
      title: `Video ${i}`,
      playbackDetails: {streamUrl, thumbnailUrl: `${thumbnailUrl}&n=${i}`, duration},
    }));
    await serve(scope, items);
    performance.clearResourceTimings();
    const el = await mount(scope, {limit: String(COUNT)});
    await loadedVideos(el);
    // While its card is in view: each Load more scrolls the row away from it, and a lazy image
    // out of view is not fetched (WebKit, on a loaded machine, had not yet fetched it).
    const first = shadow(el).querySelector<HTMLImageElement>('[part~="thumbnail"]')!;
    await waitUntil(
      () => first.complete && first.naturalWidth > 0,
      'the first thumbnail never loaded',
    );
    // Load more until every card is in the row: the thumbnails off-screen are still not fetched.
    while (cards(el).length < COUNT) {
      const shown = cards(el).length;
      await waitUntil(() => part(el, 'load-more-button'), 'no Load more');
      part(el, 'load-more-button')!.click();
      await waitUntil(() => cards(el).length > shown, 'Load more added no card');
    }
    await el.updateComplete;
    expect(getComputedStyle(shadow(el).querySelector('li')!).contentVisibility).to.equal('auto');
    // How fast they paint is `npm run bench`'s to measure, not a test's to time. Each Load more
    // scrolls to its first new card, so each page fetches about a screen's worth (and the
    // engines look ahead by different margins: 7 in Chromium, 15 in Firefox, 41 in WebKit).
    expect(fetchedUrls((url) => url.includes('&n=')).length).to.be.within(1, COUNT / 4);
  });
});
