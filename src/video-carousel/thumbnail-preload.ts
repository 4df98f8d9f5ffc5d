import type {Video} from '../data/index.js';

/**
 * The list each carousel's first row was last measured for, and how many cards that row shows:
 * a list is measured once, as the measure is a layout the page may have to make for it (20 ms of
 * a phone's CPU as the cards render). The carousel's early request and its render hand over the
 * same list.
 */
const measured = new WeakMap<HTMLElement, {videos: readonly Video[]; fit?: number}>();

/**
 * Asks at once for the thumbnails of the cards a carousel on screen is about to show in its row,
 * as the list comes: the cards' own `<img loading="lazy">` wait until the carousel's code has
 * come, and the cards are rendered, laid out and seen to be on screen (30–60 ms on a fast
 * network, 400 ms and more on a phone), and then find them in the browser's memory cache. Only
 * for a carousel on screen, and only as many as its row shows (the width of what it shows now
 * tells how many fit: the loading row's placeholders, or before the carousel's code came the
 * room it holds, as wide as a card): no byte the lazy loading would not ask for. Once for a list
 * and a carousel. Returns how many cards the row shows, on screen or not; undefined where the
 * carousel shows no room for them (hidden).
 */
export function preloadThumbnails(host: HTMLElement, videos: readonly Video[]): number | undefined {
  const known = measured.get(host);
  if (known?.videos === videos) return known.fit;
  const box = host.getBoundingClientRect();
  const card = host.shadowRoot?.querySelector('.row li, .reserve')?.getBoundingClientRect();
  const fit = card?.width ? Math.ceil(box.width / card.width) : undefined;
  measured.set(host, {videos, fit});
  if (fit === undefined || box.bottom <= 0 || box.top >= innerHeight) return fit;
  for (const video of videos.slice(0, fit)) {
    const url = video.playbackDetails.thumbnailUrl;
    if (url) new Image().src = url;
  }
  return fit;
}
