// Focus visible, by pixels: a stop's box (and room for its ring) photographed focused and not.
import {expect} from '@open-wc/testing';
import {changedArea, pixelLuminance, screenshot} from './screenshots.js';

/** Room around a box for a ring drawn outside it (outline, offset, halo). */
const ROOM = 6;

/** The element that has focus, through open shadow roots. */
export function deepActive(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active as HTMLElement | null;
}

/** What a stop is called in a message: its part, else its name or tag. */
export function stopName(element: Element): string {
  return (
    element.getAttribute('part') ??
    element.getAttribute('aria-label') ??
    `${element.localName} ${element.textContent?.trim().slice(0, 30)}`
  );
}

/**
 * The box a viewer sees as the stop: a radio button's label (the menu choice), a card button's
 * card (the button is stretched over the card, which draws the ring).
 */
function ringBox(element: HTMLElement): DOMRect {
  const owner = element.closest('label, [part~="card"]') ?? element;
  const box = owner.getBoundingClientRect();
  return new DOMRect(box.x - ROOM, box.y - ROOM, box.width + 2 * ROOM, box.height + 2 * ROOM);
}

/** What focus changes in the picture of `element`'s box: area (CSS px²) at 3:1, best contrast. */
export interface RingFigures {
  name: string;
  area: number;
  perimeter: number;
  best: number;
}

/**
 * Photographs the focused `element`'s box, then the same box after `unfocus()`, then calls
 * `refocus()` (which must leave focus where it was, so Tab goes on from there). The ring must
 * change at least one CSS pixel per pixel of the box's perimeter with a contrast of 3:1 (a
 * 1 px ring all round, or a 2 px ring on half of it): WCAG 2.4.7 shown in pixels, halfway to
 * 2.4.13's 2 px perimeter.
 */
export async function expectVisibleFocus(
  element: HTMLElement,
  unfocus: () => Promise<void> = async () => element.blur(),
  refocus: () => Promise<void> = async () => element.focus(),
): Promise<RingFigures> {
  const box = ringBox(element);
  const photograph = async () => {
    expect(deepActive(), `focus is on ${stopName(element)}`).to.equal(element);
    const focused = await screenshot(box);
    await unfocus();
    expect(deepActive(), `focus left ${stopName(element)}`).not.to.equal(element);
    const unfocused = await screenshot(box);
    await refocus();
    expect(deepActive(), `focus back on ${stopName(element)}`).to.equal(element);
    return changedArea(unfocused, focused);
  };
  const inner = box.width - 2 * ROOM + box.height - 2 * ROOM;
  let {area, best} = await photograph();
  // WebKit's WebDriver screenshot now and then shows the page as it was a moment before (in
  // loaded CI runs a ring of 0 px, and a faint one; twice in a row with three engines at work):
  // a short ring is photographed again, up to three times, a frame apart. A stale picture shows
  // no ring where there is one, never one where there is none.
  for (let again = 0; again < 3 && area < 2 * inner; again++) {
    await new Promise(requestAnimationFrame);
    ({area, best} = await photograph());
  }
  const figures = {name: stopName(element), area: Math.round(area), perimeter: 2 * inner, best};
  expect(area, `ring of ${figures.name}: ${JSON.stringify(figures)}`).to.be.at.least(2 * inner);
  return figures;
}

/**
 * The contrast between `element`'s edge and the page just outside it, at the middle of each side
 * (where a round button's border meets its box too): the lowest of the four. A visible border
 * or filled shape gives ≥ 3:1 (WCAG 1.4.11); a borderless control, about 1.
 */
export async function edgeContrast(element: HTMLElement): Promise<number> {
  const box = element.getBoundingClientRect();
  const room = 3;
  const shot = await screenshot(
    new DOMRect(box.x - room, box.y - room, box.width + 2 * room, box.height + 2 * room),
  );
  const {image, scale} = shot;
  const at = (x: number, y: number) =>
    pixelLuminance(image.data, (Math.floor(y * scale) * image.width + Math.floor(x * scale)) * 4);
  const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  const [w, h] = [box.width + 2 * room, box.height + 2 * room];
  // Per side: the page at the shot's edge, and the best of three pixels around the box's edge.
  const sides = [
    (d: number) => [at(w / 2, 0), at(w / 2, room + d)],
    (d: number) => [at(w / 2, h - 1), at(w / 2, h - room - 1 - d)],
    (d: number) => [at(0, h / 2), at(room + d, h / 2)],
    (d: number) => [at(w - 1, h / 2), at(w - room - 1 - d, h / 2)],
  ];
  return Math.min(
    ...sides.map((side) =>
      Math.max(...[-1, 0, 1].map((d) => contrast(...(side(d) as [number, number])))),
    ),
  );
}
