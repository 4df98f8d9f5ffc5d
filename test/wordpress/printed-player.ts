// The player the plugin prints in PHP: the block's and the shortcode's `<video-player>` hold their
// record as Declarative Shadow DOM and a JSON child, so the page shows the poster before any
// script and the element asks the service nothing; parsed, the same DOM as the Node renderer's,
// hostile records included, through the_content's filters (wptexturize, shortcodes); the bare tag
// where no record can be had; the service asked once while its answer is kept.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {Browser} from 'playwright-core';
import type {LoggedRequest} from '../proxy/harness.js';
import {printedRecords} from '../server/printed-records.js';
import {renderPlayer} from '../server/built-server.js';
import {parsedWidgets} from './parsed-widgets.js';
import type {WordPressSite} from './wordpress-site.js';

/** The stand-in's scope the site is set up with: its request log and fault queue. */
export interface ServiceScope {
  requests(): Promise<LoggedRequest[]>;
  fault(...faults: object[]): Promise<void>;
}

/** The record the site's proxy answers for `id`. */
async function recordOf(site: WordPressSite, id: number) {
  const answer = await fetch(`${site.endpoint}/content/video/${id}`);
  return ((await answer.json()) as {data: {items: object[]}}).data.items[0]!;
}

const requestsFor = async (service: ServiceScope, id: number) =>
  (await service.requests()).filter(({path}) => path === `/content/video/${id}`).length;

export function printedPlayer(
  site: () => WordPressSite,
  browser: () => Browser,
  service: () => ServiceScope,
) {
  describe('the player printed in PHP', () => {
    it('is in the page’s HTML with its record, and shows before any script', async () => {
      const html = await (await fetch(site().posts.blocks.url)).text();
      assert.match(
        html,
        /<video-player id="lesson-player" video-id="1001"><template shadowrootmode="open"><style>/,
      );
      assert.match(html, /<script type="application\/json">\{"id":1001,"title":"What Is a Stock\?/);
      const context = await browser().newContext({javaScriptEnabled: false});
      try {
        const page = await context.newPage();
        await page.goto(site().posts.blocks.url);
        const title = page.locator('#lesson-player [part="title"]');
        assert.equal(await title.textContent(), 'What Is a Stock? Owning a Slice of a Company');
        assert.ok(await title.isVisible(), 'the printed title shows without script');
        // The poster links to the video's file, where the play button could do nothing.
        const link = page.locator('#lesson-player').getByRole('link', {
          name: 'Play video: What Is a Stock? Owning a Slice of a Company',
        });
        const record = (await recordOf(site(), 1001)) as {playbackDetails: {mp4Url: string}};
        assert.equal(await link.getAttribute('href'), record.playbackDetails.mp4Url);
        await link.click({trial: true});
        assert.equal(await page.locator('#lesson-player').getByRole('button').count(), 0);
        assert.equal(await page.evaluate(() => customElements.get('video-player')), undefined);
      } finally {
        await context.close();
      }
    });

    it('links its poster to the page the shortcode’s watch_url names, for readers without script', async () => {
      const content = await site().renderContent(
        '[video_player id="1002" watch_url="/videos/{id}?from=post"]',
      );
      assert.match(
        content,
        /<a part="facade-link" class="facade-link" href="\/videos\/1002\?from=post"/,
      );
      assert.ok(
        content.includes(
          renderPlayer(await recordOf(site(), 1002), {
            attributes: {
              id: 'video-player-1002',
              'video-id': '1002',
              'watch-url': '/videos/{id}?from=post',
            },
          }),
        ),
      );
    });

    it('parses as the Node renderer’s markup does, through the_content', async () => {
      const record = await recordOf(site(), 1002);
      const content = await site().renderContent(
        '<!-- wp:video-content-widgets/player {"videoId":1002} /-->',
      );
      // Byte for byte (its title's "What's" not made curly by wptexturize).
      assert.ok(content.includes(renderPlayer(record)), content.slice(0, 300));
    });

    it('parses as the Node renderer’s markup does for hostile records too', async () => {
      const records = Object.values(printedRecords(`${site().url}/media`)).map((text, i) => ({
        ...(JSON.parse(text) as object),
        id: 424300 + i,
      }));
      const printed: string[] = [];
      for (const record of records) {
        await service().fault({status: 200, body: {data: {items: [record]}}});
        // A block's output, unlike a shortcode's, goes through the_content's other filters.
        const block = {videoId: record.id, playerId: `video-player-${record.id}`};
        printed.push(
          await site().renderContent(
            `<!-- wp:video-content-widgets/player ${JSON.stringify(block)} /-->`,
          ),
        );
      }
      const node = records.map((record) =>
        renderPlayer(record, {attributes: {id: `video-player-${record.id}`}}),
      );
      // do_shortcode() expanded no `[video]` or `[gallery]` of a title, wptexturize() no `--`.
      for (const markup of printed) assert.doesNotMatch(markup, /wp-video|gallery-|–/);
      const [fromPhp, fromNode] = await Promise.all([
        parsedWidgets(browser(), 'video-player', printed),
        parsedWidgets(browser(), 'video-player', node),
      ]);
      assert.ok(fromPhp.every(({shadow}) => shadow?.includes('part="facade"')));
      assert.deepEqual(fromPhp, fromNode);
    });

    it('is taken over by the element without asking the service again', async () => {
      const page = await browser().newPage();
      const asked: string[] = [];
      page.on('request', (request) => asked.push(request.url()));
      await page.addInitScript(() =>
        document.addEventListener('video-load', () => Object.assign(window, {videoLoaded: true})),
      );
      try {
        await page.goto(site().posts.player.url);
        await page.waitForFunction(() => 'videoLoaded' in window, undefined, {timeout: 20_000});
        assert.deepEqual(
          asked.filter((url) => url.includes('/content/video')),
          [],
        );
        const facade = page.locator('#video-player-1001 [part="facade"]');
        assert.equal(
          await facade.getAttribute('aria-label'),
          'Play video: What Is a Stock? Owning a Slice of a Company',
        );
      } finally {
        await page.close();
      }
    });

    it('speaks the site’s language, and the element takes it over as printed', async () => {
      await site().setSiteLanguage('de_DE');
      const page = await browser().newPage();
      try {
        const html = await (await fetch(site().posts.player.url)).text();
        assert.match(html, /<html lang="de-DE"/);
        const record = await recordOf(site(), 1001);
        const node = renderPlayer(record, {
          attributes: {id: 'video-player-1001', 'video-id': '1001'},
          lang: 'de-DE',
        });
        assert.ok(html.includes(node), 'the Node renderer’s markup for a page in German');
        assert.match(node, /aria-label="Video abspielen: What Is a Stock\?/);
        // The printed play button is marked before the element's script may run; once the
        // element has its record and its words, it is still there: kept, not written again.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route(/\/assets\/widgets\//, async (route) => {
          await held;
          await route.continue();
        });
        await page.addInitScript(() =>
          document.addEventListener('video-load', () => Object.assign(window, {videoLoaded: true})),
        );
        await page.goto(site().posts.player.url, {waitUntil: 'commit'});
        await page.waitForFunction(() => document.readyState !== 'loading');
        await page.evaluate(() =>
          Object.assign(
            document.querySelector('#video-player-1001')!.shadowRoot!.querySelector('.facade')!,
            {printed: true},
          ),
        );
        const words = page.waitForResponse(/\/chunks\/lang\/de\.js$/);
        release();
        await page.waitForFunction(() => 'videoLoaded' in window, undefined, {timeout: 20_000});
        // Once the German words are in, too: the element compares its poster with the printed one.
        await words;
        await page.evaluate(() => new Promise(requestAnimationFrame));
        const kept = await page.evaluate(() => {
          const facade = document
            .querySelector('#video-player-1001')!
            .shadowRoot!.querySelector('.facade') as (Element & {printed?: boolean}) | null;
          return {printed: facade?.printed, name: facade?.getAttribute('aria-label')};
        });
        assert.deepEqual(kept, {
          printed: true,
          name: 'Video abspielen: What Is a Stock? Owning a Slice of a Company',
        });
      } finally {
        await page.close();
        await site().setSiteLanguage('');
      }
    });

    it('asks the service once while its answer is kept (60 s), not at each page view', async () => {
      await site().ageAnswers(61);
      const before = await requestsFor(service(), 1001);
      for (let view = 0; view < 3; view++) await fetch(site().posts.player.url);
      assert.equal((await requestsFor(service(), 1001)) - before, 1);
    });

    it('prints the bare tag for a video the service does not have, or while it fails', async () => {
      assert.equal(
        (await site().renderContent('[video_player id="424242"]')).trim(),
        '<video-player id="video-player-424242" video-id="424242"></video-player>',
      );
      await service().fault({status: 503});
      assert.equal(
        (await site().renderContent('[video_player id="424243"]')).trim(),
        '<video-player id="video-player-424243" video-id="424243"></video-player>',
      );
    });
  });
}
