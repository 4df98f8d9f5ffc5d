import {expect, oneEvent} from '@open-wc/testing';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {lie} from '../lies.js';
import {Scope} from '../stand-in.js';
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

/** Long tasks (over 50 ms) while `during` runs; Chromium only, undefined elsewhere. */
async function longTasks(during: () => Promise<unknown>): Promise<number[] | undefined> {
  if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) {
    await during();
    return undefined;
  }
  const durations: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) durations.push(Math.round(entry.duration));
  });
  observer.observe({type: 'longtask'});
  await during();
  // Entries are delivered after the task; one more frame lets the last arrive.
  await new Promise(requestAnimationFrame);
  await new Promise((resolve) => setTimeout(resolve, 0));
  observer.disconnect();
  return durations;
}

/** The figure for the report: `npm test` output shows it; speed is not asserted (house rule). */
function report(what: string, durations: number[] | undefined): void {
  console.log(
    durations === undefined
      ? `${what}: long tasks not observable in this browser`
      : `${what}: ${durations.length} long task(s) over 50 ms${durations.length ? `, longest ${Math.max(...durations)} ms` : ''}`,
  );
}

describe('<video-carousel> against a service that lies', () => {
  let scope: Scope;
  let good: Video;
  silenceWarnings();
  beforeEach(async () => {
    scope = await Scope.create();
    good = await sample(scope);
  });

  it('shows at most limit cards when the answer holds more', async () => {
    await lie(scope, {records: {count: 40}});
    const el = await mount(scope, {limit: '12'});
    const videos = await loadedVideos(el);
    expect(videos).to.have.length(12);
    expect(cards(el)).to.have.length(12);
    expect(cardOf(cards(el)[11]!).getAttribute('aria-setsize')).to.equal('12');
  });

  it('shows limit cards from an answer of 2,500 records', async () => {
    await lie(scope, {records: {count: 2500}});
    let el: VideoCarousel | undefined;
    let videos: Video[] = [];
    const durations = await longTasks(async () => {
      el = await mount(scope, {limit: '12'});
      videos = await loadedVideos(el);
    });
    report('2,500 records (1.6 MB), limit 12', durations);
    expect(videos).to.have.length(12);
    expect(cards(el!)).to.have.length(12);
  });

  it('refuses an answer of 10,000 records (6.5 MB) with words and Retry, instead of freezing', async () => {
    await lie(scope, {records: {count: 10_000}});
    let el: VideoCarousel | undefined;
    const durations = await longTasks(async () => {
      el = await mount(scope, {limit: '1000'});
      await settled(el);
    });
    report('10,000 records (6.5 MB), limit 1000', durations);
    expect(cards(el!)).to.be.empty;
    expect(text(part(el!, 'error'))).to.contain('honours the limit parameter');
    expect(part(el!, 'retry-button') !== null, 'a retry button').to.be.true;
  });

  it('lays out a bounded title when a title is a megabyte long', async () => {
    await lie(scope, {records: {count: 1, titleLength: 1_000_000}});
    let el: VideoCarousel | undefined;
    const durations = await longTasks(async () => {
      el = await mount(scope, {limit: '12'});
      await loadedVideos(el);
    });
    report('a 1 MB title', durations);
    const [title] = [...shadow(el!).querySelectorAll('[part~="title"]')].map((t) => t.textContent!);
    expect(title!.length).to.equal(200);
    expect(title!.endsWith('…')).to.be.true;
    // The name a screen reader hears is bounded too.
    expect(text(cards(el!)[0]).length).to.be.below(300);
  });

  it('offers Retry when a 200 answer is not JSON, and loads when it is pressed', async () => {
    await scope.fault({status: 200, body: '<html>Welcome</html>', contentType: 'text/html'});
    const el = await mount(scope);
    await settled(el);
    expect(text(part(el, 'error'))).to.contain('did not answer like the video service');
    const loaded = oneEvent(el, 'videos-load');
    part(el, 'retry-button')!.click();
    await loaded;
    expect(cards(el)).not.to.be.empty;
  });

  it('says so, in its own words, when every record is unusable', async () => {
    await serve(scope, [
      {id: 'x'},
      {...good, id: 2, title: ''},
      {...good, id: 3, playbackDetails: {}},
    ]);
    const el = await mount(scope);
    await settled(el);
    expect(part(el, 'empty')).to.equal(null);
    expect(text(part(el, 'error'))).to.contain('none can be shown');
    expect(text(part(el, 'error'))).to.contain('Check these records in the video service');
    expect(part(el, 'retry-button') !== null, 'a retry button').to.be.true;
    await expect(el).to.be.accessible();
  });

  it('throws nothing uncaught when the connection resets after an error status', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (event: PromiseRejectionEvent) => unhandled.push(event.reason);
    window.addEventListener('unhandledrejection', onUnhandled);
    try {
      await lie(scope, {status: 404, reset: true});
      const el = await mount(scope);
      await settled(el);
      expect(part(el, 'error') !== null, 'an error state').to.be.true;
      // Long enough for the reset to reach the body the widget dropped.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled.map(String)).to.deep.equal([]);
    } finally {
      window.removeEventListener('unhandledrejection', onUnhandled);
    }
  });

  describe('fields no video can have', () => {
    it('leaves out an impossible date and duration instead of inventing them', async () => {
      await serve(scope, [
        {
          ...good,
          id: 1,
          originalDate: '2024-13-45T00:00:00.000+00:00',
          playbackDetails: {...good.playbackDetails, duration: 2.77e296},
        },
      ]);
      const el = await mount(scope);
      await settled(el);
      const card = cardOf(cards(el)[0]!);
      expect(card.querySelector('[part~="date"]')).to.equal(null);
      expect(card.querySelector('[part~="duration"]')).to.equal(null);
      expect(text(cards(el)[0])).to.equal(good.title);
      expect(card.textContent).not.to.contain('2025');
      expect(card.textContent).not.to.contain('e+');
    });

    it('names a card whose title shows nothing', async () => {
      await serve(scope, [{...good, id: 77, title: '\u200b\u200c\u200d\u2066\u2069'}]);
      const el = await mount(scope);
      await settled(el);
      expect(text(cardOf(cards(el)[0]!).querySelector('[part~="title"]'))).to.equal(
        'Untitled video 77',
      );
      await expect(el).to.be.accessible();
    });

    it('isolates right-to-left and override characters in a title', async () => {
      const rtl = 'ما هو صندوق المؤشرات؟';
      const override = '\u202eevil title';
      await serve(scope, [
        {...good, id: 1, title: rtl},
        {...good, id: 2, title: override},
      ]);
      const el = await mount(scope);
      await settled(el);
      const [arabic, overridden] = [...shadow(el).querySelectorAll('[part~="title"]')];
      expect(arabic!.matches(':dir(rtl)'), 'the Arabic title runs right to left').to.be.true;
      expect(getComputedStyle(arabic!).unicodeBidi).to.equal('isolate');
      expect(getComputedStyle(overridden!).unicodeBidi).to.equal('isolate');
      // The spoken duration after the title stays outside the title's isolate.
      const after = arabic!.nextElementSibling;
      expect(arabic!.contains(after)).to.be.false;
    });
  });
});
