// Time from navigation to the first row of thumbnails painted: the carousel, by script tag and
// as a server printed it (renderCarousel), against a vanilla page that fetches the same list and
// writes the same cards (the floor), on every profile of bench/profiles.js, and the carousel at
// growing limits (against a 1000-video stand-in catalog).
import {SCALE_CATEGORY} from './server.js';
import {withPage} from './browser.js';
import {median, ratio, repeat, roundMs} from './stats.js';

const CATEGORY = 'Investing Basics';
export const SCALE_LIMITS = [12, 100, 1000];

/**
 * The pages take turns run by run (carousel, printed carousel, then vanilla, on each profile),
 * so the machine's other load falls on all alike.
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, runs: number, profiles: Record<string, import('./profiles.js').Profile>}} options
 * @returns {Promise<{byProfile: Record<string, {carouselMs: number, renderedMs: number,
 *   vanillaMs: number, ratioToVanilla: number, renderedRatioToVanilla: number,
 *   carouselSamplesMs: number[], renderedSamplesMs: number[], vanillaSamplesMs: number[]}>,
 *   runs: number}>}
 */
export async function measureThumbnails(browser, {origin, runs, profiles}) {
  const query = new URLSearchParams({category: CATEGORY, limit: '12'});
  const pages = {
    carousel: `${origin}/bench/carousel.html?${query}`,
    rendered: `${origin}/bench/carousel-rendered.html?${query}`,
    vanilla: `${origin}/bench/vanilla.html?${query}`,
  };
  /** @type {Record<string, number[]>} */
  const samples = {};
  await repeat(runs, async () => {
    for (const [name, profile] of Object.entries(profiles)) {
      for (const [page, url] of Object.entries(pages)) {
        (samples[`${name}|${page}`] ??= []).push(await paintedOnce(browser, url, profile));
      }
    }
  });
  const byProfile = {};
  for (const name of Object.keys(profiles)) {
    const carouselSamplesMs = samples[`${name}|carousel`].map(roundMs);
    const renderedSamplesMs = samples[`${name}|rendered`].map(roundMs);
    const vanillaSamplesMs = samples[`${name}|vanilla`].map(roundMs);
    const carouselMs = roundMs(median(carouselSamplesMs));
    const renderedMs = roundMs(median(renderedSamplesMs));
    const vanillaMs = roundMs(median(vanillaSamplesMs));
    byProfile[name] = {
      carouselMs,
      renderedMs,
      vanillaMs,
      ratioToVanilla: ratio(carouselMs, vanillaMs),
      renderedRatioToVanilla: ratio(renderedMs, vanillaMs),
      carouselSamplesMs,
      renderedSamplesMs,
      vanillaSamplesMs,
    };
  }
  return {byProfile, runs};
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
    const url = `${origin}/bench/carousel.html?${query}`;
    byLimit[limit] = roundMs(median(await repeat(runs, () => paintedOnce(browser, url))));
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
 * @param {import('./profiles.js').Profile} [profile]
 * @returns {Promise<number>} ms from navigation to the first row's thumbnails painted
 */
function paintedOnce(browser, url, profile) {
  return withPage(
    browser,
    async (page) => {
      await page.goto(url);
      return page.evaluate(() => window.bench.thumbnails);
    },
    {profile},
  );
}
