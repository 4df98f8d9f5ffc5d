// wtr's browser commands for every test browser: Chromium and Firefox through Puppeteer, WebKit
// through WebDriver (test/runner/browser-commands-plugin.js), plus what a browser cannot do.
import * as wtr from '@web/test-runner-commands';
import {waitUntil} from './wait-until.js';

interface Capabilities {
  /** Driven over WebDriver classic (WebKit), which has no DevTools protocol to lean on. */
  webdriver: boolean;
  /** Can emulate CSS media features (prefers-color-scheme, prefers-reduced-motion). */
  emulateMedia: boolean;
}

const capabilities = await wtr.executeServerCommand<Capabilities, undefined>(
  'browser-capabilities',
);

/**
 * Whether `emulateMedia` works here: only over the Chrome DevTools Protocol. WebDriver classic
 * (WebKit) and Firefox's WebDriver BiDi have no command to emulate a media feature.
 */
export const canEmulateMedia = capabilities.emulateMedia;

export const {sendMouse} = wtr;

/** wtr's `emulateMedia`, with `forcedColors` too (which wtr's own drops over Puppeteer). */
export async function emulateMedia(
  media: Parameters<typeof wtr.emulateMedia>[0] & {forcedColors?: 'active' | 'none'},
): Promise<void> {
  const {forcedColors, ...others} = media;
  if (forcedColors) {
    await wtr.executeServerCommand<boolean, {value: string}>('forced-colors', {
      value: forcedColors,
    });
  }
  if (Object.keys(others).length) await wtr.emulateMedia(others);
}

/**
 * `element`'s box once it holds still: a pointer sent to a box that is still moving misses it
 * (WebKit is still resizing a page that entered or left full screen after its event, or laying
 * out a row that has just loaded).
 */
export async function stillBox(element: Element): Promise<DOMRect> {
  await holdsStill(
    () => JSON.stringify(element.getBoundingClientRect()),
    'the element keeps moving',
  );
  return element.getBoundingClientRect();
}

/**
 * Resolves once `read` gives the same value twice running: a smooth scroll that has ended, a
 * box that has settled.
 */
export async function holdsStill(read: () => string | number, message: string): Promise<void> {
  let last: string | number | undefined;
  await waitUntil(() => {
    const now = read();
    const still = now === last;
    last = now;
    return still;
  }, message);
}

/** A real click at a share of `element`'s width, halfway down, once its box holds still. */
export async function clickAt(element: Element, share = 0.5): Promise<void> {
  const box = await stillBox(element);
  await wtr.sendMouse({
    type: 'click',
    position: [Math.round(box.left + box.width * share), Math.round(box.top + box.height / 2)],
  });
}

/**
 * wtr's `setViewport`; over WebDriver, by sizing the window around the viewport. Resolves
 * whether the viewport has that size: MiniBrowser's window (WebKit) cannot be made narrower
 * than its toolbar, about 447 px, and a test of a narrower layout skips there.
 */
export async function setViewport(viewport: wtr.Viewport): Promise<boolean> {
  if (capabilities.webdriver) {
    return wtr.executeServerCommand<boolean, wtr.Viewport>('webdriver-viewport', viewport);
  }
  await wtr.setViewport(viewport);
  return true;
}

/** wtr's `sendKeys`, with `down` and `up` over WebDriver too (key actions). */
export async function sendKeys(payload: wtr.SendKeysPayload): Promise<void> {
  if (capabilities.webdriver) {
    await wtr.executeServerCommand<boolean, wtr.SendKeysPayload>('webdriver-keys', payload);
  } else {
    await wtr.sendKeys(payload);
  }
}
