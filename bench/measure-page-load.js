// What a page with one player costs before anyone presses play, ours against each peer on the
// same clip, on each profile of bench/profiles.js: Largest Contentful Paint, Total Blocking
// Time (the part over 50 ms of each long task after the first contentful paint, until the
// network has been idle for 500 ms) and the script bytes received (compressed). The pages take
// turns run by run, each in a fresh context.
import {withPage} from './browser.js';
import {CLIPS, peerQuery} from './measure-first-frame.js';
import {median, ratio, repeat, roundMs} from './stats.js';

const LONG_TASK_MS = 50;
/**
 * Ours as a script renders it (its default warms up after `load`, issue 51), the same with the
 * author's `preload="none"` (nothing before intent: the default until then), ours with the
 * poster a server rendered (renderVideoSeo), peers.
 */
const OURS = ['ours', 'oursPreloadNone', 'oursRendered'];
const PEERS = ['hlsVideoElement', 'muxPlayer'];
export const PAGE_SUBJECTS = [...OURS, ...PEERS];

/**
 * @typedef {{lcpMs: number, tbtMs: number, scriptBytes: number, scriptFiles: number}} PageLoad
 *   `lcpMs` 0: no LCP entry
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, mediaUrl: string, runs: number, profiles: Record<string, import('./profiles.js').Profile>}} options
 * @returns {Promise<Record<string, Record<string, any>>>}
 *   profile → subject → medians ({lcpMs | null, lcpRuns, tbtMs, scriptBytes, scriptFiles,
 *   runs}), and `ratios`: peer → ours' LCP (as a script renders it, and with the poster a server
 *   rendered) and script bytes over the peer's
 */
export async function measurePageLoad(browser, {origin, mediaUrl, runs, profiles}) {
  const {videoId, clip} = CLIPS.light;
  const peer = peerQuery(mediaUrl, clip);
  const urls = {
    ours: `${origin}/bench/player.html?video=${videoId}`,
    oursPreloadNone: `${origin}/bench/player.html?video=${videoId}&preload=none`,
    oursRendered: `${origin}/bench/player-rendered.html?video=${videoId}`,
    hlsVideoElement: `${origin}/bench/hls-video.html?${peer}`,
    muxPlayer: `${origin}/bench/mux-player.html?${peer}`,
  };
  /** @type {Record<string, PageLoad[]>} */
  const samples = {};
  await repeat(runs, async () => {
    for (const [name, profile] of Object.entries(profiles)) {
      for (const subject of PAGE_SUBJECTS) {
        const sample = await withPage(browser, (page) => pageLoadOnce(page, urls[subject]), {
          profile,
        });
        (samples[`${name}|${subject}`] ??= []).push(sample);
      }
    }
  });

  const results = {};
  for (const profile of Object.keys(profiles)) {
    const of = (subject) => {
      const runsOf = samples[`${profile}|${subject}`];
      const mid = (pick) => roundMs(median(runsOf.map(pick)));
      // A page whose paints are all ineligible has no LCP entry: left out, not counted as 0.
      const lcps = runsOf.map((run) => run.lcpMs).filter((lcp) => lcp > 0);
      return {
        lcpMs: lcps.length ? roundMs(median(lcps)) : null,
        lcpRuns: lcps.length,
        tbtMs: mid((run) => run.tbtMs),
        scriptBytes: mid((run) => run.scriptBytes),
        scriptFiles: mid((run) => run.scriptFiles),
        runs: runsOf.length,
      };
    };
    const figures = Object.fromEntries(PAGE_SUBJECTS.map((subject) => [subject, of(subject)]));
    const lcpRatio = (subject, peer) =>
      figures[subject].lcpMs && figures[peer].lcpMs
        ? ratio(figures[subject].lcpMs, figures[peer].lcpMs)
        : null;
    const ratios = Object.fromEntries(
      PEERS.map((peer) => [
        peer,
        {
          lcp: lcpRatio('ours', peer),
          lcpRendered: lcpRatio('oursRendered', peer),
          scriptBytes: ratio(figures.ours.scriptBytes, figures[peer].scriptBytes),
        },
      ]),
    );
    results[profile] = {...figures, ratios};
  }
  return results;
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @returns {Promise<PageLoad>}
 */
async function pageLoadOnce(page, url) {
  // Observing from the first byte, before any script of the page runs.
  await page.addInitScript(() => {
    const seen = {lcp: 0, longTasks: /** @type {Array<[number, number]>} */ ([]), flush() {}};
    /** @param {PerformanceEntryList} entries */
    const lcp = (entries) => {
      for (const entry of entries) seen.lcp = entry.startTime;
    };
    /** @param {PerformanceEntryList} entries */
    const longTasks = (entries) => {
      for (const entry of entries) seen.longTasks.push([entry.startTime, entry.duration]);
    };
    const observers = [
      [new PerformanceObserver((list) => lcp(list.getEntries())), lcp, 'largest-contentful-paint'],
      [new PerformanceObserver((list) => longTasks(list.getEntries())), longTasks, 'longtask'],
    ];
    for (const [observer, , type] of observers) observer.observe({type, buffered: true});
    // Observers are called back late and at low priority: what is queued is taken at once.
    seen.flush = () => {
      for (const [observer, take] of observers) take(observer.takeRecords());
    };
    Object.defineProperty(window, 'pageLoadSeen', {value: seen});
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  await page.evaluate(() => window.bench.ready);
  return page.evaluate((longTaskMs) => {
    window.pageLoadSeen.flush();
    const {lcp, longTasks} = window.pageLoadSeen;
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/(dist|peers)\/.*\.js$/.test(new URL(entry.name).pathname));
    return {
      lcpMs: lcp,
      tbtMs: longTasks
        .filter(([start]) => start >= fcp)
        .reduce((sum, [, duration]) => sum + Math.max(0, duration - longTaskMs), 0),
      // Compressed body bytes as received: the front sends scripts brotli-compressed.
      scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
      scriptFiles: scripts.length,
    };
  }, LONG_TASK_MS);
}
