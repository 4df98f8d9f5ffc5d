// wtr's browser commands for every test browser: Chromium and Firefox through Puppeteer, WebKit
// through WebDriver (test/runner/browser-commands-plugin.js), plus what a browser cannot do.
import * as wtr from '@web/test-runner-commands';

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

export const {emulateMedia, sendMouse} = wtr;

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
