// The proxy as a REST route of the site: listed in the REST index, answering where WordPress
// names any REST route (`?rest_route=`), and reached by the widgets under plain permalinks.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import type {WordPressSite} from './wordpress-site.js';
import {expectCards} from './carousel-cards.js';

const ROUTE = '/video-content-widgets/v1';

interface Items {
  data: {items: {id: number}[]};
}

export function restRoutes(site: () => WordPressSite, browser: () => Browser) {
  describe('the proxy’s REST routes', () => {
    it('are listed in the REST index, with the list’s parameters', async () => {
      const index = (await (await fetch(`${site().url}/wp-json/`)).json()) as {
        namespaces: string[];
        routes: Record<string, {methods: string[]; endpoints: {args: object}[]}>;
      };
      assert.ok(index.namespaces.includes('video-content-widgets/v1'));
      const list = index.routes[`${ROUTE}/content/video`];
      assert.deepEqual(list?.methods, ['GET']);
      assert.deepEqual(Object.keys(list?.endpoints[0]?.args ?? {}), ['categoryName', 'limit']);
      assert.ok(index.routes[`${ROUTE}/content/video/(?P<id>[^/]+)`]);
    });

    it('answer at ?rest_route=, plain or encoded, with the same checks', async () => {
      const at = (query: string) => fetch(`${site().url}/?rest_route=${query}`);
      const list = await at(`${ROUTE}/content/video&categoryName=Investing%20Basics&limit=2`);
      assert.equal(list.status, 200);
      assert.equal(((await list.json()) as Items).data.items.length, 2);
      const one = await at(encodeURIComponent(`${ROUTE}/content/video/1001`));
      assert.equal(((await one.json()) as Items).data.items[0]?.id, 1001);
      const refused = await at(`${ROUTE}/content/video&limit=1&apiKey=x`);
      assert.equal(refused.status, 400);
      assert.equal(
        ((await refused.json()) as {error: {code: string}}).error.code,
        'unknown-parameter',
      );
    });

    it('reach the widgets under plain permalinks', async () => {
      await site().setPermalinks('');
      const page = await browser().newPage();
      try {
        await page.goto(`${site().url}/?p=${site().posts.shortcode.id}`);
        const endpoint = await page
          .locator('meta[name="video-content-widgets:endpoint"]')
          .getAttribute('content');
        assert.equal(endpoint, `${site().url}/index.php/wp-json${ROUTE}`);
        const cards = page.locator('video-carousel [part~="card-button"]');
        await expectCards(cards, 4);
        const one = await fetch(`${endpoint}/content/video/1001`);
        assert.equal(one.status, 200);
        assert.match(one.headers.get('x-cache') ?? '', /^(HIT|MISS)$/, 'the proxy’s answer');
      } finally {
        await page.close();
        await site().setPermalinks('/%postname%/');
      }
    });
  });
}
