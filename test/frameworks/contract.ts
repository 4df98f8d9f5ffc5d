import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {standIn} from '../stand-in.js';

export const CATEGORY = 'Investing Basics';

/**
 * What every framework's little app receives. It renders a muted `<video-player>` and a
 * `<video-carousel category=… limit="2" endpoint=…>`, cancels `video-select` and hands the
 * chosen video to the player's `video` property through its own state, and reports
 * `video-select` and `video-progress` through these callbacks.
 */
export interface AppProps {
  endpoint: string;
  category: string;
  onSelect(video: Video): void;
  onProgress(percent: number): void;
}

/** Renders the app into `container`; resolves to its unmount function. */
export type Mount = (container: HTMLElement, props: AppProps) => Promise<() => void>;

/** The same proof for every framework: attributes, the `video` property and events cross. */
export function itCrossesTheBoundary(mount: Mount): void {
  let unmount: (() => void) | undefined;
  const container = document.createElement('div');
  afterEach(() => {
    unmount?.();
    container.remove();
  });

  it('passes attributes, the video property and video-select / video-progress across', async function (this: {
    timeout(ms: number): void;
  }) {
    // Its waits may take 10 s each (the cards, the progress after a real play and seek), and two
    // axe checks follow. In WebKitGTK under the suite's load it took 11.9-15.7 s (the slowest
    // tests of earlier fresh-clone runs, every framework), and once went past mocha's 20 s with
    // no step failing (run 53, Svelte's app).
    this.timeout(45_000);
    const selected: Video[] = [];
    const progress: number[] = [];
    document.body.append(container);
    unmount = await mount(container, {
      endpoint: (await standIn()).proxyPath,
      category: CATEGORY,
      onSelect: (video) => selected.push(video),
      onProgress: (percent) => progress.push(percent),
    });
    const carousel = container.querySelector<VideoCarousel>('video-carousel')!;
    const player = container.querySelector<VideoPlayer>('video-player')!;

    // Attributes: the carousel asked for two videos of the category, at the endpoint.
    expect(carousel.category).to.equal(CATEGORY);
    const cards = () => [...carousel.shadowRoot!.querySelectorAll('button[data-id]')];
    await waitUntil(() => cards().length === 2, 'the carousel does not show 2 cards', {
      timeout: 10000,
    });
    expect(player.muted).to.be.true;

    // An event out, a property in: the app's handler got the video and gave it to the player.
    const card = cards()[1] as HTMLButtonElement;
    card.click();
    await waitUntil(() => selected.length === 1, 'the app did not receive video-select');
    expect(selected[0]!.id).to.equal(Number(card.dataset.id));
    await waitUntil(() => player.video?.id === selected[0]!.id, 'the player did not get `video`');
    expect(player.hasAttribute('video')).to.be.false; // A property, not a stringified attribute.
    // The app cancelled the carousel's own playback, the built-in dialog.
    expect(carousel.shadowRoot!.querySelector('dialog')).to.be.null;

    await player.play();
    player.currentTime = player.duration * 0.3;
    await waitUntil(() => progress.includes(25), 'the app did not receive video-progress', {
      timeout: 10000,
    });
    await expect(player).to.be.accessible();
    await expect(carousel).to.be.accessible();
  });
}
