// The carousel the plugin prints in PHP: the block's and the shortcode's `<video-carousel>` hold
// their list as Declarative Shadow DOM and a JSON child, so the page shows its cards before any
// script and the element asks the service nothing; parsed, the same DOM as the Node renderer's,
// hostile records included, through the_content's filters (wptexturize, shortcodes, smilies).
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import {printedRecords} from '../server/printed-records.js';
import {renderCarousel} from '../server/built-server.js';
import type {ServiceScope} from './printed-player.js';
import {parsedWidgets} from './parsed-widgets.js';
import type {WordPressSite} from './wordpress-site.js';

/** The items the site's proxy answers for a category's list. */
async function listOf(site: WordPressSite, category: string, limit: number) {
  const query = new URLSearchParams({categoryName: category, limit: String(limit)});
  const answer = await fetch(`${site.endpoint}/content/video?${query}`);
  return ((await answer.json()) as {data: {items: object[]}}).data.items;
}

/** The carousel of the site's posts (install.php), as its block and as its tag's attributes. */
const BLOCK = {category: 'Investing Basics', limit: 4, player: 'lesson-player'};
const ATTRIBUTES = {category: 'Investing Basics', limit: '4', player: 'lesson-player'};

export function printedCarousel(
  site: () => WordPressSite,
  browser: () => Browser,
  service: () => ServiceScope,
) {
  describe('the carousel printed in PHP', () => {
    it('is in the page’s HTML as the Node renderer prints it, its cards shown without script', async () => {
      const items = await listOf(site(), BLOCK.category, BLOCK.limit);
      const content = await site().renderContent(
        `<!-- wp:video-content-widgets/carousel ${JSON.stringify(BLOCK)} /-->`,
      );
      // Byte for byte, through the_content's filters.
      const node = renderCarousel(items, {attributes: ATTRIBUTES, lang: 'en-US'});
      assert.ok(content.includes(node), content.slice(0, 300));
      const context = await browser().newContext({javaScriptEnabled: false});
      try {
        const page = await context.newPage();
        await page.goto(site().posts.blocks.url);
        const links = page.locator('video-carousel [part="card-link"]');
        assert.equal(await links.count(), 4);
        const first = items[0] as {title: string; playbackDetails: {mp4Url: string}};
        assert.equal(await links.first().locator('[part="title"]').textContent(), first.title);
        assert.ok(await links.first().isVisible(), 'the printed card shows without script');
        // Each card links to the video's file, where its button could do nothing.
        assert.equal(await links.first().getAttribute('href'), first.playbackDetails.mp4Url);
        assert.equal(await page.evaluate(() => customElements.get('video-carousel')), undefined);
      } finally {
        await context.close();
      }
    });

    it('parses as the Node renderer’s markup does for hostile records, through the_content', async () => {
      const records = Object.values(printedRecords(`${site().url}/media`)).map((text, i) => ({
        ...(JSON.parse(text) as object),
        id: 525300 + i,
      }));
      await service().fault({status: 200, body: {data: {items: records}}});
      // A block's output, unlike a shortcode's, goes through the_content's other filters.
      const block = {category: 'Hostile <records> :-) [gallery]', limit: records.length};
      const printed = await site().renderContent(
        `<!-- wp:video-content-widgets/carousel ${JSON.stringify(block)} /-->`,
      );
      const node = renderCarousel(records, {
        attributes: {category: block.category, limit: String(block.limit)},
        lang: 'en-US',
      });
      // do_shortcode() expanded no `[video]` or `[gallery]` of a title, wptexturize() no `--`,
      // convert_smilies() no `:-)`, and no lit marker lost its number.
      assert.doesNotMatch(printed, /wp-video|gallery-|–|wp-smiley|&#56;-->/);
      const [fromPhp, fromNode] = await Promise.all([
        parsedWidgets(browser(), 'video-carousel', [printed]),
        parsedWidgets(browser(), 'video-carousel', [node]),
      ]);
      assert.equal(
        fromPhp[0]!.shadow?.match(/part="card"/g)?.length,
        records.length,
        'a card for each record',
      );
      assert.deepEqual(fromPhp, fromNode);
    });

    it('is taken over by the element without asking the service, its printed cards kept', async () => {
      const {kept, asked} = await takenOver(browser(), site().posts.blocks.url);
      assert.deepEqual(kept, [true, true, true, true]);
      assert.deepEqual(asked, [], 'no request for the printed list');
    });

    it('speaks the site’s language, and the element takes its cards over as printed', async () => {
      await site().setSiteLanguage('de_DE');
      try {
        const html = await (await fetch(site().posts.blocks.url)).text();
        assert.match(html, /<html lang="de-DE"/);
        const items = await listOf(site(), BLOCK.category, BLOCK.limit);
        const node = renderCarousel(items, {attributes: ATTRIBUTES, lang: 'de-DE'});
        assert.ok(html.includes(node), 'the Node renderer’s markup for a page in German');
        assert.match(node, /aria-roledescription="Karussell"/);
        // Once the German words are in, the element hydrates the row it was given.
        const {kept, asked} = await takenOver(browser(), site().posts.blocks.url);
        assert.deepEqual(kept, [true, true, true, true]);
        assert.deepEqual(asked, []);
      } finally {
        await site().setSiteLanguage('');
      }
    });

    it('prints from the shortcode, and the bare tag while the service fails', async () => {
      const printed = await site().renderContent(
        '[video_carousel category="Taxes &amp; Accounts" limit="2"]',
      );
      const items = await listOf(site(), 'Taxes & Accounts', 2);
      assert.equal(items.length, 2);
      const node = renderCarousel(items, {
        attributes: {category: 'Taxes & Accounts', limit: '2'},
        lang: 'en-US',
      });
      assert.equal(printed.trim(), node);
      await service().fault({status: 503});
      assert.equal(
        (await site().renderContent('[video_carousel category="Nothing kept" limit="3"]')).trim(),
        '<video-carousel category="Nothing kept" limit="3"></video-carousel>',
      );
    });
  });
}

/**
 * Opens `url` with the widgets' script held until the carousel's printed card buttons are marked:
 * once its list has loaded (`videos-load`), whether each button is still the printed node, and
 * which requests asked the service for a list.
 */
async function takenOver(browser: Browser, url: string) {
  const page = await browser.newPage({viewport: {width: 1280, height: 900}});
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  try {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/widgets\//, async (route) => {
      await held;
      await route.continue();
    });
    await page.addInitScript(() =>
      document.addEventListener('videos-load', () => Object.assign(window, {listLoaded: true})),
    );
    await page.goto(url, {waitUntil: 'commit'});
    await page.waitForFunction(() => document.readyState !== 'loading');
    // Marks each printed card button, or reads whether each still is the marked node.
    const printed = (read: boolean) =>
      page.evaluate((read) => {
        const carousel = document.querySelector('video-carousel')!;
        const buttons = carousel.shadowRoot!.querySelectorAll<HTMLElement & {printed?: boolean}>(
          '[part="card-button"]',
        );
        return [...buttons].map((button) =>
          read ? button.printed === true : (button.printed = true),
        );
      }, read);
    await printed(false);
    release();
    await page.waitForFunction(() => 'listLoaded' in window, undefined, {timeout: 20_000});
    await page.evaluate(() => new Promise(requestAnimationFrame));
    const kept = await printed(true);
    return {kept, asked: asked.filter((one) => one.includes('/content/video?'))};
  } finally {
    await page.close();
  }
}
