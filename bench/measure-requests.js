// API calls made by a page with three carousels of one category and a player linked to them,
// through its load and the selection of a card: the shared client should make one.
import {withPage} from './browser.js';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string}} options
 */
export function measureRequests(browser, {origin}) {
  return withPage(browser, async (page) => {
    const calls = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
    });
    await page.goto(`${origin}/bench/linked.html`);
    await page.evaluate(() => window.bench.thumbnails);
    const card = page.locator('video-carousel').nth(1).locator('button.card-button').first();
    await card.click();
    await page.locator('#linked').locator('video').waitFor();
    return {
      apiCalls: calls.length,
      expected: 1,
      urls: calls.map((url) => new URL(url).pathname + new URL(url).search),
    };
  });
}
