// axe-core finds nothing on the demo pages as `npm start` serves them (the built bundle, the
// proxy, the stand-in service), in light and dark, once every widget has settled; shadow roots
// are checked too. Run after `npm run build` (the pages load dist/).
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {after, before, describe, it} from 'node:test';
import {startDemo} from '../../scripts/start-demo.js';
import {launchChromium, PAGES, settled} from './demo-site.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'best-practice'];

/** axe's violations on the page, one line each: rule, count, first targets. */
async function violations(page) {
  await page.addScriptTag({path: AXE});
  const results = await page.evaluate(
    (tags) => window.axe.run(document, {runOnly: {type: 'tag', values: tags}}),
    TAGS,
  );
  return results.violations.map(
    (rule) =>
      `${rule.id} (${rule.nodes.length}): ${rule.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}

describe('the demo pages under axe', () => {
  let demo;
  let browser;
  before(async () => {
    demo = await startDemo();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    demo?.stop();
  });

  it('sees a violation inside a shadow root (the check can fail)', async () => {
    const page = await browser.newPage();
    await page.setContent(
      '<!doctype html><html lang="en"><title>t</title><main><div id="host"></div></main></html>',
    );
    await page.evaluate(() => {
      const root = document.querySelector('#host').attachShadow({mode: 'open'});
      root.innerHTML = '<p style="color: #aaa; background: #fff">faint</p>';
    });
    assert.match((await violations(page)).join('\n'), /^color-contrast \(1\): #host/m);
    await page.close();
  });

  for (const path of PAGES) {
    for (const colorScheme of ['light', 'dark']) {
      it(`/${path} in ${colorScheme}: 0 violations`, async () => {
        const page = await browser.newPage({viewport: {width: 1280, height: 900}, colorScheme});
        try {
          await page.goto(`${demo.url}${path}`);
          await page.waitForFunction(settled, undefined, {timeout: 20_000});
          await page.evaluate(() => document.fonts.ready);
          assert.deepEqual(await violations(page), []);
        } finally {
          await page.close();
        }
      });
    }
  }
});
