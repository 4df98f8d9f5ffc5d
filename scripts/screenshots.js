// `npm run screenshots`: starts the demo (on free ports) and photographs it in headless Chromium
// into docs/images/: the README's picture, and both widgets in their main states in light, dark,
// forced colours and right to left (docs/screenshots.md shows them).
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {startDemo} from './start-demo.js';

const root = fileURLToPath(new URL('../', import.meta.url));

/** How a page is shown: the media features to emulate and the page's direction. */
const MODES = {
  light: {colorScheme: 'light'},
  dark: {colorScheme: 'dark'},
  'forced-colors': {colorScheme: 'dark', forcedColors: 'active'},
  rtl: {colorScheme: 'light', dir: 'rtl'},
};

/** Every image in view has loaded (lazy ones aside), and the fonts. */
async function painted(page) {
  await page.waitForFunction(() => {
    const images = [...document.querySelectorAll('video-carousel, video-player')].flatMap(
      (element) => [...(element.shadowRoot?.querySelectorAll('img') ?? [])],
    );
    return images.every((image) => image.loading === 'lazy' || image.complete);
  });
  await page.evaluate(() => document.fonts.ready);
}

/** A page of the demo in one mode, once the widget `selector` names has settled. */
async function open(browser, url, mode, selector) {
  const {dir, ...media} = MODES[mode];
  const page = await browser.newPage({
    viewport: {width: 640, height: 900},
    reducedMotion: 'reduce',
  });
  await page.emulateMedia({forcedColors: 'none', ...media});
  await page.goto(url);
  if (dir) await page.evaluate((value) => (document.documentElement.dir = value), dir);
  await page.waitForFunction(settled, selector, {timeout: 20_000});
  await painted(page);
  return page;
}

/** Run in the page: the element `selector` names has settled (a carousel) or shows its poster. */
const settled = (selector) =>
  document
    .querySelector(selector)
    ?.shadowRoot?.querySelector('.region[aria-busy="false"], [part~="poster"]');

/** The state shots: [file name, page, widget to photograph, what to do first]. */
const SHOTS = [
  ['carousel-loaded', 'carousels.html', 'video-carousel'],
  ['carousel-error', 'carousels.html', '#wrong-key'],
  ['player-poster', 'player.html', '#main'],
  [
    'player-playing',
    'player.html',
    '#main',
    async (page) => {
      const player = page.locator('#main');
      await player.locator('[part~="facade"]').click();
      await page.waitForFunction(() => document.querySelector('#main').currentTime > 1.5);
      await player.locator('[part~="captions-button"]').click();
      await player.locator('[part~="play-button"]').click(); // Paused: the frame holds still.
      await player.locator('[part~="quality-button"]').click();
      await player.locator('[part~="menu"]').waitFor();
    },
  ],
];

const demo = await startDemo();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const home = await browser.newPage({viewport: {width: 1280, height: 900}});
  await home.goto(demo.url);
  await home.waitForFunction(settled, 'video-carousel');
  await painted(home);
  await home.screenshot({path: `${root}docs/images/demo.png`});
  console.log('screenshots: docs/images/demo.png');
  for (const [name, path, selector, act] of SHOTS) {
    for (const mode of Object.keys(MODES)) {
      const page = await open(browser, `${demo.url}${path}`, mode, selector);
      await act?.(page);
      const file = `docs/images/${name}-${mode}.png`;
      await page
        .locator(selector)
        .first()
        .screenshot({path: `${root}${file}`, animations: 'disabled'});
      console.log(`screenshots: ${file}`);
      await page.close();
    }
  }
} finally {
  await browser.close();
  demo.stop();
}
