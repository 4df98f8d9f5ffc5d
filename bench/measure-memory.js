// What 200 players leave behind: JS heap and live hls.js / MediaSource objects after
// mount–play–unmount cycles, counted by the DevTools protocol after a forced GC.
import {withPage} from './browser.js';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, cycles: number, hlsUrl: string}} options `hlsUrl`: the built hls.js chunk
 */
export function measureMemory(browser, {origin, cycles, hlsUrl}) {
  return withPage(browser, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${origin}/bench/memory.html`);
    await page.waitForFunction(() => window.ready === true);
    // One cycle first, so hls.js and the lazy code are loaded before the baseline.
    await page.evaluate(() => window.cycle(1));
    const before = await snapshot(cdp, hlsUrl);
    const started = Date.now();
    const stalled = await page.evaluate((count) => window.cycle(count), cycles);
    const seconds = (Date.now() - started) / 1000;
    const after = await snapshot(cdp, hlsUrl);
    return {
      cycles,
      stalled,
      seconds: Math.round(seconds * 10) / 10,
      heapBeforeKB: kb(before.heap),
      heapAfterKB: kb(after.heap),
      heapGrowthKB: kb(after.heap - before.heap),
      liveHls: after.hls,
      liveMediaSource: after.mediaSource,
      liveVideoElements: after.video,
    };
  });
}

/**
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} hlsUrl
 */
async function snapshot(cdp, hlsUrl) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const {usedSize} = await cdp.send('Runtime.getHeapUsage');
  return {
    heap: usedSize,
    hls: await countInstances(
      cdp,
      `import(${JSON.stringify(hlsUrl)}).then((m) => m.default.prototype)`,
    ),
    mediaSource: await countInstances(cdp, 'MediaSource.prototype'),
    video: await countInstances(cdp, 'HTMLVideoElement.prototype'),
  };
}

/**
 * Objects alive with the given prototype (`Runtime.queryObjects` collects garbage first).
 * @param {import('playwright-core').CDPSession} cdp
 * @param {string} prototypeExpression
 */
async function countInstances(cdp, prototypeExpression) {
  const {result: prototype} = await cdp.send('Runtime.evaluate', {
    expression: prototypeExpression,
    awaitPromise: true,
  });
  const {objects} = await cdp.send('Runtime.queryObjects', {prototypeObjectId: prototype.objectId});
  const {result} = await cdp.send('Runtime.callFunctionOn', {
    objectId: objects.objectId,
    functionDeclaration: 'function () { return this.length; }',
    returnByValue: true,
  });
  return result.value;
}

/** @param {number} bytes */
const kb = (bytes) => Math.round(bytes / 1024);
