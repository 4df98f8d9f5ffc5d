// What 200 players leave behind: JS heap and live players / hls.js / MediaSource objects after
// mount–play–unmount cycles, counted by the DevTools protocol after a forced GC. The page's
// videos take turns, so the cycles play streams of both hls.js builds (light and full); live
// instances of each build are counted. Heap snapshots before, halfway and after say what grew,
// by kind (bench/heap-kinds.js): the page's objects, or what the browser keeps beside them.
import {withPage} from './browser.js';
import {HEAP_KINDS, heapByKind} from './heap-kinds.js';

/** What the page's own objects may grow by over the cycles (issue 38). */
export const JS_GROWTH_BUDGET_KB = 256;

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
    const half = Math.floor(cycles / 2);
    let stalled = await page.evaluate((count) => window.cycle(count), half);
    const halfway = await heapSnapshot(cdp);
    stalled += await page.evaluate((count) => window.cycle(count), cycles - half);
    const seconds = (Date.now() - started - halfway.ms) / 1000;
    const after = await snapshot(cdp, hlsUrls);
    const grew = (from, to) =>
      Object.fromEntries(HEAP_KINDS.map((kind) => [kind, kb(to[kind] - from[kind])]));
    const growthByKindKB = grew(before.byKind, after.byKind);
    const secondHalfByKindKB = grew(halfway.byKind, after.byKind);
    return {
      cycles,
      stalled,
      seconds: Math.round(seconds * 10) / 10,
      heapBeforeKB: kb(before.heap),
      heapAfterKB: kb(after.heap),
      heapGrowthKB: kb(after.heap - before.heap),
      growthByKindKB,
      secondHalfByKindKB,
      finding: finding(cycles, growthByKindKB, secondHalfByKindKB),
      livePlayers: after.players,
      liveHls: Object.values(after.hls).reduce((sum, count) => sum + count, 0),
      liveHlsByBuild: after.hls,
      liveMediaSource: after.mediaSource,
      liveVideoElements: after.video,
    };
  });
}

/**
 * What the heap snapshots say, in a sentence for the report: whether the page's own objects
 * stayed within the budget, and what the rest is.
 * @param {number} cycles
 * @param {Record<string, number>} growth KB by kind over all the cycles
 * @param {Record<string, number>} secondHalf KB by kind over their second half
 */
function finding(cycles, growth, secondHalf) {
  const js = growth['JS objects'];
  const rest = HEAP_KINDS.filter((kind) => kind !== 'JS objects' && growth[kind])
    .map(
      (kind) => `${kind} ${signed(growth[kind])} (${signed(secondHalf[kind])} in the second half)`,
    )
    .join(', ');
  const within = js <= JS_GROWTH_BUDGET_KB ? 'within' : '**over**';
  return (
    `heap snapshots: JS objects ${signed(js)} KB over ${cycles} cycles ` +
    `(${signed(secondHalf['JS objects'])} in the second half), ${within} ${JS_GROWTH_BUDGET_KB} KB; ` +
    `the rest, in KB: ${rest}`
  );
}

/** @param {number} value */
const signed = (value) => `${value >= 0 ? '+' : ''}${value}`;

/**
 * A heap snapshot summed by kind, and how long taking it took (left out of the cycles' time).
 * @param {import('playwright-core').CDPSession} cdp
 */
async function heapSnapshot(cdp) {
  const start = Date.now();
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks = [];
  /** @param {{chunk: string}} event */
  const take = ({chunk}) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', take);
  await cdp.send('HeapProfiler.takeHeapSnapshot', {reportProgress: false});
  cdp.off('HeapProfiler.addHeapSnapshotChunk', take);
  return {byKind: heapByKind(JSON.parse(chunks.join(''))), ms: Date.now() - start};
}

/**
 * @param {import('playwright-core').CDPSession} cdp
 * @param {Record<string, string>} hlsUrls
 */
async function snapshot(cdp, hlsUrls) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const {usedSize} = await cdp.send('Runtime.getHeapUsage');
  const {byKind} = await heapSnapshot(cdp);
  return {
    heap: usedSize,
    byKind,
    players: await countInstances(cdp, "customElements.get('video-player').prototype"),
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
