import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {
  CATEGORY,
  cardOf,
  cards,
  loadedVideos,
  mount,
  part,
  settled,
  shadow,
  text,
} from './helpers.js';

function rect(node: Element | null | undefined) {
  const {x, y, width, height} = node!.getBoundingClientRect();
  return {x, y, width, height};
}

const LAYOUT_SHIFT = 'LayoutShift' in window;

describe('<video-carousel>', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  describe('while loading', () => {
    it('shows skeleton cards of the final size, so nothing shifts when the videos arrive', async () => {
      await scope.fault({hold: true}); // The list comes when the test has seen the skeletons.
      const el = await mount(scope, {limit: '3'});
      const loaded = oneEvent(el, 'videos-load');
      const skeletons = shadow(el).querySelectorAll('[part~="skeleton"]');
      expect(skeletons).to.have.length(3);
      expect(part(el, 'region')).to.have.attribute('aria-busy', 'true');
      const before = {host: rect(el), first: rect(skeletons[0]), last: rect(skeletons[2])};

      await scope.release();
      await loaded;
      await el.updateComplete;
      const items = shadow(el).querySelectorAll('li');
      expect({host: rect(el), first: rect(items[0]), last: rect(items[2])}).to.deep.equal(before);
    });

    // The Layout Instability API is Chromium's; Firefox is covered by the test above.
    (LAYOUT_SHIFT ? it : it.skip)('reports no layout shift', async () => {
      const shifts: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & {value: number}).value);
      });
      observer.observe({type: 'layout-shift'});
      await scope.fault({hold: true});
      const el = await mount(scope, {limit: '4'});
      // Text under the carousel: a row that grew would be seen to push it.
      el.after(Object.assign(document.createElement('p'), {textContent: 'Under the carousel'}));
      await new Promise(requestAnimationFrame); // The loading row is laid out and painted.
      expect(shadow(el).querySelectorAll('[part~="skeleton"]')).to.have.length(4);
      await scope.release();
      await settled(el);
      await new Promise(requestAnimationFrame);
      observer.disconnect();
      expect(shifts.reduce((sum, value) => sum + value, 0)).to.equal(0);
    });
  });

  describe('with videos', () => {
    let el: VideoCarousel;
    let videos: Video[];
    // An English page: the dates and spoken lengths below are English words.
    before(() => document.documentElement.setAttribute('lang', 'en-US'));
    after(() => document.documentElement.removeAttribute('lang'));
    beforeEach(async () => {
      el = await mount(scope, {limit: '4'});
      videos = await loadedVideos(el);
    });

    it('shows one card per video, in the service order, in a labelled region with a list', async () => {
      expect(videos).to.have.length.within(1, 4);
      expect(cards(el).map((card) => card.dataset['id'])).to.deep.equal(
        videos.map((video) => String(video.id)),
      );
      const region = part(el, 'region')!;
      expect(region.localName).to.equal('section');
      expect(region).to.have.attribute('aria-label', `Videos: ${CATEGORY}`);
      expect(region).to.have.attribute('aria-busy', 'false');
      expect(cards(el).every((card) => card.closest('li')?.parentElement?.localName === 'ul')).to.be
        .true;
    });

    // The stand-in's first record of the category (demo/stand-in/videos.js), as a reader of an
    // English page sees it: written out here, not made with the formatters the card uses.
    it('shows the fields of a record on its card', async () => {
      expect(videos[0]!.id).to.equal(1001);
      const card = cardOf(cards(el)[0]!);
      const [thumbnail] = card.querySelectorAll('img');
      // Decorative: the title beside it names the card; an alt would say it twice.
      expect(thumbnail!.src).to.match(/\/videos\/stocks-explained\/thumbnail\.jpg\?time=2$/);
      expect(thumbnail).to.include({alt: '', loading: 'lazy', decoding: 'async'});
      expect(text(card.querySelector('[part~="title"]'))).to.equal(
        'What Is a Stock? Owning a Slice of a Company',
      );
      expect(text(card.querySelector('[part~="duration"]'))).to.equal('0:36'); // 35.751 s
      expect(text(card.querySelector('[part~="date"]'))).to.equal('Jan 9, 2023');
      expect(text(card.querySelector('[part~="sector"]'))).to.equal('Technology');
      expect(text(card.querySelector('[part~="asset"]'))).to.equal('AAPL');
      expect(text(card.querySelector('[part~="difficulty"]'))).to.equal('Level 1');
      expect(card.querySelector('[part~="community"]')).to.equal(null);
    });

    it('names each card by its title and spoken duration, and describes it by the rest', () => {
      const button = cards(el)[0]!;
      expect(text(button)).to.equal('What Is a Stock? Owning a Slice of a Company, 36 seconds');
      const description = shadow(el).getElementById(button.getAttribute('aria-describedby')!);
      expect(description).to.exist;
      expect(text(description)).to.contain('Technology');
    });

    it('is accessible', async () => {
      await expect(el).to.be.accessible();
    });

    it('loads anew from the service when reload() is called', async () => {
      await el.reload();
      expect(await scope.requests()).to.have.length(2);
    });
  });

  describe('when the category has no videos', () => {
    it('says so', async () => {
      const el = await mount(scope, {category: 'No Such Category'});
      await settled(el);
      expect(text(part(el, 'empty'))).to.equal(
        'There are no videos in the category “No Such Category” yet.',
      );
      expect(cards(el)).to.be.empty;
      await expect(el).to.be.accessible();
    });
  });

  describe('when loading fails', () => {
    async function failed(el: VideoCarousel): Promise<HTMLElement> {
      await settled(el);
      return part(el, 'error')!;
    }

    it('fires videos-error with the error, once it shows', async () => {
      const {endpoint} = scope.source();
      const errors: Error[] = [];
      const el = await fixture<VideoCarousel>(
        html`<video-carousel
          endpoint=${endpoint}
          api-key="wrong-key"
          @videos-error=${(event: CustomEvent<{error: Error}>) => {
            errors.push(event.detail.error);
            // The element, not \`el\`: the error may come before \`fixture\` has returned it.
            expect(part(event.currentTarget as VideoCarousel, 'error')).to.exist;
          }}
        ></video-carousel>`,
      );
      await settled(el);
      expect(errors).to.have.length(1);
      expect(errors[0]).to.include({kind: 'auth', status: 401});
    });

    it('says the key is wrong, with a retry button for once it is fixed', async () => {
      const el = await mount(scope, {apiKey: 'wrong-key'});
      const error = await failed(el);
      expect(text(error)).to.contain('refused the API key');
      expect(part(el, 'retry-button') !== null, 'a retry button').to.be.true;
      await expect(el).to.be.accessible();
    });

    it('says the endpoint is not the service when it answers 404', async () => {
      const el = await fixture<VideoCarousel>(
        html`<video-carousel endpoint="/no-such-api/"></video-carousel>`,
      );
      const error = await failed(el);
      expect(text(error)).to.match(/endpoint/i);
      expect(part(el, 'retry-button') !== null, 'a retry button').to.be.true;
    });

    it('says the service is down, and loads when Retry is pressed', async () => {
      await scope.fault(...Array.from({length: 3}, () => ({status: 503, retryAfter: '0'})));
      const el = await mount(scope);
      const error = await failed(el);
      expect(text(error)).to.contain('having trouble');
      await expect(el).to.be.accessible();

      const loaded = oneEvent(el, 'videos-load');
      part(el, 'retry-button')!.click();
      await loaded;
      await settled(el);
      expect(cards(el)).not.to.be.empty;
      // The retry button is gone; focus goes on to the first card instead of the page.
      expect(shadow(el).activeElement === cards(el)[0], 'focus is on the first card').to.be.true;
    });

    it('loads by itself when the browser comes back online', async () => {
      await scope.fault(...Array.from({length: 3}, () => ({status: 503, retryAfter: '0'})));
      const el = await mount(scope);
      await failed(el);
      const loaded = oneEvent(el, 'videos-load');
      window.dispatchEvent(new Event('online'));
      await loaded;
    });

    it('says the reader is offline, with a retry button', async () => {
      // A browser cannot be taken offline from inside a test page.
      Object.defineProperty(navigator, 'onLine', {configurable: true, get: () => false});
      try {
        const el = await fixture<VideoCarousel>(
          html`<video-carousel endpoint="http://127.0.0.1:9/"></video-carousel>`,
        );
        const error = await failed(el);
        expect(text(error)).to.contain('You are offline');
        expect(part(el, 'retry-button')).to.exist;
        await expect(el).to.be.accessible();
      } finally {
        delete (navigator as {onLine?: boolean}).onLine;
      }
    });

    for (const limit of ['0', '-3', '2.5', 'twelve', '', '1e9', '0x10', '1001', '1.0', '+5']) {
      it(`shows an authoring error and makes no request for limit="${limit}"`, async () => {
        const el = await mount(scope, {limit});
        const error = await failed(el);
        expect(text(error)).to.contain(
          `The limit attribute must be a whole number from 1 to 1000, such as limit="12"; it is "${limit}".`,
        );
        expect(part(el, 'retry-button') === null, 'no retry button').to.be.true;
        expect(await scope.requests()).to.be.empty;
      });
    }

    it('is accessible with an authoring error', async () => {
      const el = await mount(scope, {limit: '0x10'});
      await failed(el);
      await expect(el).to.be.accessible();
    });

    it('takes the largest limit, 1000, as written', async () => {
      const el = await mount(scope, {limit: '1000'});
      await loadedVideos(el);
      const [request] = await scope.requests();
      expect(request?.query['limit']).to.equal('1000');
    });

    it('says an endpoint is missing when neither the element nor the page sets one', async () => {
      const el = await fixture<VideoCarousel>(html`<video-carousel></video-carousel>`);
      const error = await failed(el);
      expect(text(error)).to.contain('No endpoint is set');
    });
  });
});
