import {expect, fixture, html} from '@open-wc/testing';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {CATEGORY, cards, settled, shadow} from './helpers.js';

/** A carousel 600 px wide in direct mode: two cards and a half (16rem each) show in its row. */
async function narrow(scope: Scope, limit: number): Promise<VideoCarousel> {
  const {endpoint, apiKey} = scope.source();
  const page = await fixture<HTMLElement>(
    html`<div style="width: 600px">
      <video-carousel
        endpoint=${endpoint}
        api-key=${apiKey!}
        category=${CATEGORY}
        limit=${limit}
      ></video-carousel>
    </div>`,
  );
  return page.querySelector('video-carousel')!;
}

interface Seen {
  rendered: number;
  /** Whether the region said it was busy then. */
  busy: boolean;
  /** How many cards the next frame painted. */
  painted?: number;
}

/** How many cards the row holds each time its shadow root changes, and on the frame after. */
function watchCards(el: VideoCarousel) {
  const seen: Seen[] = [];
  const observer = new MutationObserver(() => {
    const rendered = cards(el).length;
    if (!rendered || rendered === seen.at(-1)?.rendered) return;
    const busy = shadow(el).querySelector('.region')?.getAttribute('aria-busy') === 'true';
    const entry: Seen = {rendered, busy};
    seen.push(entry);
    requestAnimationFrame(() => (entry.painted = cards(el).length));
  });
  observer.observe(shadow(el), {childList: true, subtree: true});
  return {seen, stop: () => observer.disconnect()};
}

describe('<video-carousel> renders a new list’s first row first', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  it('renders the cards that show in the frame the list comes, and the others after it', async () => {
    await scope.fault({hold: true}); // The list comes once the watch is on.
    const el = await narrow(scope, 12);
    await waitUntil(async () => (await scope.requests()).length === 1, 'no request');
    const watch = watchCards(el);
    const loads: Array<{videos: number; cards: number}> = [];
    el.addEventListener('videos-load', ({detail}) =>
      loads.push({videos: detail.videos.length, cards: cards(el).length}),
    );
    try {
      await scope.release();
      await settled(el);
      const [load] = loads;
      expect(load?.videos).to.be.above(3);
      // Three cards reach into 600 px (the third in part); the frame that paints them has no other.
      expect(watch.seen.map(({rendered, busy}) => ({rendered, busy}))).to.deep.equal([
        {rendered: 3, busy: true},
        {rendered: load!.videos, busy: false},
      ]);
      expect(watch.seen[0]!.painted).to.equal(3);
      // The page hears of the list once every card is in the row.
      expect(loads).to.deep.equal([{videos: load!.videos, cards: load!.videos}]);
    } finally {
      watch.stop();
    }
  });

  it('renders a list the row shows whole at once', async () => {
    await scope.fault({hold: true});
    const el = await narrow(scope, 2);
    await waitUntil(async () => (await scope.requests()).length === 1, 'no request');
    const watch = watchCards(el);
    try {
      await scope.release();
      await settled(el);
      expect(watch.seen.map(({rendered, busy}) => ({rendered, busy}))).to.deep.equal([
        {rendered: 2, busy: false},
      ]);
    } finally {
      watch.stop();
    }
  });
});
