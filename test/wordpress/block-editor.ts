// The plugin's blocks in WordPress's block editor (6.1): the real widgets in the canvas, the
// sidebar's choices read from the service, and the tags kept by a Classic block's TinyMCE.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {after, before, describe, it} from 'node:test';
import type {Browser, BrowserContext, Page} from 'playwright-core';
import {loggedIn, openBlockSettings} from './editor-page.js';
import type {WordPressSite} from './wordpress-site.js';
import {expectCards} from './carousel-cards.js';

/** The part of the block editor's `wp` global these tests use. */
interface WpGlobal {
  blocks: {createBlock(name: string, attributes: object): {clientId: string}};
  data: {
    select(store: string): {
      getBlocks(): {name: string; clientId: string; attributes: {playerId?: string}}[];
    };
    dispatch(store: string): {
      duplicateBlocks(clientIds: string[]): void;
      selectBlock(clientId: string): void;
      insertBlocks(block: object): void;
    };
  };
}

interface TinyMce {
  initialized: boolean;
  getContent(): string;
}

/** What docs/wordpress.md gives authors to paste. */
const PASTED = readFileSync(new URL('authors-embed.html', import.meta.url), 'utf8').trim();

export function blockEditor(site: () => WordPressSite, browser: () => Browser) {
  describe('in the block editor', () => {
    let context: BrowserContext;
    let page: Page;
    before(async () => {
      context = await loggedIn(site(), browser(), 'admin', 'admin-password-1');
      page = await context.newPage();
      await page.goto(`${site().url}/wp-admin/post.php?post=${site().posts.blocks.id}&action=edit`);
    });
    after(() => context?.close());

    it('shows the real widgets in the canvas', async () => {
      const cards = page.locator('.editor-styles-wrapper video-carousel [part~="card-button"]');
      await expectCards(cards, 4, 30_000);
      await page.locator('.editor-styles-wrapper video-player').waitFor();
    });

    it('offers the service’s categories and the post’s players for a carousel', async () => {
      await openBlockSettings(page, 'video-content-widgets/carousel');
      const category = page.getByLabel('Category');
      await category
        .locator('option', {hasText: 'Retirement Planning'})
        .waitFor({state: 'attached'});
      assert.equal(await category.inputValue(), 'Investing Basics');
      const player = page.getByLabel('Play a chosen video in');
      assert.deepEqual(await player.locator('option').allTextContents(), [
        'A dialog',
        'The player of “What Is a Stock? Owning a Slice of a Company”',
      ]);
    });

    it('gives a duplicated player an id of its own, and lists both by their video', async () => {
      // No named function inside: tsx would wrap it in a helper the page does not have.
      const ids = await page.evaluate(async () => {
        const {data} = (window as unknown as {wp: WpGlobal}).wp;
        const editor = data.select('core/block-editor');
        const first = editor.getBlocks().find((b) => b.name === 'video-content-widgets/player')!;
        data.dispatch('core/block-editor').duplicateBlocks([first.clientId]);
        for (;;) {
          const ids = editor
            .getBlocks()
            .filter((block) => block.name === 'video-content-widgets/player')
            .map((block) => block.attributes.playerId);
          if (new Set(ids).size === 2) return ids;
          await new Promise(requestAnimationFrame);
        }
      });
      assert.equal(ids[0], 'lesson-player', 'the original keeps its id');
      assert.match(ids[1]!, /^video-player-[0-9a-f]{8}$/);
      await openBlockSettings(page, 'video-content-widgets/carousel');
      const player = page.getByLabel('Play a chosen video in');
      assert.deepEqual(await player.locator('option').allTextContents(), [
        'A dialog',
        'The player of “What Is a Stock? Owning a Slice of a Company”',
        'The player of “What Is a Stock? Owning a Slice of a Company” (2)',
      ]);
      assert.equal(await player.inputValue(), 'lesson-player');
    });

    it('keeps the two tags in a Classic block (TinyMCE)', async () => {
      const html = await page.evaluate(async (pasted) => {
        const {blocks, data} = (window as unknown as {wp: WpGlobal}).wp;
        const classic = blocks.createBlock('core/freeform', {content: pasted});
        data.dispatch('core/block-editor').insertBlocks(classic);
        const {tinymce} = window as unknown as {tinymce: {get(id: string): TinyMce | null}};
        for (;;) {
          const editor = tinymce.get(`editor-${classic.clientId}`);
          if (editor?.initialized) return editor.getContent();
          await new Promise(requestAnimationFrame);
        }
      }, PASTED);
      const tags = (markup: string) => markup.replace(/>\s+</g, '><');
      assert.equal(tags(html), tags(PASTED));
      // As visitors see them, with the site's endpoint.
      const cards = page.locator(
        '[data-type="core/freeform"] video-carousel [part~="card-button"]',
      );
      await expectCards(cards, 4);
      assert.equal(await page.getByText('No endpoint is set').count(), 0);
    });

    it('shows the widgets in a Custom HTML block’s Preview', async () => {
      await page.evaluate((pasted) => {
        const {blocks, data} = (window as unknown as {wp: WpGlobal}).wp;
        const html = blocks.createBlock('core/html', {content: pasted});
        data.dispatch('core/block-editor').insertBlocks(html);
        data.dispatch('core/block-editor').selectBlock(html.clientId);
      }, PASTED);
      await page
        .locator('.block-editor-block-toolbar')
        .getByRole('button', {name: 'Preview'})
        .click();
      const preview = page.frameLocator('iframe.components-sandbox');
      const cards = preview.locator('video-carousel [part~="card-button"]');
      await expectCards(cards, 4);
      await preview.locator('video-player').waitFor();
      const height = await page
        .locator('iframe.components-sandbox')
        .evaluate((frame) => frame.getBoundingClientRect().height);
      assert.ok(height > 200, `the Preview is ${height} px high: the cards’ height`);
    });

    it('shows the widgets in the Classic editor', async () => {
      const classic = await context.newPage();
      try {
        await classic.goto(
          `${site().url}/wp-admin/post.php?post=${site().posts.classic.id}&action=edit`,
        );
        const editor = classic.frameLocator('#content_ifr');
        const cards = editor.locator('video-carousel [part~="card-button"]');
        await expectCards(cards, 4, 30_000);
        assert.equal(await editor.getByText('No endpoint is set').count(), 0);
      } finally {
        await classic.close();
      }
    });

    it('finds a video by its title for a player', async () => {
      await openBlockSettings(page, 'video-content-widgets/player');
      await page.getByLabel('Search titles').fill('Slice of a Company');
      await page.getByRole('option', {name: /What Is a Stock\? .* \(1001\)/}).waitFor();
    });
  });
}
