// Issue 38: Interaction to Next Paint on the phone profiles, the page settled: a card selection
// (the demo page; a click on the first card, which plays its video in the page's hero player) and
// a click on a player's poster after the pointer rested on it 150 ms (the bench's player page;
// the hover has loaded the playback code, so the start runs from the click on). The longest
// event-timing entry of that interaction (input delay, handlers, the next paint), as Chromium's
// Event Timing API reports it (to 8 ms).
import {withPage} from './browser.js';
import {CLIPS} from './measure-first-frame.js';
import {PHONE_PROFILES} from './profiles.js';
import {median, repeat, roundMs} from './stats.js';

const SETTLE_MS = 1000;
/** Entries of the interaction still to come after the click returns (the next paint). */
const AFTER_MS = 1000;
/** As the first-frame row's hovered start. */
const HOVER_MS = 150;

/** @typedef {Record<string, {medianMs: number, samplesMs: number[]}>} ByProfile profile → INP */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, runs: number, profiles: Record<string, import('./profiles.js').Profile>}} options
 *   `profiles`: those asked for; the phones among them are measured
 * @returns {Promise<{cardSelection: ByProfile, hoveredPlay: ByProfile}>}
 */
export async function measureInteraction(browser, {origin, runs, profiles}) {
  const phones = Object.keys(profiles).filter((name) => PHONE_PROFILES.includes(name));
  if (phones.length === 0) throw new Error('no phone profile asked for');
  const onPhones = (interact) => onEach(browser, runs, phones, profiles, interact);
  return {
    cardSelection: await onPhones((page) => selectCard(page, origin)),
    hoveredPlay: await onPhones((page) => playHovered(page, origin)),
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {number} runs
 * @param {string[]} names the profiles to measure on
 * @param {Record<string, import('./profiles.js').Profile>} profiles
 * @param {(page: import('playwright-core').Page) => Promise<void>} interact
 * @returns {Promise<ByProfile>}
 */
async function onEach(browser, runs, names, profiles, interact) {
  /** @type {Record<string, number[]>} */
  const samples = Object.fromEntries(names.map((name) => [name, []]));
  await repeat(runs, async () => {
    for (const name of names) {
      samples[name].push(
        await withPage(browser, (page) => longestEvent(page, interact), {
          profile: profiles[name],
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
 */
async function selectCard(page, origin) {
  await page.goto(`${origin}/`);
  const card = page.locator('video-carousel').first().locator('button.card-button').first();
  await card.waitFor();
  await page.waitForTimeout(SETTLE_MS);
  await page.evaluate(() => window.eventsSeen.splice(0));
  await card.click();
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} origin
 */
async function playHovered(page, origin) {
  await page.goto(`${origin}/bench/player.html?video=${CLIPS.light.videoId}`);
  await page.evaluate(() => window.bench.ready);
  await page.waitForTimeout(SETTLE_MS);
  const player = page.locator('video-player');
  await player.hover();
  await page.waitForTimeout(HOVER_MS);
  await page.evaluate(() => window.eventsSeen.splice(0));
  await player.click();
}

/**
 * @param {import('playwright-core').Page} page
 * @param {(page: import('playwright-core').Page) => Promise<void>} interact
 *   opens the page, empties `eventsSeen` once it is settled, then interacts
 * @returns {Promise<number>} the interaction's longest event duration, ms
 */
async function longestEvent(page, interact) {
  await page.addInitScript(() => {
    const seen = [];
    new PerformanceObserver((list) => seen.push(...list.getEntries())).observe({
      type: 'event',
      durationThreshold: 16,
      buffered: true,
    });
    Object.defineProperty(window, 'eventsSeen', {value: seen});
  });
  await interact(page);
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
