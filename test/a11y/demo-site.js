// What the tests of the demo pages (as `npm start` serves them) share: the pages, when a page's
// widgets have settled, and the browser they are seen in.
import {chromium} from 'playwright-core';

/** The demo pages, as paths below the demo's URL. */
export const PAGES = [
  '',
  'carousels.html',
  'player.html',
  'media-chrome.html',
  'server-rendered.html',
  'frameworks/index.html',
];

/**
 * Every carousel has left its loading state, every player shows a poster (the whole facade, or
 * under another skin its picture), video or error.
 */
export function settled() {
  const widgets = [...document.querySelectorAll('video-carousel, video-player')];
  return widgets.every((widget) =>
    widget.localName === 'video-carousel'
      ? widget.shadowRoot?.querySelector('.region[aria-busy="false"]')
      : widget.shadowRoot?.querySelector(
          '[part~="facade"], [part~="poster"], video, [part~="error"]',
        ),
  );
}

/** Chromium, at CHROMIUM_PATH or /usr/bin/chromium, launched as the demo pages' tests see them. */
export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}
