// Time from navigation to the first row of thumbnails painted: the carousel against a vanilla
// page that fetches the same list and writes the same cards (the floor), and the carousel at
// growing limits (against a 1000-video stand-in catalog).
import {SCALE_CATEGORY} from './server.js';
import {withPage} from './browser.js';
import {median, ratio, repeat, roundMs} from './stats.js';

const CATEGORY = 'Investing Basics';
export const SCALE_LIMITS = [12, 100, 1000];

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, runs: number}} options
 */
export async function measureThumbnails(browser, {origin, runs}) {
  const query = new URLSearchParams({category: CATEGORY, limit: '12'});
  const carousel = await medianOf(browser, `${origin}/bench/carousel.html?${query}`, runs);
  const vanilla = await medianOf(browser, `${origin}/bench/vanilla.html?${query}`, runs);
  return {carouselMs: carousel, vanillaMs: vanilla, ratioToVanilla: ratio(carousel, vanilla), runs};
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, runs: number}} options
 */
export async function measureScale(browser, {origin, runs}) {
  const byLimit = {};
  for (const limit of SCALE_LIMITS) {
    const query = new URLSearchParams({
      endpoint: '/api/scale',
      category: SCALE_CATEGORY,
      limit: String(limit),
    });
    byLimit[limit] = await medianOf(browser, `${origin}/bench/carousel.html?${query}`, runs);
  }
  const base = byLimit[SCALE_LIMITS[0]];
  return {
    firstPaintMs: byLimit,
    ratioTo12: Object.fromEntries(
      SCALE_LIMITS.map((limit) => [limit, ratio(byLimit[limit], base)]),
    ),
    runs,
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {number} runs
 */
async function medianOf(browser, url, runs) {
  const samples = await repeat(runs, () =>
    withPage(browser, async (page) => {
      await page.goto(url);
      return page.evaluate(() => window.bench.thumbnails);
    }),
  );
  return roundMs(median(samples));
}
