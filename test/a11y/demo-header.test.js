// The demo pages on a phone, as `npm start` serves them (run after `npm run build`): one header
// on every page, whose nav marks the page itself and wraps, so that no page scrolls sideways at
// 320 or 390 CSS px once its widgets have settled.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {after, before, describe, it} from 'node:test';
import {promisify} from 'node:util';
import {startDemo} from '../../scripts/start-demo.js';
import {launchChromium, PAGES, settled} from './demo-site.js';

const FRAMEWORK_PAGES = ['react', 'preact', 'vue', 'svelte', 'angular'].map(
  (name) => `frameworks/${name}.html`,
);
const WIDTHS = [320, 390];

/** What a test reads of a page: its width, and its nav's links (`current`: aria-current). */
function layout() {
  const links = [...document.querySelectorAll('header nav a')].map((link) => ({
    href: link.getAttribute('href'),
    current: link.getAttribute('aria-current'),
    top: link.closest('ul')?.parentElement?.localName === 'nav',
  }));
  return {
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    path: location.pathname,
    headers: document.querySelectorAll('header nav').length,
    links,
  };
}

describe('the demo pages on a phone', () => {
  let demo;
  let browser;
  /** The top-level links of the first page's nav, which every page must have. */
  let firstNav;
  before(async () => {
    // The framework pages' apps, as `npm start` bundles them.
    await promisify(execFile)(process.execPath, ['demo/frameworks/build.js']);
    demo = await startDemo();
    browser = await launchChromium();
  });
  after(async () => {
    await browser?.close();
    demo?.stop();
  });

  for (const width of WIDTHS) {
    for (const path of [...PAGES, ...FRAMEWORK_PAGES]) {
      it(`/${path} at ${width} px: one nav marking the page, no sideways scroll`, async () => {
        const page = await browser.newPage({viewport: {width, height: 800}});
        try {
          await page.goto(`${demo.url}${path}`);
          await page.waitForFunction(settled, undefined, {timeout: 20_000});
          await page.evaluate(() => document.fonts.ready);
          const seen = await page.evaluate(layout);
          assert.equal(seen.headers, 1, 'one header nav');
          const current = seen.links.filter((link) => link.current !== null);
          const expected = seen.path === '/index.html' ? '/' : seen.path;
          assert.deepEqual(current, [{href: expected, current: 'page', top: current[0]?.top}]);
          const top = seen.links.filter((link) => link.top).map((link) => link.href);
          firstNav ??= top;
          assert.deepEqual(top, firstNav, 'the same nav as the other pages');
          assert.ok(
            seen.scrollWidth <= seen.innerWidth,
            `scrolls sideways: ${seen.scrollWidth} px wide in ${seen.innerWidth} px`,
          );
        } finally {
          await page.close();
        }
      });
    }
  }
});
