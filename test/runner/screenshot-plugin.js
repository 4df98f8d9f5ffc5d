// The `screenshot` command for every test browser: a PNG of the viewport, base64, taken by the
// launcher (Puppeteer for Chromium and Firefox, WebDriver for WebKit) as a viewer would see it.
// The browser side (test/a11y/screenshots.ts) decodes and crops it.

/** A PNG of the session's page as it is on screen. */
async function viewportPng(session) {
  if (session.browser.type === 'webdriver') return session.browser.driver.takeScreenshot();
  const page = session.browser.getPage(session.id);
  return page.screenshot({encoding: 'base64', type: 'png'});
}

export function screenshots() {
  return {
    name: 'screenshots',
    async executeCommand({command, session}) {
      if (command !== 'screenshot') return undefined;
      return viewportPng(session);
    },
  };
}
