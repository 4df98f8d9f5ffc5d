// Issue 38: Interaction to Next Paint of a card selection on the phone profiles: the demo page,
// settled, a click on the first card (which plays its video in the page's hero player); the
// longest event-timing entry of that interaction (input delay, handlers, the next paint), as
// Chromium's Event Timing API reports it (to 8 ms).
import {withPage} from './browser.js';
import {PHONE_PROFILES, PROFILES} from './profiles.js';
import {median, repeat, roundMs} from './stats.js';

const SETTLE_MS = 1000;
/** Entries of the interaction still to come after the click returns (the next paint). */
const AFTER_MS = 1000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, runs: number}} options
 * @returns {Promise<Record<string, {medianMs: number, samplesMs: number[]}>>} profile → INP
 */
export async function measureInteraction(browser, {origin, runs}) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(PHONE_PROFILES.map((name) => [name, []]));
  await repeat(runs, async () => {
    for (const name of PHONE_PROFILES) {
      samples[name].push(
        await withPage(browser, (page) => selectionOnce(page, origin), {
          profile: PROFILES[name],
        }),
      );
    }
  });
  return Object.fromEntries(
    Object.entries(samples).map(([name, values]) => [
      name,
      {medianMs: roundMs(median(values)), samplesMs: values},
    ]),
  );
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} origin
 * @returns {Promise<number>} the interaction's longest event duration, ms
 */
async function selectionOnce(page, origin) {
  await page.addInitScript(() => {
    const seen = [];
    new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    });
    Object.defineProperty(window, 'eventsSeen', {value: seen});
  });
  await page.goto(`${origin}/`);
  const card = page.locator('video-carousel').first().locator('button.card-button').first();
  await card.waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => window.eventsSeen.splice(0));
  await card.click();
  await page.waitForTimeout(AFTER_MS);
  return page.evaluate(() =>
    Math.max(
      0,
      ...window.eventsSeen
        .filter((entry) => entry.interactionId > 0)
        .map((entry) => entry.duration),
    ),
  );
}
