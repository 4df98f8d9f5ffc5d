// Headless Debian Chromium through playwright-core, with the flags every figure is taken under.
import {chromium} from 'playwright-core';

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
 * @returns {Promise<T>}
 */
export async function withPage(browser, measure) {
  const context = await browser.newContext({viewport: {width: 1280, height: 800}});
  context.setDefaultTimeout(20_000);
  try {
    return await measure(await context.newPage());
  } finally {
    await context.close();
  }
}
