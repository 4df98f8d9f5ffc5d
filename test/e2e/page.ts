import {waitUntil} from '../wait-until.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';

/** What `pages/record.js` keeps from the moment the page starts. */
export interface PageRecord {
  warnings: string[];
  errors: string[];
  violations: string[];
  layoutShift: number;
  /** When `<video-carousel>` was defined (ms since the page started). */
  definedAt: number;
  /** The heights of the page's widgets, in DOM order, in a frame before they were defined. */
  undefinedHeights: number[];
}

export interface E2EPage {
  window: Window & {__record: PageRecord};
  document: Document;
  record: PageRecord;
}

const frames: HTMLIFrameElement[] = [];

/**
 * Opens `pages/<name>.html` in a frame of its own, as a visitor would open the page: tall enough
 * that every widget of a page and the text under them are in view (a shift out of view counts
 * for nothing).
 */
export async function openPage(name: string, width = '44rem'): Promise<E2EPage> {
  const frame = document.createElement('iframe');
  frame.style.cssText = `width: ${width}; height: 60rem; border: 0`;
  frames.push(frame);
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, {once: true}));
  frame.src = `/test/e2e/pages/${name}.html`;
  document.body.append(frame);
  await loaded;
  const window = frame.contentWindow as E2EPage['window'];
  return {window, document: window.document, record: window.__record};
}

/** Removes the frames the last test opened. */
export function closePages(): void {
  for (const frame of frames.splice(0)) frame.remove();
}

/** The carousel's card buttons, once it shows some. */
export async function cardsOf(carousel: VideoCarousel): Promise<HTMLButtonElement[]> {
  const cards = () => [
    ...(carousel.shadowRoot?.querySelectorAll<HTMLButtonElement>('[part~="card-button"]') ?? []),
  ];
  await waitUntil(() => cards().length > 0, 'the carousel shows no cards', {timeout: 10000});
  return cards();
}

/** Chooses the first card and waits until `player` plays that video. */
export async function playFirstCard(carousel: VideoCarousel, player: VideoPlayer): Promise<void> {
  const [card] = await cardsOf(carousel);
  card!.click();
  await waitUntil(
    () => player.video?.id === Number(card!.dataset.id) && !player.paused && player.currentTime > 0,
    'the player does not play the chosen video',
    {timeout: 15000},
  );
}

export function widgets(page: E2EPage) {
  return {
    player: page.document.querySelector<VideoPlayer>('video-player')!,
    carousels: [...page.document.querySelectorAll<VideoCarousel>('video-carousel')],
  };
}
