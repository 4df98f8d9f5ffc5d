import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope, standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {CATEGORY, cards, mount, part, settled, shadow} from './helpers.js';

/** Records the signal of every request for a list while still making it: they stay real. */
function watchFetches() {
  const original = window.fetch;
  const calls: Array<{url: string; signal?: AbortSignal}> = [];
  window.fetch = (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes('/content/video')) calls.push({url, signal: init?.signal ?? undefined});
    return original(input, init);
  };
  return {calls, restore: () => void (window.fetch = original)};
}

/** Once the service holds the first request: one the page aborts sooner never reaches it. */
const held = (scope: Scope) =>
  waitUntil(async () => (await scope.requests()).length === 1, 'the request never came');

describe('<video-carousel> loading', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  it('sends category and limit to the service', async () => {
    const el = await mount(scope, {limit: '2'});
    await settled(el);
    const [request] = await scope.requests();
    expect(request?.query).to.deep.equal({categoryName: CATEGORY, limit: '2'});
  });

  it('asks for every category, 12 videos, without a category attribute', async () => {
    const source = scope.source();
    const el = await fixture<VideoCarousel>(
      html`<video-carousel endpoint=${source.endpoint} api-key=${source.apiKey!}></video-carousel>`,
    );
    await settled(el);
    const [request] = await scope.requests();
    expect(request?.query).to.deep.equal({limit: '12'});
    expect(part(el, 'region')).to.have.attribute('aria-label', 'Videos');
  });

  it('loads anew when an attribute changes', async () => {
    const el = await mount(scope, {limit: '1'});
    await settled(el);
    const loaded = oneEvent(el, 'videos-load');
    el.setAttribute('limit', '3');
    await loaded;
    const requests = await scope.requests();
    expect(requests.map((request) => request.query)).to.deep.equal([
      {categoryName: CATEGORY, limit: '1'},
      {categoryName: CATEGORY, limit: '3'},
    ]);
  });

  it('aborts the stale request when an attribute changes while loading', async () => {
    await scope.fault({hold: true}); // Loading until the widget itself gives the request up.
    const fetches = watchFetches();
    try {
      const el = await mount(scope, {limit: '2'});
      await held(scope);
      const errors: Event[] = [];
      el.addEventListener('videos-error', (event) => errors.push(event));
      const loaded = oneEvent(el, 'videos-load');
      el.category = 'No Such Category';
      const {videos} = (await loaded).detail;
      expect(videos).to.be.empty;
      expect(fetches.calls).to.have.length(2);
      expect(fetches.calls[0]!.signal?.aborted).to.be.true;
      expect(fetches.calls[1]!.url).to.contain('categoryName=No+Such+Category');
      await settled(el);
      expect(part(el, 'empty')).to.exist;
      expect(errors).to.be.empty;
    } finally {
      fetches.restore();
    }
  });

  it('aborts its request when removed from the page, and loads again when put back', async () => {
    await scope.fault({hold: true}); // Loading until the widget itself gives the request up.
    const fetches = watchFetches();
    try {
      const el = await mount(scope, {limit: '2'});
      await held(scope);
      const parent = el.parentElement!;
      el.remove();
      expect(fetches.calls[0]!.signal?.aborted).to.be.true;
      const loaded = oneEvent(el, 'videos-load');
      parent.append(el);
      expect((await loaded).detail.videos).to.have.length(2);
    } finally {
      fetches.restore();
    }
  });

  it('makes one request for three carousels of the same category', async () => {
    const source = scope.source();
    const page = await fixture<HTMLElement>(
      html`<div>
        ${[1, 2, 3].map(
          () =>
            html`<video-carousel
              endpoint=${source.endpoint}
              api-key=${source.apiKey!}
              category=${CATEGORY}
              limit="4"
            ></video-carousel>`,
        )}
      </div>`,
    );
    const carousels = [...page.querySelectorAll('video-carousel')];
    await Promise.all(carousels.map(settled));
    expect(carousels.map((el) => cards(el).length)).to.deep.equal(
      Array(3).fill(cards(carousels[0]!).length),
    );
    expect(await scope.requests()).to.have.length(1);
  });

  describe('with the page default endpoint', () => {
    let meta: HTMLMetaElement;
    beforeEach(async () => {
      meta = document.createElement('meta');
      meta.name = 'video-content-widgets:endpoint';
      meta.content = (await standIn()).proxyPath;
      document.head.append(meta);
    });
    afterEach(() => meta.remove());

    it('reads through the proxy the page names, with no key in the browser', async () => {
      const fetches = watchFetches();
      try {
        const el = await fixture<VideoCarousel>(
          html`<video-carousel category=${CATEGORY} limit="2"></video-carousel>`,
        );
        await settled(el);
        expect(cards(el)).to.have.length(2);
        expect(new URL(fetches.calls[0]!.url).pathname).to.equal('/api/video/content/video');
        expect(shadow(el).querySelector('[part~="error"]')).to.be.null;
      } finally {
        fetches.restore();
      }
    });
  });
});
