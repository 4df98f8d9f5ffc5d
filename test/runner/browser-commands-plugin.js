// Server side of test/browser-commands.ts: what each test browser can be asked to do, and the
// WebDriver versions of wtr's setViewport and sendKeys (whose own plugins stop at Playwright and
// Puppeteer, and take only "press" and "type" over WebDriver).
import {Key} from 'webdriverio';

/** Puppeteer emulates media features over the Chrome DevTools Protocol only; asking tells. */
async function canEmulateMedia(session) {
  if (session.browser.type !== 'puppeteer') return false;
  try {
    await session.browser.getPage(session.id).emulateMediaFeatures([]);
    return true;
  } catch {
    return false;
  }
}

/** A DOM key name ("Tab", "ArrowLeft", "a", " ") as WebDriver's key value. */
function keyValue(name) {
  if ([...name].length === 1) return name;
  const value = Key[name];
  if (value === undefined || name === 'Ctrl') throw new Error(`No WebDriver key for "${name}".`);
  return value;
}

/** The key actions of one wtr `sendKeys` payload. */
function keyActions(payload) {
  if ('type' in payload) {
    return [...payload.type].flatMap((value) => [
      {type: 'keyDown', value},
      {type: 'keyUp', value},
    ]);
  }
  if ('press' in payload) {
    const value = keyValue(payload.press);
    return [
      {type: 'keyDown', value},
      {type: 'keyUp', value},
    ];
  }
  if ('down' in payload) return [{type: 'keyDown', value: keyValue(payload.down)}];
  if ('up' in payload) return [{type: 'keyUp', value: keyValue(payload.up)}];
  throw new Error(`sendKeys takes type, press, down or up; got ${JSON.stringify(payload)}.`);
}

/**
 * Sizes the window so that the page's viewport is `width` × `height`, and waits until it is.
 * False when the window stays wider: MiniBrowser's cannot be narrower than its toolbar (447 px).
 */
async function setViewport(driver, {width, height}) {
  const viewport = () => driver.execute(() => [window.innerWidth, window.innerHeight]);
  const [innerWidth, innerHeight] = await viewport();
  if (innerWidth === width && innerHeight === height) return true;
  const rect = await driver.getWindowRect();
  await driver.setWindowRect(
    null,
    null,
    rect.width + width - innerWidth,
    rect.height + height - innerHeight,
  );
  // The window is sized asynchronously. A size that holds for 300 ms at the height asked for
  // and a greater width is the narrowest the window gets.
  let size = [innerWidth, innerHeight];
  let unchanged = 0;
  for (let tries = 0; tries < 50 && unchanged < 6; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const [w, h] = await viewport();
    if (w === width && h === height) return true;
    unchanged = w === size[0] && h === size[1] && h === height ? unchanged + 1 : 0;
    size = [w, h];
  }
  if (size[0] > width && size[1] === height) return false;
  throw new Error(`The viewport did not become ${width}×${height}; it is ${size.join('×')}.`);
}

/** The DevTools protocol session of each page that emulates forced colours. */
const protocols = new WeakMap();

export function browserCommands() {
  return {
    name: 'browser-commands',
    async executeCommand({command, payload, session}) {
      const webdriver = session.browser.type === 'webdriver';
      if (command === 'browser-capabilities') {
        return {webdriver, emulateMedia: await canEmulateMedia(session)};
      }
      // wtr's own emulateMedia passes only the colour scheme and reduced motion to Puppeteer,
      // and Puppeteer's refuses forced colours: the DevTools protocol takes them.
      // An emulation lasts as long as the protocol session that set it: one kept per page.
      if (command === 'forced-colors' && session.browser.type === 'puppeteer') {
        const page = session.browser.getPage(session.id);
        if (!protocols.has(page)) protocols.set(page, await page.createCDPSession());
        await protocols.get(page).send('Emulation.setEmulatedMedia', {
          features: [{name: 'forced-colors', value: payload.value}],
        });
        return true;
      }
      if (!webdriver) return undefined;
      // One session at a time (concurrency 1), so the launcher's driver is this session's.
      const {driver} = session.browser;
      if (command === 'webdriver-viewport') {
        return setViewport(driver, payload);
      }
      if (command === 'webdriver-keys') {
        // Never released between calls, so a key held "down" stays down for the next "press".
        await driver.performActions([{type: 'key', id: 'keyboard', actions: keyActions(payload)}]);
        return true;
      }
      return undefined;
    },
  };
}
