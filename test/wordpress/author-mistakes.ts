// What an Author's slips show: a player without a video (a shortcode without `id`, a block with
// none chosen) tells those who may edit the post what is missing and shows visitors nothing;
// a carousel asking for more videos than the proxy forwards shows the videos that came.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import type {WordPressSite} from './wordpress-site.js';

const NOTE = /This video player has no video\./g;

export function authorMistakes(site: () => WordPressSite, browser: () => Browser) {
  describe('an Author’s slips', () => {
    it('shows visitors no player without a video, and no empty id', async () => {
      const html = await (await fetch(site().posts.mistakes.url)).text();
      assert.doesNotMatch(html, /<video-player/);
      assert.doesNotMatch(html, /id="video-player-"/);
      assert.doesNotMatch(html, NOTE);
    });

    it('tells those who may edit the post how to give each player its video', async () => {
      const author = await site().logIn('author', 'author-password-1');
      const html = await (
        await fetch(site().posts.mistakes.url, {headers: {cookie: author}})
      ).text();
      assert.equal(html.match(NOTE)?.length, 2);
      assert.match(
        html,
        /Give the shortcode the video&#039;s id, like \[video_player id=&quot;1001&quot;\]/,
      );
      assert.match(html, /Choose a video in the block&#039;s settings\./);
      assert.doesNotMatch(html, /<video-player/);
    });

    it('shows the cards of a carousel whose limit (500) is above the proxy’s maximum', async () => {
      const page = await browser().newPage();
      try {
        await page.goto(site().posts.mistakes.url);
        const cards = page.locator('video-carousel [part~="card-button"]');
        // All the service's videos, up to the maximum: more than 4 (the first row comes first).
        await cards.nth(4).waitFor({timeout: 20_000});
        assert.equal(await page.locator('video-carousel [part~="error"]').count(), 0);
      } finally {
        await page.close();
      }
    });
  });
}
