// The WordPress plugin on a real WordPress (Debian's package, MariaDB, PHP), installed from the
// built zip: the proxy contract against its PHP route, then each way an author puts the
// widgets on a page, opened in headless Chromium. Needs `npm run build` first (as `npm test` does).
import assert from 'node:assert/strict';
import {existsSync} from 'node:fs';
import {after, before, describe, it} from 'node:test';
import {chromium, type Browser, type Page} from 'playwright-core';
import {CHROMIUM, CHROMIUM_TEST_ARGS} from '../../scripts/test-system.js';
import {authorMistakes} from './author-mistakes.js';
import {blockAuthoring} from './block-authoring.js';
import {blockEditor} from './block-editor.js';
import {conformance, CONFORMANCE_ORIGIN, type ProxyTarget} from '../proxy/conformance.js';
import {KEY, scope, startStandIn, type StandIns} from '../proxy/harness.js';
import {editorTranslations} from './editor-translations.js';
import {printedCarousel} from './printed-carousel.js';
import {printedPlayer, type ServiceScope} from './printed-player.js';
import {proxyStorage, uninstall} from './proxy-storage.js';
import {restRoutes} from './rest-routes.js';
import {saveSettings, SETTINGS} from './settings-form.js';
import {setupAndConnection} from './setup-and-connection.js';
import {shortcodeTransforms} from './shortcode-transforms.js';
import {startWordPress, ZIP, type WordPressSite} from './wordpress-site.js';
import {expectCards} from './carousel-cards.js';
import {mediaState} from '../media-state.js';
import {shiftsSoFar, watchShifts} from '../layout-shifts.js';

let standIns: StandIns;
let site: WordPressSite;
let target: ProxyTarget;
let service: ServiceScope;

before(async () => {
  assert.ok(existsSync(ZIP), `${ZIP} is missing: run npm run build first.`);
  standIns = await startStandIn();
  const {upstream, ...scoped} = scope(standIns.serviceUrl);
  service = scoped;
  site = await startWordPress({service: upstream, apiKey: KEY, allowedOrigin: CONFORMANCE_ORIGIN});
  target = {
    base: site.endpoint,
    control: upstream.replace('/scopes/', '/__control/'),
    apiKey: KEY,
  };
});

after(async () => {
  await site?.close();
  await standIns?.close();
});

conformance('WordPress', () => target);

/**
 * The entries the page loads, the chunks the widgets' entry imports, those the page's <head>
 * preloads, and how many times the browser fetched each imported one (twice if the preload's URL
 * were not the import's).
 */
function firstChunks(page: Page) {
  return page.evaluate(async () => {
    const scripts = [
      ...document.querySelectorAll<HTMLScriptElement>('script[src*="/assets/widgets/"]'),
    ].map((script) => script.src);
    const entries = scripts.map((src) => new URL(src).pathname.replace(/^.*\//, ''));
    const entry = scripts[0]!;
    const text = await (await fetch(entry)).text();
    const imported = [...text.matchAll(/"(\.\/chunks\/[^"]+\.js)"/g)].map(
      ([, path]) => new URL(path!, entry).href,
    );
    const fetched = performance.getEntriesByType('resource').map(({name}) => name);
    return {
      entries,
      imported,
      preloaded: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')]
        .map((link) => link.href)
        .filter((href) => href.includes('/assets/widgets/')),
      fetches: imported.map((chunk) => fetched.filter((name) => name === chunk).length),
    };
  });
}

/** The page loads `entry` alone, its <head> preloads the chunks `entry` imports, each fetched once. */
async function assertLoadsEntry(page: Page, entry: string) {
  const chunks = await firstChunks(page);
  assert.deepEqual(chunks.entries, [entry]);
  assert.deepEqual(chunks.preloaded, chunks.imported, 'the <head> asks for the entry’s chunks');
  assert.deepEqual(
    chunks.fetches,
    chunks.imported.map(() => 1),
    'each chunk fetched once',
  );
}

describe('the WordPress plugin', () => {
  let browser: Browser;
  before(async () => {
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: CHROMIUM_TEST_ARGS,
    });
  });
  after(() => browser?.close());

  it('keeps an Author’s two tags through kses, and nothing else of the pasted embed', () => {
    const saved = site.posts.html.content;
    assert.match(saved, /<video-player id="lesson-player" video-id="1001"><\/video-player>/);
    assert.match(
      saved,
      /<video-carousel category="Investing Basics" limit="4" player="lesson-player">/,
    );
    assert.doesNotMatch(saved, /<script|<meta|api-key|onclick|elsewhere\.test/);
  });

  for (const theme of ['twentytwentyone', 'twentytwentythree']) {
    describe(`with the theme ${theme}`, () => {
      before(() => site.switchTheme(theme));
      for (const [post, player] of [
        ['blocks', 'lesson-player'],
        ['html', 'lesson-player'],
        ['shortcode', 'video-player-1001'],
        ['classic', 'lesson-player'],
      ] as const) {
        it(`shows the cards of the ${post} post, plays a card in its player, with no layout shift`, async () => {
          const page = await browser.newPage({viewport: {width: 1280, height: 900}});
          const problems: string[] = [];
          const bodies: Promise<string>[] = [];
          page.on('pageerror', (error) => problems.push(error.message));
          page.on('console', (message) => {
            if (message.type() === 'error') problems.push(message.text());
          });
          page.on('response', (response) => bodies.push(response.text().catch(() => '')));
          await watchShifts(page);
          await page.addInitScript(() =>
            document.addEventListener('video-load', () =>
              Object.assign(window, {videoLoaded: true}),
            ),
          );
          try {
            await page.goto(site.posts[post].url);
            const cards = page.locator('video-carousel [part~="card-button"]');
            await expectCards(cards, 4);
            // Both widgets have what they show (the cards, the player's record), then two frames
            // for any shift of that rendering to be reported.
            await page.waitForFunction(() => 'videoLoaded' in window);
            const {cls, moved} = await shiftsSoFar(page);
            assert.equal(cls, 0, `layout shift of ${moved.join(', ')}`);
            const head = page.locator('head meta[name="video-content-widgets:endpoint"]');
            assert.equal(await head.count(), 1, 'the endpoint in the <head>');
            await assertLoadsEntry(page, 'video-content-widgets.js');
            await cards.nth(1).click();
            await page
              .waitForFunction(
                (id) => (document.getElementById(id) as HTMLVideoElement).currentTime > 0.5,
                player,
                {timeout: 20_000},
              )
              .catch(async (error: Error) => {
                const state = await page
                  .locator(`#${player}`)
                  .evaluate<string, unknown, HTMLMediaElement>(mediaState);
                throw new Error(`the player did not reach 0.5 s: ${state}; ${problems}`, {
                  cause: error,
                });
              });
            assert.equal(await page.locator('dialog[open]').count(), 0);
            assert.deepEqual(problems, []);
            for (const body of await Promise.all(bodies))
              assert.ok(!body.includes(KEY), 'key in a response');
          } finally {
            await page.close();
          }
        });
      }
    });
  }

  it('loads the player’s entry alone on a post of players, and plays it', async () => {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(site.posts.player.url);
      const facade = page.locator('video-player [part~="facade"]');
      await facade.waitFor({timeout: 20_000});
      await assertLoadsEntry(page, 'video-player.js');
      await facade.click();
      await page.waitForFunction(
        () => document.querySelector<HTMLVideoElement>('video-player')!.currentTime > 0.5,
        undefined,
        {timeout: 20_000},
      );
      assert.equal(await page.evaluate(() => customElements.get('video-carousel')), undefined);
      assert.deepEqual(problems, []);
    } finally {
      await page.close();
    }
  });

  it('prints the key into no feed, REST answer or admin page, not even its settings page', async () => {
    const admin = await site.logIn('admin', 'admin-password-1');
    const pages = [
      '/feed/',
      '/wp-json/',
      '/wp-json/wp/v2/posts',
      '/post-blocks/',
      '/wp-admin/options.php',
      `/wp-admin/post.php?post=${site.posts.blocks.id}&action=edit`,
      SETTINGS,
    ];
    for (const path of pages) {
      const response = await fetch(`${site.url}${path}`, {headers: {cookie: admin}});
      assert.equal(response.status, 200, path);
      assert.ok(!(await response.text()).includes(KEY), path);
    }
    const settings = await (
      await fetch(`${site.url}${SETTINGS}`, {headers: {cookie: admin}})
    ).text();
    assert.match(settings, /A key is saved; it is never shown/);
    assert.match(settings, /value="http:\/\/127\.0\.0\.1:\d+\/scopes\/proxy-/);
  });

  it('keeps the settings page from an Author (manage_options)', async () => {
    const author = await site.logIn('author', 'author-password-1');
    const response = await fetch(`${site.url}${SETTINGS}`, {headers: {cookie: author}});
    assert.equal(response.status, 403);
    assert.doesNotMatch(await response.text(), /Service address/);
  });

  it('saves the settings form, keeping the key when its field is left empty', async () => {
    const admin = await site.logIn('admin', 'admin-password-1');
    const after = await saveSettings(site, admin, {
      allowed_origins: `${CONFORMANCE_ORIGIN}\n<b>bold</b>`,
    });
    assert.match(
      after,
      /"&lt;b&gt;bold&lt;\/b&gt;" is not an origin like https:\/\/www\.example\.com/,
    );
    assert.match(after, /A key is saved/);
    assert.match(after, new RegExp(`<textarea[^>]*>${CONFORMANCE_ORIGIN}</textarea>`));
    const response = await fetch(`${site.endpoint}/content/video/1002`);
    assert.equal(response.status, 200);
  });

  it('serves a kept answer past its freshness while the service fails (PHP route)', async () => {
    const path = `${site.endpoint}/content/video?categoryName=Retirement%20Planning`;
    assert.equal((await fetch(path)).headers.get('x-cache'), 'MISS');
    await site.ageAnswers(61);
    await fetch(`${target.control}/faults`, {
      method: 'POST',
      body: JSON.stringify({faults: [{status: 503}]}),
    });
    const response = await fetch(path);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-cache'), 'STALE');
    assert.ok(Number(response.headers.get('age')) >= 61);
  });

  blockEditor(
    () => site,
    () => browser,
  );

  authorMistakes(
    () => site,
    () => browser,
  );

  printedPlayer(
    () => site,
    () => browser,
    () => service,
  );

  printedCarousel(
    () => site,
    () => browser,
    () => service,
  );

  setupAndConnection(() => site);

  editorTranslations(
    () => site,
    () => browser,
  );

  blockAuthoring(
    () => site,
    () => browser,
  );

  shortcodeTransforms(
    () => site,
    () => browser,
  );

  restRoutes(
    () => site,
    () => browser,
  );

  proxyStorage(() => site);

  uninstall(() => site);

  it('logs no PHP notice, warning or error of the plugin', async () => {
    const lines = (await site.phpLog())
      .split('\n')
      .filter((line) => line.includes('video-content-widgets'));
    assert.deepEqual(lines, []);
  });
});
