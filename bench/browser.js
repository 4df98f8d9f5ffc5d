// Headless Debian Chromium through playwright-core, with the flags every figure is taken under.
import {chromium} from 'playwright-core';
import {applyProfile} from './profiles.js';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * @param {string[]} [extraFlags]
 * @returns {Promise<import('playwright-core').Browser>}
 */
export function launchBrowser(extraFlags = []) {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_FLAGS, ...extraFlags],
    timeout: 30_000,
  });
}

/**
 * Runs `measure` on a fresh page in a fresh context (empty cache, no cookies) and closes both.
 * @template T
 * @param {import('playwright-core').Browser} browser
 * @param {(page: import('playwright-core').Page) => Promise<T>} measure
 * @param {{profile?: import('./profiles.js').Profile, hasTouch?: boolean}} [options]
 *   `profile`: the CPU and network emulated (bench/profiles.js; none: as they are);
 *   `hasTouch`: a touch screen (always on a profile with `touch`)
 * @returns {Promise<T>}
 */
export async function withPage(browser, measure, {profile, hasTouch = false} = {}) {
  const context = await browser.newContext({
    viewport: {width: 1280, height: 800},
    hasTouch: hasTouch || !!profile?.touch,
  });
  context.setDefaultTimeout(20_000);
  try {
    const page = await context.newPage();
    await applyProfile(page, profile);
    return await measure(page);
  } finally {
    await context.close();
  }
}
