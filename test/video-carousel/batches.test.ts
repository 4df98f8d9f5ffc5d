import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys, setViewport} from '../browser-commands.js';
import {FIRST_BATCH} from '../../src/video-carousel/render-batch-controller.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {cards, loadedVideos, mount, part, sample, serve, shadow} from './helpers.js';

const COUNT = 200;

interface HeldFrames {
  /** Runs the callbacks held so far, as one frame would. */
  step(): void;
  /** Hands frames back to the browser, held callbacks included. */
  release(): void;
}

/**
 * Holds every animation frame callback, so the carousel stays at its first batch for as long
 * as a test needs it there.
 */
function holdFrames(): HeldFrames {
  const {requestAnimationFrame: request, cancelAnimationFrame: cancel} = window;
  const held = new Map<number, FrameRequestCallback>();
  // Far above the browser's own handles: a late cancel of a held one must cancel nothing real.
  let next = 1e9;
  window.requestAnimationFrame = (callback) => {
    held.set(++next, callback);
    return next;
  };
  window.cancelAnimationFrame = (handle) => held.delete(handle);
  return {
    step() {
      const callbacks = [...held.values()];
      held.clear();
      for (const callback of callbacks) callback(performance.now());
    },
    release() {
      window.requestAnimationFrame = request;
      window.cancelAnimationFrame = cancel;
      for (const callback of held.values()) request(callback);
    },
  };
}

const items = (scope: Scope) =>
  sample(scope).then(({playbackDetails: {streamUrl, thumbnailUrl, duration}}) =>
    Array.from({length: COUNT}, (_, i) => ({
      id: i + 1,
      title: `Video ${i + 1}`,
      playbackDetails: {streamUrl, thumbnailUrl, duration},
    })),
  );

const listItems = (el: VideoCarousel) => [...shadow(el).querySelectorAll('.list > li')];

describe('<video-carousel> with many videos', () => {
  let scope: Scope;
  let frames: HeldFrames | undefined;
  before(async () => {
    await setViewport({width: 1000, height: 800});
  });
  beforeEach(async () => {
    scope = await Scope.create();
    await serve(scope, await items(scope));
  });
  afterEach(() => {
    frames?.release();
    frames = undefined;
  });

  it('renders a first batch with the videos, then the rest on later frames', async () => {
    frames = holdFrames();
    const el = await mount(scope, {limit: String(COUNT)});
    expect(await loadedVideos(el)).to.have.length(COUNT);
    expect(cards(el)).to.have.length(FIRST_BATCH);
    // The list announces every video while its cards are still being added.
    expect(listItems(el).map((item) => item.getAttribute('aria-setsize'))).to.deep.equal(
      Array(FIRST_BATCH).fill(String(COUNT)),
    );
    await expect(el).to.be.accessible();

    frames.release();
    await waitUntil(() => cards(el).length === COUNT, 'not every card was rendered', {
      timeout: 10000,
    });
    expect(listItems(el).at(-1)).to.have.attribute('aria-posinset', String(COUNT));
    expect(cards(el).filter((card) => card.tabIndex === 0)).to.have.length(1);
  });

  it('focuses the real last card on End, rendering the rest first', async () => {
    frames = holdFrames();
    const el = await mount(scope, {limit: String(COUNT)});
    await loadedVideos(el);
    expect(cards(el)).to.have.length(FIRST_BATCH);
    cards(el)[0]!.focus();
    await sendKeys({press: 'End'});
    await waitUntil(
      () => shadow(el).activeElement?.getAttribute('data-id') === String(COUNT),
      'End did not reach the last card',
    );
    await el.updateComplete;
    expect(cards(el)).to.have.length(COUNT);
    expect(cards(el).at(-1)!.tabIndex).to.equal(0);

    await sendKeys({press: 'Home'});
    expect(shadow(el).activeElement?.getAttribute('data-id')).to.equal('1');
  });

  it('keeps next enabled at the end of the cards rendered so far', async () => {
    frames = holdFrames();
    const el = await mount(scope, {limit: String(COUNT)});
    await loadedVideos(el);
    const row = part(el, 'row')!;
    const next = part(el, 'button-next')!;
    row.scrollTo({left: row.scrollWidth, behavior: 'instant'});
    expect(row.scrollLeft).to.be.greaterThan(0);
    frames.step();
    await el.updateComplete;
    expect(next).to.have.attribute('aria-disabled', 'false');

    frames.release();
    frames = undefined;
    await waitUntil(() => cards(el).length === COUNT, 'not every card was rendered', {
      timeout: 10000,
    });
    // Scrolled again on every poll: a layout after the last batch may still move the row.
    await waitUntil(() => {
      row.scrollTo({left: row.scrollWidth, behavior: 'instant'});
      return next.getAttribute('aria-disabled') === 'true';
    }, 'next stayed enabled at the end');
  });
});
