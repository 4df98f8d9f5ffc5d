// Cumulative Layout Shift of the demo page over its load and the selection of a card (which
// plays the video in the page's hero player), as Chromium's layout-shift entries report it.
import {withPage} from './browser.js';

/** Long enough for late images and fonts to land after the thumbnails are painted. */
const SETTLE_MS = 1000;
const PLAY_TIMEOUT_MS = 10_000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string}} options
 */
export function measureLayoutShift(browser, {origin}) {
  return withPage(browser, async (page) => {
    await page.addInitScript(() => {
      window.shifts = [];
      new PerformanceObserver((list) => window.shifts.push(...list.getEntries())).observe({
        type: 'layout-shift',
        buffered: true,
      });
    });
    await page.goto(`${origin}/`);
    await page.locator('video-carousel').first().locator('button.card-button').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const load = await page.evaluate(() => window.shifts.length);
    await page.locator('video-carousel').first().locator('button.card-button').first().click();
    const played = await page.locator('#hero').evaluate(
      (player, timeout) =>
        new Promise((resolve) => {
          player.addEventListener('playing', () => resolve(true), {once: true});
          setTimeout(() => resolve(false), timeout);
        }),
      PLAY_TIMEOUT_MS,
    );
    await page.waitForTimeout(SETTLE_MS);
    const shifts = await page.evaluate(() =>
      window.shifts.map((entry) => ({
        value: entry.value,
        startTime: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
      })),
    );
    return {
      cls: round(cumulativeLayoutShift(shifts)),
      // Shifts right after the click are excluded from CLS by definition; shown for honesty.
      allShifts: round(shifts.reduce((sum, entry) => sum + entry.value, 0)),
      shiftsDuringLoad: load,
      shiftsInTotal: shifts.length,
      selectionPlayed: played,
    };
  });
}

/**
 * The largest session window (gaps under 1 s, at most 5 s long) of shifts without recent input.
 * @param {Array<{value: number, startTime: number, hadRecentInput: boolean}>} shifts
 */
function cumulativeLayoutShift(shifts) {
  let worst = 0;
  let session = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const {value, startTime, hadRecentInput} of shifts) {
    if (hadRecentInput) continue;
    if (startTime - last > 1000 || startTime - first > 5000) {
      session = 0;
      first = startTime;
    }
    session += value;
    last = startTime;
    worst = Math.max(worst, session);
  }
  return worst;
}

/** @param {number} value */
const round = (value) => Math.round(value * 1000) / 1000;
