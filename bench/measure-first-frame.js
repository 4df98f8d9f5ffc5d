// Time to first frame after a click on the poster, and the script bytes that came before it:
// our player (clicked cold, or hovered 150 ms first) against hls-video-element on the same
// stand-in stream, for a subtitle-free clip (our player loads `hls.js/light`) and for the
// subtitled one (the full build). Every run is a fresh context: nothing cached. The cases take
// turns run by run, so load from other work on the machine falls on all of them alike.
import {readFileSync} from 'node:fs';
import {findHlsBuilds, sizeOf} from './bytes.js';
import {withPage} from './browser.js';
import {median, ratio, repeat, roundMs} from './stats.js';

const HOVER_MS = 150;
/** Stand-in videos (demo/stand-in/videos.js) and their clips, by the hls.js build they need. */
export const CLIPS = {
  /** 1002 plays compound-growth: no subtitles in its master playlist. */
  light: {videoId: 1002, clip: 'compound-growth'},
  /** 1001 plays market-basics, the clip with a WebVTT subtitles rendition. */
  full: {videoId: 1001, clip: 'market-basics'},
};

/**
 * @typedef {{files: number, raw: number, gzip: number, hlsBuild: string}} Script
 *   `hlsBuild`: which hls.js build came before the first frame (`light`, `full`, or `none`)
 * @typedef {{medianMs: number, runs: number, scriptBeforeFirstFrame: Script}} Case
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, mediaUrl: string, runs: number, fileOf: (url: string) => string | undefined}} options
 *   `fileOf` maps a served script URL to its file, for its gzip size
 * @returns {Promise<Record<'light' | 'full', {ours: Case, oursHovered: Case, hlsVideoElement: Case, ratioToHlsVideoElement: {ours: number, oursHovered: number}}>>}
 */
export async function measureFirstFrame(browser, {origin, mediaUrl, runs, fileOf}) {
  /** @type {Record<string, {url: string, hover: boolean}>} */
  const variants = {};
  for (const [build, {videoId, clip}] of Object.entries(CLIPS)) {
    const clipUrl = `${mediaUrl}/videos/${clip}`;
    const peerQuery = new URLSearchParams({
      src: `${clipUrl}/master.m3u8`,
      poster: `${clipUrl}/thumbnail.jpg?time=2`,
    });
    const ours = `${origin}/bench/player.html?video=${videoId}`;
    variants[`${build}.ours`] = {url: ours, hover: false};
    variants[`${build}.oursHovered`] = {url: ours, hover: true};
    variants[`${build}.hlsVideoElement`] = {
      url: `${origin}/bench/hls-video.html?${peerQuery}`,
      hover: false,
    };
  }
  /** @type {Record<string, Array<{ms: number, script: Script}>>} */
  const samples = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
  await repeat(runs, async () => {
    for (const [name, variant] of Object.entries(variants)) {
      samples[name].push(await withPage(browser, (page) => firstFrameOnce(page, variant, fileOf)));
    }
  });

  const results = {};
  for (const build of Object.keys(CLIPS)) {
    const one = (name) => {
      const runsOf = samples[`${build}.${name}`];
      return {
        medianMs: roundMs(median(runsOf.map((sample) => sample.ms))),
        runs: runsOf.length,
        scriptBeforeFirstFrame: runsOf[0].script,
      };
    };
    const ours = one('ours');
    const oursHovered = one('oursHovered');
    const hlsVideoElement = one('hlsVideoElement');
    // The clip must have played on the build it stands for, or its row would say otherwise.
    if (ours.scriptBeforeFirstFrame.hlsBuild !== build) {
      throw new Error(
        `video ${CLIPS[build].videoId} loaded hls.js ${ours.scriptBeforeFirstFrame.hlsBuild}, not ${build}`,
      );
    }
    results[build] = {
      clip: CLIPS[build].clip,
      videoId: CLIPS[build].videoId,
      ours,
      oursHovered,
      hlsVideoElement,
      ratioToHlsVideoElement: {
        ours: ratio(ours.medianMs, hlsVideoElement.medianMs),
        oursHovered: ratio(oursHovered.medianMs, hlsVideoElement.medianMs),
      },
    };
  }
  return results;
}

/**
 * @param {import('playwright-core').Page} page
 * @param {{url: string, hover: boolean}} variant
 * @param {(url: string) => string | undefined} fileOf
 * @returns {Promise<{ms: number, script: Script}>}
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
  const script = {files: 0, raw: 0, gzip: 0, hlsBuild: 'none'};
  const files = [];
  for (const {url: scriptUrl, bytes} of scripts) {
    const file = fileOf(scriptUrl);
    script.files++;
    script.raw += bytes;
    script.gzip += file ? sizeOf(readFileSync(file)).gzip : bytes;
    if (file) files.push(file);
  }
  const {light, full} = findHlsBuilds(files);
  if (light && full) script.hlsBuild = 'both';
  else if (light || full) script.hlsBuild = light ? 'light' : 'full';
  return {ms: firstFrameAt - clickedAt, script};
}
