// Lighthouse (default mobile settings, simulated throttling) on the demo page, driving the same
// Debian Chromium through its remote debugging port.
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {setTimeout as sleep} from 'node:timers/promises';
import lighthouse from 'lighthouse';
import {chromium} from 'playwright-core';
import {CHROMIUM_FLAGS, CHROMIUM_PATH} from './browser.js';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * @param {{origin: string}} options
 * @returns {Promise<Record<string, number | null> & {metrics: Record<string, number>}>}
 */
export async function measureLighthouse({origin}) {
  const profile = await mkdtemp(join(tmpdir(), 'vcw-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, '--remote-debugging-port=0'],
    // Playwright turns the back/forward cache off, which Lighthouse's bf-cache audit reports as
    // the page's failure: on, as in a user's browser, the audit checks the page itself.
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
    timeout: 30_000,
  });
  try {
    const port = await debuggingPort(profile);
    const result = await lighthouse(`${origin}/`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      maxWaitForLoad: 30_000,
    });
    const {categories, audits} = result.lhr;
    const score = (id) =>
      categories[id]?.score == null ? null : Math.round(categories[id].score * 100);
    const metric = (id) => Math.round(audits[id]?.numericValue ?? NaN);
    return {
      ...Object.fromEntries(CATEGORIES.map((id) => [id, score(id)])),
      metrics: {
        firstContentfulPaintMs: metric('first-contentful-paint'),
        largestContentfulPaintMs: metric('largest-contentful-paint'),
        totalBlockingTimeMs: metric('total-blocking-time'),
        cumulativeLayoutShift:
          Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
      },
      failedAudits: Object.values(audits)
        .filter(
          (audit) =>
            audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id),
    };
  } finally {
    await context.close();
    await rm(profile, {recursive: true, force: true});
  }
}

/**
 * The port Chromium chose, from the file it writes into its profile.
 * @param {string} profile
 */
async function debuggingPort(profile) {
  for (let tries = 0; tries < 50; tries++) {
    const text = await readFile(join(profile, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await sleep(100);
  }
  throw new Error('Chromium did not report its remote debugging port.');
}
