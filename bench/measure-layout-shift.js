// Cumulative Layout Shift of the demo page over its load and the selection of a card (which
// plays the video in the page's hero player), of the load of the demo's carousels page (its
// states, a filtering carousel, Load more), and of the load of the demo's server-rendered page (a
// printed player and carousel taken over by their elements) on every profile, as Chromium's
// layout-shift entries report it.
import {withPage} from './browser.js';

/** Long enough for late images and fonts to land after the thumbnails are painted. */
const SETTLE_MS = 1000;
const PLAY_TIMEOUT_MS = 10_000;

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, profiles: Record<string, import('./profiles.js').Profile>}} options
 */
export async function measureLayoutShift(browser, {origin, profiles}) {
  const demo = await withPage(browser, async (page) => {
    await observeShifts(page);
    await page.goto(`${origin}/`);
    await page.locator('video-carousel').first().locator('button.card-button').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    const load = (await readShifts(page)).length;
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
    const shifts = await readShifts(page);
    return {
      cls: round(cumulativeLayoutShift(shifts)),
      // Shifts right after the click are excluded from CLS by definition; shown for honesty.
      allShifts: round(shifts.reduce((sum, entry) => sum + entry.value, 0)),
      shiftsDuringLoad: load,
      shiftsInTotal: shifts.length,
      selectionPlayed: played,
    };
  });
  const carouselsPage = await withPage(browser, async (page) => {
    await observeShifts(page);
    await page.goto(`${origin}/carousels.html`);
    // The filtering carousel's cards: the last of the page's loads to change its height.
    await page.locator('video-carousel[filters] button.card-button').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    return round(cumulativeLayoutShift(await readShifts(page)));
  });
  /** @type {Record<string, number>} */
  const serverRenderedCls = {};
  for (const [name, profile] of Object.entries(profiles)) {
    serverRenderedCls[name] = await withPage(
      browser,
      async (page) => {
        await observeShifts(page);
        await page.goto(`${origin}/server-rendered.html`);
        // Both taken over: the carousel hydrated, the player defined.
        await page.waitForFunction(() =>
          ['video-carousel', 'video-player'].every((tag) => customElements.get(tag)),
        );
        await page.locator('video-carousel').evaluate((el) => el.updateComplete);
        await page.waitForTimeout(SETTLE_MS);
        return round(cumulativeLayoutShift(await readShifts(page)));
      },
      {profile},
    );
  }
  return {...demo, carouselsPageCls: carouselsPage, serverRenderedCls};
}

/** @param {import('playwright-core').Page} page */
function observeShifts(page) {
  return page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => window.shifts.push(...list.getEntries())).observe({
      type: 'layout-shift',
      buffered: true,
    });
  });
}

/**
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Array<{value: number, startTime: number, hadRecentInput: boolean}>>}
 */
function readShifts(page) {
  return page.evaluate(() =>
    window.shifts.map((entry) => ({
      value: entry.value,
      startTime: entry.startTime,
      hadRecentInput: entry.hadRecentInput,
    })),
  );
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
