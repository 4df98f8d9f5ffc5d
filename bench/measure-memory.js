// What 200 players leave behind: JS heap and live hls.js / MediaSource objects after
// mount–play–unmount cycles, counted by the DevTools protocol after a forced GC. The page's
// videos take turns, so the cycles play streams of both hls.js builds (light and full); live
// instances of each build are counted.
import {withPage} from './browser.js';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, cycles: number, hlsUrls: Record<string, string>}} options
 *   `hlsUrls`: the built hls.js chunks, by build (`light`, `full`)
 */
export function measureMemory(browser, {origin, cycles, hlsUrls}) {
  return withPage(browser, async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await page.goto(`${origin}/bench/memory.html`);
    await page.waitForFunction(() => window.ready === true);
    // Two cycles first (videos 1001, subtitled, and 1002, without subtitles), so both hls.js
    // builds and the lazy code are loaded before the baseline.
    await page.evaluate(() => window.cycle(2));
    const before = await snapshot(cdp, hlsUrls);
    const started = Date.now();
    const stalled = await page.evaluate((count) => window.cycle(count), cycles);
    const seconds = (Date.now() - started) / 1000;
    const after = await snapshot(cdp, hlsUrls);
    return {
      cycles,
      stalled,
      seconds: Math.round(seconds * 10) / 10,
      heapBeforeKB: kb(before.heap),
      heapAfterKB: kb(after.heap),
      heapGrowthKB: kb(after.heap - before.heap),
      liveHls: Object.values(after.hls).reduce((sum, count) => sum + count, 0),
      liveHlsByBuild: after.hls,
      liveMediaSource: after.mediaSource,
      liveVideoElements: after.video,
    };
  });
}

/**
 * @param {import('playwright-core').CDPSession} cdp
 * @param {Record<string, string>} hlsUrls
 */
async function snapshot(cdp, hlsUrls) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const {usedSize} = await cdp.send('Runtime.getHeapUsage');
  return {
    heap: usedSize,
    hls: Object.fromEntries(
      await Promise.all(
        Object.entries(hlsUrls).map(async ([build, url]) => [
          build,
          await countInstances(
            cdp,
            `import(${JSON.stringify(url)}).then((m) => m.default.prototype)`,
          ),
        ]),
      ),
    ),
    mediaSource: await countInstances(cdp, 'MediaSource.prototype'),
    video: await countInstances(cdp, 'HTMLVideoElement.prototype'),
  };
}

/**
 * Objects alive with the given prototype in their chain (`Runtime.queryObjects` collects
 * garbage first), less the prototypes of subclasses: the full hls.js build holds two classes
 * that extend its `Hls`, whose prototypes are no instances but were counted as such.
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
    functionDeclaration:
      "function () { return this.filter((o) => !Object.hasOwn(o, 'constructor')).length; }",
    returnByValue: true,
  });
  return result.value;
}

/** @param {number} bytes */
const kb = (bytes) => Math.round(bytes / 1024);
