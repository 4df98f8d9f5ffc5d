// Authoring the blocks as an Author does in WordPress 6.1's block editor: a new player's video
// found and chosen in the canvas by keyboard, a new carousel's category picked there, what the
// elements support set in the sidebar; then the page gets those attributes (escaped), and a feed
// and a site without the plugin the saved fallback, which stays valid when the post is reopened.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {
  axeViolations,
  editorBlocks,
  loggedIn,
  openBlockSettings,
  openEditor,
  type WpEditor,
} from './editor-page.js';
import type {WordPressSite} from './wordpress-site.js';
import {expectCards} from './carousel-cards.js';

const PLAYER = 'video-content-widgets/player';
const CAROUSEL = 'video-content-widgets/carousel';
/** A label that needs escaping in an attribute (and that kses keeps as it is). */
const LABEL = 'Lessons "one" <b>two</b>';
const CATEGORY = 'Retirement Planning';

interface Listed {
  title: string;
  playbackDetails: {mp4Url: string; thumbnailUrl: string};
}

/**
 * The saved fallback of one video, as a regular expression over the HTML: WordPress adds
 * attributes of its own to an <img>, and a feed's content has its apostrophes made typographic.
 */
const fallback = ({title, playbackDetails: {mp4Url, thumbnailUrl}}: Listed) =>
  new RegExp(
    `<a href="${escape(mp4Url)}"><img [^>]*src="${escape(thumbnailUrl.replace(/&/g, '&amp;'))}" alt=""\\s*/?><span>${escape(title).replace(/'/g, "(?:'|&#8217;)")}</span></a>`,
  );
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function blockAuthoring(site: () => WordPressSite, browser: () => Browser) {
  describe('authoring the blocks', () => {
    let context: BrowserContext;
    let page: Page;
    let post: {id: number; link: string};
    let player: Listed;
    let carousel: Listed[];
    before(async () => {
      context = await loggedIn(site(), browser(), 'author', 'author-password-1');
      page = await context.newPage();
      await openEditor(page, `${site().url}/wp-admin/post-new.php`);
      const list = (query: string) =>
        fetch(`${site().endpoint}/content/video${query}`).then(
          async (response) => ((await response.json()) as {data: {items: Listed[]}}).data.items,
        );
      player = (await list('/1001'))[0]!;
      carousel = await list(`?categoryName=${encodeURIComponent(CATEGORY)}&limit=12`);
    });
    after(() => context?.close());

    const insert = (name: string) =>
      page.evaluate((blockName) => {
        const {blocks, data} = (window as unknown as {wp: WpEditor}).wp;
        data.dispatch('core/block-editor').insertBlocks(blocks.createBlock(blockName));
      }, name);

    it('finds and chooses a new player’s video in the canvas, by keyboard', async () => {
      await insert(PLAYER);
      const picker = page.locator('.video-content-widgets-picker');
      const found = picker.getByRole('list', {name: 'Videos found'}).getByRole('button');
      await found.first().waitFor();
      assert.ok((await found.count()) > 1, 'the service’s videos before a search');
      assert.deepEqual(await axeViolations(page, '.video-content-widgets-picker'), []);
      await picker.getByLabel('Search videos by title or id').focus();
      await page.keyboard.type('slice of a company');
      await picker.getByText('1 video found').waitFor();
      const choice = found.filter({hasText: `${player.title} (1001)`});
      assert.equal(await found.count(), 1);
      assert.equal(
        await choice.locator('img').getAttribute('src'),
        player.playbackDetails.thumbnailUrl,
      );
      await page.keyboard.press('Tab');
      assert.ok(await choice.evaluate((button) => button === document.activeElement));
      await page.keyboard.press('Enter');
      await page.locator('.editor-styles-wrapper video-player[video-id="1001"]').waitFor();
      assert.equal(await picker.count(), 0);
    });

    it('sets what the player supports in the sidebar', async () => {
      await openBlockSettings(page, PLAYER);
      for (const toggle of ['Autoplay', 'Muted', 'Loop']) {
        await page.getByLabel(toggle, {exact: true}).check();
      }
      await page.getByLabel('Start at (seconds)').fill('30');
      await page.getByLabel('Controls', {exact: true}).selectOption('none');
      await page.getByLabel('Preload', {exact: true}).selectOption('metadata');
      await page.locator('.editor-styles-wrapper video-player[controls="none"]').waitFor();
    });

    it('picks a new carousel’s category in the canvas, and sets its display', async () => {
      await insert(CAROUSEL);
      const categories = page
        .locator('.video-content-widgets-picker')
        .getByRole('list', {name: 'Categories'});
      const pick = categories.getByRole('button', {name: `${CATEGORY} (${carousel.length} `});
      assert.match((await categories.getByRole('button').first().textContent())!, /^All videos \(/);
      await pick.focus();
      await page.keyboard.press('Enter');
      await page.locator(`.editor-styles-wrapper video-carousel[category="${CATEGORY}"]`).waitFor();
      await openBlockSettings(page, CAROUSEL);
      await page.getByLabel('Label (its name for screen readers)').fill(LABEL);
      await page.getByLabel('Preview', {exact: true}).selectOption('none');
      await page.getByLabel('Filters', {exact: true}).check();
      const playIn = page.getByLabel('Play a chosen video in');
      await playIn.selectOption({index: 1});
      post = await page.evaluate(async () => {
        const {data} = (window as unknown as {wp: WpEditor}).wp;
        data.dispatch('core/editor').editPost({title: 'Post authored', status: 'publish'});
        await data.dispatch('core/editor').savePost();
        if (!data.select('core/editor').didPostSaveRequestSucceed()) throw new Error('not saved');
        return data.select('core/editor').getCurrentPost();
      });
    });

    it('gives the page the elements with those attributes, escaped, and no fallback', async () => {
      const html = await (await fetch(post.link)).text();
      const [, id] = /<video-player id="(video-player-[0-9a-f]{8})"/.exec(html) ?? [];
      assert.ok(id, 'the player has an id of its own');
      assert.match(
        html,
        new RegExp(
          `<video-player id="${id}" video-id="1001" autoplay="" muted="" loop="" start-time="30" controls="none" preload="metadata"><template shadowrootmode="open">`,
        ),
      );
      assert.match(
        html,
        new RegExp(
          `<video-carousel category="${CATEGORY}" limit="12" player="${id}" label="Lessons &quot;one&quot; &lt;b&gt;two&lt;/b&gt;" preview="none" filters=""><template shadowrootmode="open">`,
        ),
      );
      // The printed widgets link to the MP4s for readers without script; the fallback's links
      // (a thumbnail and a title) are not there.
      for (const video of [player, ...carousel])
        assert.doesNotMatch(html, fallback(video), 'the fallback is for where the widgets are not');
      const visitor = await browser().newPage();
      try {
        await visitor.goto(post.link);
        const element = visitor.locator('video-carousel');
        await expectCards(element.locator('[part~="card-button"]'), carousel.length);
        assert.equal(await element.getAttribute('label'), LABEL);
      } finally {
        await visitor.close();
      }
    });

    it('shows a feed the saved thumbnails and titles, linking to the MP4s', async () => {
      const feed = await (await fetch(`${site().url}/feed/`)).text();
      const item = feed.split('<item>').find((entry) => entry.includes('Post authored'))!;
      assert.match(item, fallback(player));
      assert.equal(item.match(/<li>/g)?.length, carousel.length);
      for (const video of carousel) assert.match(item, fallback(video));
      assert.doesNotMatch(item, /<video-(player|carousel)/);
    });

    it('shows a site without the plugin the same fallback', async () => {
      const html = await site().renderWithoutPlugin(post.id);
      assert.match(html, /<figure class="wp-block-video-content-widgets-player">/);
      assert.match(html, fallback(player));
      assert.match(html, /<ul class="wp-block-video-content-widgets-carousel"><li>/);
      for (const video of carousel) assert.match(html, fallback(video));
      assert.doesNotMatch(html, /<video-(player|carousel)/);
    });

    it('reopens the post with every block valid and its settings kept', async () => {
      await openEditor(page, `${site().url}/wp-admin/post.php?post=${post.id}&action=edit`);
      const blocks = await editorBlocks(page);
      assert.deepEqual(
        blocks.map(({name, isValid}) => [name, isValid]),
        [
          [PLAYER, true],
          [CAROUSEL, true],
        ],
      );
      assert.equal(blocks[0]!.attributes.fallbackTitle, player.title);
      assert.equal(blocks[1]!.attributes.label, LABEL);
      assert.equal((blocks[1]!.attributes.fallbackVideos as unknown[]).length, carousel.length);
    });

    it('opens a post saved before the fallback with its blocks valid', async () => {
      const mistakes = site().posts.mistakes.id;
      await openEditor(page, `${site().url}/wp-admin/post.php?post=${mistakes}&action=edit`);
      const blocks = await editorBlocks(page);
      assert.ok(blocks.some(({name}) => name === PLAYER));
      assert.deepEqual(
        blocks.filter(({isValid}) => !isValid),
        [],
      );
    });
  });
}
