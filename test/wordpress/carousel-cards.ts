import assert from 'node:assert/strict';
import type {Locator} from 'playwright-core';

/**
 * Waits until a carousel shows `count` cards, and not more. A new list's first row is rendered a
 * frame before the cards out of view (src/video-carousel/first-row-first.ts): counting at the
 * first card can find that row alone (3 of 4 cards in a narrow theme's column).
 */
export async function expectCards(cards: Locator, count: number, timeout = 20_000) {
  await cards.nth(count - 1).waitFor({timeout});
  assert.equal(await cards.count(), count);
}
