// Time to first frame after a click on the poster, and the script bytes that came before it:
// our player (clicked cold, or hovered 150 ms first) against hls-video-element on the same
// stand-in stream. Every run is a fresh context: nothing cached.
import {readFileSync} from 'node:fs';
import {sizeOf} from './bytes.js';
import {withPage} from './browser.js';
import {median, ratio, repeat, roundMs} from './stats.js';

const HOVER_MS = 150;
/** The subtitled stand-in clip, so the full hls.js build is what plays it. */
const VIDEO_ID = 1001;
const CLIP = 'market-basics';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, mediaUrl: string, runs: number, fileOf: (url: string) => string | undefined}} options
 *   `fileOf` maps a served script URL to its file, for its gzip size
 */
export async function measureFirstFrame(browser, {origin, mediaUrl, runs, fileOf}) {
  const clip = `${mediaUrl}/videos/${CLIP}`;
  const peerQuery = new URLSearchParams({
    src: `${clip}/master.m3u8`,
    poster: `${clip}/thumbnail.jpg?time=2`,
  });
  const variants = {
    ours: {url: `${origin}/bench/player.html?video=${VIDEO_ID}`, hover: false},
    oursHovered: {url: `${origin}/bench/player.html?video=${VIDEO_ID}`, hover: true},
    hlsVideoElement: {url: `${origin}/bench/hls-video.html?${peerQuery}`, hover: false},
  };
  const results = {};
  for (const [name, variant] of Object.entries(variants)) {
    const samples = await repeat(runs, () =>
      withPage(browser, (page) => firstFrameOnce(page, variant, fileOf)),
    );
    results[name] = {
      medianMs: roundMs(median(samples.map((sample) => sample.ms))),
      runs: samples.length,
      scriptBeforeFirstFrame: samples[0].script,
    };
  }
  results.ratioToHlsVideoElement = {
    ours: ratio(results.ours.medianMs, results.hlsVideoElement.medianMs),
    oursHovered: ratio(results.oursHovered.medianMs, results.hlsVideoElement.medianMs),
  };
  return results;
}

/**
 * @param {import('playwright-core').Page} page
 * @param {{url: string, hover: boolean}} variant
 * @param {(url: string) => string | undefined} fileOf
 */
async function firstFrameOnce(page, {url, hover}, fileOf) {
  await page.goto(url);
  await page.evaluate(() => window.bench.ready);
  const target = page.locator('video-player, hls-video');
  if (hover) {
    await target.hover();
    await page.waitForTimeout(HOVER_MS);
  }
  await target.click();
  const {clickedAt, firstFrameAt} = await page.evaluate(() => window.bench.firstFrame);
  const scripts = await page.evaluate(
    (until) =>
      performance
        .getEntriesByType('resource')
        // The widgets' and the peers' scripts, not the bench page's own probe.
        .filter((entry) => /^\/(dist|peers)\/.*\.js$/.test(new URL(entry.name).pathname))
        .filter((entry) => entry.responseEnd <= until)
        .map((entry) => ({url: entry.name, bytes: entry.encodedBodySize})),
    firstFrameAt,
  );
  const script = {files: 0, raw: 0, gzip: 0};
  for (const {url: scriptUrl, bytes} of scripts) {
    const file = fileOf(scriptUrl);
    script.files++;
    script.raw += bytes;
    script.gzip += file ? sizeOf(readFileSync(file)).gzip : bytes;
  }
  return {ms: firstFrameAt - clickedAt, script};
}
