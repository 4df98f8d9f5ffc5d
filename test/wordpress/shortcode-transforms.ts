// The shortcodes become the blocks in WordPress 6.1's block editor: typed into a paragraph and
// Enter pressed, pasted on a line of their own, or held by a Shortcode block.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {editorBlocks, loggedIn, openEditor, type WpEditor} from './editor-page.js';
import type {WordPressSite} from './wordpress-site.js';

export function shortcodeTransforms(site: () => WordPressSite, browser: () => Browser) {
  describe('the shortcodes in the block editor', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await loggedIn(site(), browser(), 'author', 'author-password-1');
      page = await context.newPage();
      await openEditor(page, `${site().url}/wp-admin/post-new.php`);
    });
    after(() => context?.close());

    /** Inserts an empty paragraph and puts the caret in it. */
    async function emptyParagraph() {
      await page.evaluate(() => {
        const {blocks, data} = (window as unknown as {wp: WpEditor}).wp;
        data.dispatch('core/block-editor').insertBlocks(blocks.createBlock('core/paragraph'));
      });
      await page.locator('.editor-styles-wrapper [data-type="core/paragraph"]').last().click();
    }

    const last = async () => (await editorBlocks(page)).at(-1)!;

    it('turns a player’s shortcode typed into a paragraph into the block on Enter', async () => {
      await emptyParagraph();
      await page.keyboard.type('[video_player id="1002"]');
      await page.keyboard.press('Enter');
      const block = await last();
      assert.equal(block.name, 'video-content-widgets/player');
      assert.equal(block.attributes.videoId, 1002);
      assert.equal(block.attributes.playerId, 'video-player-1002');
      await page.locator('.editor-styles-wrapper video-player[video-id="1002"]').waitFor();
    });

    it('keeps a paragraph that only mentions a shortcode', async () => {
      await emptyParagraph();
      await page.keyboard.type('Write [video_player id="1"] for a player.');
      await page.keyboard.press('Enter');
      const paragraphs = (await editorBlocks(page)).filter(({name}) => name === 'core/paragraph');
      assert.match(String(paragraphs.at(-2)?.attributes.content), /^Write \[video_player/);
    });

    it('turns a pasted carousel shortcode into the block', async () => {
      await emptyParagraph();
      await page.evaluate((text) => {
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', text);
        document.activeElement!.dispatchEvent(
          new ClipboardEvent('paste', {clipboardData, bubbles: true, cancelable: true}),
        );
      }, '[video_carousel category="Investing Basics" limit="4" player="video-player-1002"]');
      await page
        .locator('.editor-styles-wrapper video-carousel[category="Investing Basics"]')
        .waitFor();
      const block = await last();
      assert.equal(block.name, 'video-content-widgets/carousel');
      assert.deepEqual(
        [block.attributes.category, block.attributes.limit, block.attributes.player],
        ['Investing Basics', 4, 'video-player-1002'],
      );
    });

    it('turns a Shortcode block into the block, and no other shortcode', async () => {
      // No named function inside: tsx would wrap it in a helper the page does not have.
      const [player, gallery] = await page.evaluate(() => {
        const {blocks} = (window as unknown as {wp: WpEditor}).wp;
        return ['[video_player id="1003" html_id="intro"]', '[gallery ids="1"]'].map((text) =>
          blocks.switchToBlockType(
            blocks.createBlock('core/shortcode', {text}),
            'video-content-widgets/player',
          ),
        );
      });
      assert.deepEqual(
        player?.map(({name, attributes}) => [name, attributes.videoId, attributes.playerId]),
        [['video-content-widgets/player', 1003, 'intro']],
      );
      assert.equal(gallery, null);
    });
  });
}
