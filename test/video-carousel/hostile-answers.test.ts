import {expect, oneEvent} from '@open-wc/testing';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {bytesSent, lie, type Lie} from '../lies.js';
import {waitUntil} from '../wait-until.js';
import {longTasks, report} from '../long-tasks.js';
import {Scope} from '../stand-in.js';
import {unhandledRejections} from '../unhandled-rejections.js';
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

  describe('with answers far larger than any list', () => {
    /**
     * A carousel whose request is held by the stand-in: what is observed after `answered`
     * releases it is the answer, from its first byte to the cards.
     */
    async function awaiting(records: Lie['records']): Promise<{el: VideoCarousel; own: Scope}> {
      const own = await Scope.create();
      await lie(own, {hold: true, records});
      const el = await mount(own, {limit: '12'});
      await waitUntil(async () => (await own.requests()).length === 1, 'no request');
      await el.updateComplete;
      await new Promise(requestAnimationFrame);
      return {el, own};
    }

    /** Lets the held answer come, and waits until the carousel shows it. */
    async function answered({el, own}: {el: VideoCarousel; own: Scope}): Promise<void> {
      await own.release();
      await loadedVideos(el);
    }

    // The long tasks of these answers are a timing: `npm run bench -- --part hostileAnswers`
    // measures them (issue 14's must-hold: none over 50 ms); a run of the suite reports them.
    it('shows limit cards from 10,000 records in small chunks, reading no further', async () => {
      // 12 records are about 8 KB of the 6.5 MB. The stand-in sends nothing after 256 KB: the
      // answer ends only when the carousel cancels the rest, however busy the machine.
      const pauseAfter = 256 * 1024;
      const prepared = await awaiting({
        count: 10_000,
        chunkSize: 4096,
        chunkDelayMs: 1,
        pauseAfter,
      });
      report(
        '10,000 records (6.5 MB) in 4 KB chunks, limit 12',
        await longTasks(() => answered(prepared)),
      );
      expect(cards(prepared.el)).to.have.length(12);
      expect(await bytesSent(prepared.own)).to.be.below(pauseAfter + 4096);
    });

    it('shows a card per record with megabyte titles', async () => {
      const prepared = await awaiting({count: 4, titleLength: 1_000_000, chunkSize: 64 * 1024});
      report(
        '4 records with 1 MB titles in 64 KB chunks',
        await longTasks(() => answered(prepared)),
      );
      expect(cards(prepared.el)).to.have.length(4);
    });
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
    const unhandled = await unhandledRejections(async () => {
      await lie(scope, {status: 404, reset: true});
      const el = await mount(scope);
      await settled(el);
      expect(part(el, 'error') !== null, 'an error state').to.be.true;
      // Long enough for the reset to reach the body the widget dropped.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(unhandled.map(String)).to.deep.equal([]);
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
