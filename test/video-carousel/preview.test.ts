import {aTimeout, expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {canEmulateMedia, emulateMedia, sendMouse, stillBox} from '../browser-commands.js';
import {PREVIEW_DELAY} from '../../src/video-carousel/gif-preview-controller.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {cardOf, cards, mount, sample, serve, settled} from './helpers.js';
import {fetchedUrls} from '../resource-timing.js';
import {ManualTimers} from '../playback/manual-timers.js';

const preview = (button: HTMLElement) =>
  cardOf(button).querySelector<HTMLImageElement>('[part~="preview"]');

/** URLs of the GIFs of this scope's cards that the page has fetched. */
const gifsFetched = (scope: Scope) =>
  fetchedUrls((url) => url.includes('/animated.gif') && url.includes(scope.id));

async function hover(card: HTMLElement): Promise<void> {
  const box = await stillBox(card);
  await sendMouse({type: 'move', position: [Math.round(box.x + 20), Math.round(box.y + 20)]});
}

/** Three cards whose GIF URLs belong to this test alone, so their downloads can be counted. */
async function loaded(scope: Scope, preview?: 'none'): Promise<VideoCarousel> {
  const good = await sample(scope);
  const {gifUrl} = good.playbackDetails;
  await serve(
    scope,
    [1, 2, 3].map((id) => ({
      ...good,
      id,
      playbackDetails: {...good.playbackDetails, gifUrl: `${gifUrl}?scope=${scope.id}&card=${id}`},
    })),
  );
  const el = await mount(scope, {limit: '3', preview});
  await settled(el);
  return el;
}

/**
 * Proving that nothing happens takes waiting past the delay: there is no event to await
 * for a preview that never starts.
 */
const pastTheDelay = () => aTimeout(PREVIEW_DELAY * 2);

describe('<video-carousel> GIF preview', () => {
  let scope: Scope;
  /** The carousel's timers (its only one: the preview's delay), in the tests that end it. */
  let timers: ManualTimers | undefined;
  const manualTimers = () => (timers = new ManualTimers());
  beforeEach(async () => {
    scope = await Scope.create();
    performance.clearResourceTimings();
  });
  afterEach(async () => {
    timers?.restore();
    timers = undefined;
    await sendMouse({type: 'move', position: [0, 0]});
    if (canEmulateMedia) await emulateMedia({reducedMotion: 'no-preference'});
  });

  it('swaps in the GIF after a short hover, not before, and removes it on leave', async () => {
    const el = await loaded(scope);
    const timers = manualTimers();
    const [card] = cards(el);
    await hover(card!);
    // The delay has started, and ends when the test says: a slow pointer move cannot outlast it.
    await waitUntil(() => timers.delays.includes(PREVIEW_DELAY), 'no delay started on hover');
    await el.updateComplete;
    expect(preview(card!)).to.be.null;
    expect(gifsFetched(scope)).to.be.empty;

    timers.run();
    await waitUntil(() => preview(card!), 'no preview after hovering');
    expect(preview(card!)!.src).to.contain('/animated.gif?');
    await waitUntil(() => gifsFetched(scope).length === 1, 'the GIF was never fetched');
    await expect(el).to.be.accessible();

    await sendMouse({type: 'move', position: [0, 0]});
    await waitUntil(() => !preview(card!), 'the preview stayed after leaving');
  });

  it('shows the GIF of the card that has keyboard focus', async () => {
    const el = await loaded(scope);
    const timers = manualTimers();
    const [, card] = cards(el);
    card!.focus();
    await waitUntil(() => timers.delays.includes(PREVIEW_DELAY), 'no delay started on focus');
    timers.run();
    await waitUntil(() => preview(card!), 'no preview on focus');
    card!.blur();
    await waitUntil(() => !preview(card!), 'the preview stayed after blur');
  });

  it('fetches nothing for a pointer that only crosses a card', async () => {
    const el = await loaded(scope);
    const timers = manualTimers();
    const [first, second] = cards(el);
    await hover(first!);
    await hover(second!);
    // Only the card the pointer rests on has its delay running, however long the moves took.
    await waitUntil(() => timers.delays.length === 1, 'no delay started on hover');
    timers.run();
    await waitUntil(() => preview(second!), 'no preview on the second card');
    expect(preview(first!)).to.be.null;
    await waitUntil(() => gifsFetched(scope).length === 1, 'the GIF was never fetched');
    expect(gifsFetched(scope)[0]).to.contain('card=2');
  });

  it('never previews with preview="none"', async () => {
    const el = await loaded(scope, 'none');
    const [card] = cards(el);
    await hover(card!);
    card!.focus();
    await pastTheDelay();
    await el.updateComplete;
    expect(preview(card!)).to.be.null;
    expect(gifsFetched(scope)).to.be.empty;
  });

  // Emulating prefers-reduced-motion needs the Chrome DevTools Protocol (not in WebDriver).
  (canEmulateMedia ? it : it.skip)(
    'never previews when the reader prefers reduced motion',
    async () => {
      await emulateMedia({reducedMotion: 'reduce'});
      const el = await loaded(scope);
      const [card] = cards(el);
      card!.focus();
      await pastTheDelay();
      await el.updateComplete;
      expect(preview(card!)).to.be.null;
      expect(gifsFetched(scope)).to.be.empty;
    },
  );

  it('never previews when the reader asks to save data', async () => {
    // Save-Data cannot be switched on from a test; navigator.connection is Chromium's API.
    Object.defineProperty(navigator, 'connection', {configurable: true, value: {saveData: true}});
    try {
      const el = await loaded(scope);
      const [card] = cards(el);
      card!.focus();
      await pastTheDelay();
      await el.updateComplete;
      expect(preview(card!)).to.be.null;
      expect(gifsFetched(scope)).to.be.empty;
    } finally {
      delete (navigator as {connection?: unknown}).connection;
    }
  });
});
