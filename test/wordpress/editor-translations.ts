// The block editor's words in the user's language, from a language pack as
// translate.wordpress.org ships it (a JSON file named by the script's path): an Author whose
// profile says Deutsch reads the player block's settings in German.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import {loggedIn} from './editor-page.js';
import type {WordPressSite} from './wordpress-site.js';

const SCRIPT = 'blocks/editor.js';

export function editorTranslations(site: () => WordPressSite, browser: () => Browser) {
  describe('the block editor’s words', () => {
    it('come in the user’s language from a language pack', async () => {
      const md5 = createHash('md5').update(SCRIPT).digest('hex');
      await site().addPluginTranslation(
        `video-content-widgets-de_DE-${md5}.json`,
        JSON.stringify({
          locale_data: {
            messages: {
              '': {domain: 'messages', lang: 'de_DE'},
              'Search titles': ['Titel suchen'],
            },
          },
        }),
      );
      await site().setUserLocale('author', 'de_DE');
      const context = await loggedIn(site(), browser(), 'author', 'author-password-1');
      try {
        const page = await context.newPage();
        const post = site().posts.mistakes.id;
        await page.goto(`${site().url}/wp-admin/post.php?post=${post}&action=edit`);
        // Once the editor holds the post's blocks, its player's settings in the sidebar.
        await page.waitForFunction(() => {
          const {wp} = window as unknown as {wp?: {data?: WpData}};
          const block = wp?.data
            ?.select('core/block-editor')
            .getBlocks()
            .find((b) => b.name === 'video-content-widgets/player');
          if (!block) return false;
          wp!.data!.dispatch('core/block-editor').selectBlock(block.clientId);
          wp!.data!.dispatch('core/edit-post').openGeneralSidebar('edit-post/block');
          return true;
        });
        await page.getByLabel('Titel suchen').waitFor();
        assert.equal(await page.getByLabel('Search titles').count(), 0);
      } finally {
        await context.close();
        await site().setUserLocale('author', '');
      }
    });
  });
}

interface WpData {
  select(store: string): {getBlocks(): {name: string; clientId: string}[]};
  dispatch(store: string): {
    selectBlock(clientId: string): void;
    openGeneralSidebar(name: string): void;
  };
}
