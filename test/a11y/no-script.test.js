// A reader without script (a browser with JavaScript off, a text-mode reader's engine) on the demo's
// server-rendered page, as `npm start` serves it: the printed poster and cards show, each links to
// its video, no button that could do nothing is left for them, and axe finds nothing. Run after
// `npm run build` (the page is printed by dist/lib/server).
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {after, before, describe, it} from 'node:test';
import {startDemo} from '../../scripts/start-demo.js';
import {launchChromium} from './demo-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The records a widget was printed with: its JSON child, which no script reads here. */
const printedRecords = async (widget) =>
  JSON.parse(await widget.locator(':scope > script[type="application/json"]').textContent());

describe('the server-rendered page without script', () => {
  let demo;
  let browser;
  let context;
  let page;
  before(async () => {
    demo = await startDemo();
    browser = await launchChromium();
    context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: {width: 1280, height: 900},
    });
    page = await context.newPage();
    await page.goto(`${demo.url}server-rendered.html`);
  });
  after(async () => {
    await browser?.close();
    demo?.stop();
  });

  it('runs no script: the widgets stay as printed', async () => {
    assert.equal(await page.evaluate(() => customElements.get('video-player')), undefined);
    assert.equal(await page.evaluate(() => matchMedia('(scripting: none)').matches), true);
  });

  it('links the poster to the video file, in the place of a play button that could not play', async () => {
    const player = page.locator('#rendered-player');
    const record = await printedRecords(player);
    const link = player.getByRole('link', {name: `Play video: ${record.title}`});
    assert.equal(await link.getAttribute('href'), record.playbackDetails.mp4Url);
    assert.ok(await link.isVisible(), 'the link shows');
    await link.click({trial: true}); // A click on the poster reaches it.
    assert.equal(await player.getByRole('button').count(), 0, 'no play button is left');
    assert.ok(await player.locator('[part="poster"]').isVisible(), 'the poster still shows');
  });

  it('links every card to its video file, named by its title, where its button was', async () => {
    const carousel = page.locator('video-carousel');
    const records = await printedRecords(carousel);
    const links = carousel.getByRole('link');
    assert.equal(await links.count(), records.length);
    for (const [i, record] of records.entries()) {
      const link = links.nth(i);
      assert.equal(await link.getAttribute('href'), record.playbackDetails.mp4Url);
      const name = await link.evaluate((a) => a.textContent.trim());
      assert.ok(name.startsWith(`${record.title},`), name);
    }
    await links.first().click({trial: true});
    assert.equal(await carousel.getByRole('button').count(), 0, 'no card, Previous or Next button');
    assert.ok(await carousel.locator('[part="thumbnail"]').first().isVisible(), 'thumbnails show');
  });

  // axe waits on timers, which a page without script never runs: it reads the same page with its
  // script refused and the styles for readers without script applied as they are here.
  it('has no axe violation', async () => {
    const seen = await browser.newContext({viewport: {width: 1280, height: 900}});
    try {
      await seen.route('**/*.js', (route) => route.abort());
      let applied = 0;
      await seen.route('**/server-rendered.html', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replaceAll('@media (scripting:none)', () => {
          applied += 1;
          return '@media all';
        });
        await route.fulfill({response, body});
      });
      const copy = await seen.newPage();
      await copy.goto(`${demo.url}server-rendered.html`);
      assert.equal(applied, 2, 'the player’s and the carousel’s styles for readers without script');
      assert.equal(await copy.evaluate(() => customElements.get('video-player')), undefined);
      await copy.addScriptTag({path: AXE});
      const results = await copy.evaluate(() =>
        window.axe.run(document, {
          runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice']},
        }),
      );
      assert.deepEqual(
        results.violations.map((rule) => `${rule.id}: ${rule.nodes[0].target.join(' ')}`),
        [],
      );
    } finally {
      await seen.close();
    }
  });
});
