// Time to first frame after the click on the poster, on each profile of bench/profiles.js: our
// player clicked cold, hovered 150 ms first, or tapped (touchstart, 100 ms, touchend, click),
// and with the author's `preload="visible"` clicked once the page settled (1 s after its poster
// showed: it warms up on screen, without intent), and clicked cold with `prefer-playback="native"`
// (the browser's own HLS, where it has one) and `"mse"` (hls.js; on a phone's touch screen the
// default takes the browser's own HLS), against hls-video-element and
// @mux/mux-player on the same stand-in stream. Every stream plays on `hls.js/light` (subtitles
// are the player's own WebVTT tracks), so one clip stands for all. Issue 51 weighs Video.js 10's
// engine, @videojs/spf, which plays fragmented MP4 (CMAF) only: the same clip remuxed into fMP4
// is measured with it, beside ours and hls-video-element on those very bytes.
// Every run is a fresh context: nothing cached. The cases take turns run by run, so load from
// other work on the machine falls on all of them alike. Each run of ours keeps what it fetched
// and when, for the waterfall (bench/waterfall.js).
import {readFileSync} from 'node:fs';
import {findHlsBuilds, sizeOf} from './bytes.js';
import {withPage} from './browser.js';
import {median, ratio, repeat, roundMs} from './stats.js';

const HOVER_MS = 150;
const TAP_MS = 100;
/** How long a `preload="visible"` player is on screen before its click: the page has settled. */
const SETTLED_MS = 1000;
/**
 * Stand-in videos (demo/stand-in/videos.js) and their clips, by the hls.js build they play on
 * (`build`, where the key is not one), with the master playlist in the clip's folder (`master`,
 * else master.m3u8).
 */
export const CLIPS = {
  /** 1002 plays funds-and-compounding (with English subtitles), on the peers' pages too. */
  light: {videoId: 1002, clip: 'funds-and-compounding'},
  /**
   * Its MPEG-TS segments remuxed into fMP4, bytes unchanged (demo/media/make-cmaf-variant.sh),
   * for @videojs/spf. Video 2002 is 1002 pointing at it, a record only the bench's service has
   * (`recordOf`: bench/server.js), so that ours is given a video id here too.
   */
  cmaf: {
    videoId: 2002,
    clip: 'funds-and-compounding',
    master: 'cmaf/master.m3u8',
    build: 'light',
    recordOf: 1002,
  },
};

/**
 * A peer's page query for `clip`: its stream, and the thumbnail ours shows as the poster.
 * @param {string} mediaUrl
 * @param {string} clip
 * @param {string} [master] the master playlist's path in the clip's folder
 */
export function peerQuery(mediaUrl, clip, master = 'master.m3u8') {
  const clipUrl = `${mediaUrl}/videos/${clip}`;
  return new URLSearchParams({
    src: `${clipUrl}/${master}`,
    poster: `${clipUrl}/thumbnail.jpg?time=2`,
  });
}

/**
 * Each subject: its page, how the viewer starts it, and the clips (keys of CLIPS) it is
 * measured on. On the CMAF clip, ours as it starts and on hls.js (what spf would replace, the
 * issue's comparison), and hls-video-element, the peer the targets are set against.
 */
const SUBJECTS = {
  ours: {page: 'player', start: 'click', clips: ['light', 'cmaf']},
  oursHovered: {page: 'player', start: 'hover', clips: ['light']},
  oursTapped: {page: 'player', start: 'tap', clips: ['light']},
  oursVisible: {page: 'player', start: 'settled', clips: ['light'], preload: 'visible'},
  oursNative: {page: 'player', start: 'click', clips: ['light'], prefer: 'native'},
  oursMse: {page: 'player', start: 'click', clips: ['light', 'cmaf'], prefer: 'mse'},
  hlsVideoElement: {page: 'hls-video', start: 'click', clips: ['light', 'cmaf']},
  muxPlayer: {page: 'mux-player', start: 'click', clips: ['light']},
  spf: {page: 'spf', start: 'click', clips: ['cmaf']},
};
export const OURS = ['ours', 'oursHovered', 'oursTapped', 'oursVisible', 'oursNative', 'oursMse'];
export const PEERS = ['hlsVideoElement', 'muxPlayer', 'spf'];
const subjectsOf = (key) =>
  Object.keys(SUBJECTS).filter((subject) => SUBJECTS[subject].clips.includes(key));

/**
 * @typedef {{files: number, transferred: number, gzip: number, hlsBuild: string}} Script
 *   `transferred`: compressed bytes as received; `gzip`: the same files at gzip -9;
 *   `hlsBuild`: which hls.js build came before the first frame (`light`, `full`, or `none`)
 * @typedef {{name: string, start: number, end: number, bytes: number}} Fetched
 *   times in ms since the click (negative: started during the hover or the tap)
 * @typedef {{ms: number, intentMs: number, script: Script, fetched: Fetched[], marks: Array<[string, number]>}} Run
 * @typedef {{medianMs: number, runs: number, samplesMs: number[], scriptBeforeFirstFrame: Script, medianRun: Run}} Case
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, mediaUrl: string, runs: number, profiles: Record<string, import('./profiles.js').Profile>, fileOf: (url: string) => string | undefined}} options
 *   `profiles`: name → profile, those to measure on; `fileOf` maps a served script URL to its file, for its gzip size
 * @returns {Promise<Record<string, Record<string, Record<string, any>>>>} profile → clip key →
 *   {clip, videoId, <subject>: Case, ratios: {<peer>: {<subject of ours>: ratio}}}
 */
export async function measureFirstFrame(browser, {origin, mediaUrl, runs, profiles, fileOf}) {
  /** @type {Array<{key: string, profile: string, clipKey: string, subject: string, url: string}>} */
  const variants = [];
  for (const profile of Object.keys(profiles)) {
    for (const [clipKey, {videoId, clip, master}] of Object.entries(CLIPS)) {
      const peer = peerQuery(mediaUrl, clip, master);
      for (const subject of subjectsOf(clipKey)) {
        const {page, preload, prefer} = SUBJECTS[subject];
        const query =
          page === 'player'
            ? new URLSearchParams({
                video: String(videoId),
                ...(preload && {preload}),
                ...(prefer && {'prefer-playback': prefer}),
              })
            : peer;
        const url = `${origin}/bench/${page}.html?${query}`;
        variants.push({key: `${profile}|${clipKey}|${subject}`, profile, clipKey, subject, url});
      }
    }
  }
  /** @type {Record<string, Run[]>} */
  const samples = Object.fromEntries(variants.map(({key}) => [key, []]));
  await repeat(runs, async () => {
    for (const {key, profile, subject, url} of variants) {
      const {start} = SUBJECTS[subject];
      const run = await withPage(browser, (page) => firstFrameOnce(page, url, start, fileOf), {
        profile: profiles[profile],
        hasTouch: start === 'tap',
      });
      samples[key].push(run);
    }
  });

  const results = {};
  for (const profile of Object.keys(profiles)) {
    results[profile] = {};
    for (const clipKey of Object.keys(CLIPS)) {
      const cases = Object.fromEntries(
        subjectsOf(clipKey).map((subject) => [
          subject,
          summarise(samples[`${profile}|${clipKey}|${subject}`]),
        ]),
      );
      // The clip must have played on the build it stands for, or its row would say otherwise
      // (through hls.js: on a touch screen the default takes the browser's own HLS).
      const played = cases.oursMse.scriptBeforeFirstFrame.hlsBuild;
      const expected = CLIPS[clipKey].build ?? clipKey;
      if (played !== expected) {
        throw new Error(`video ${CLIPS[clipKey].videoId} loaded hls.js ${played}, not ${expected}`);
      }
      const ratios = Object.fromEntries(
        PEERS.filter((peer) => cases[peer]).map((peer) => [
          peer,
          Object.fromEntries(
            OURS.filter((subject) => cases[subject]).map((subject) => [
              subject,
              ratio(cases[subject].medianMs, cases[peer].medianMs),
            ]),
          ),
        ]),
      );
      results[profile][clipKey] = {...CLIPS[clipKey], ...cases, ratios};
    }
  }
  return results;
}

/**
 * @param {Run[]} runs
 * @returns {Case}
 */
function summarise(runs) {
  const medianMs = roundMs(median(runs.map((run) => run.ms)));
  // The run nearest the median stands for the case in the waterfall.
  const medianRun = runs.reduce((best, run) =>
    Math.abs(run.ms - medianMs) < Math.abs(best.ms - medianMs) ? run : best,
  );
  return {
    medianMs,
    runs: runs.length,
    samplesMs: runs.map((run) => roundMs(run.ms)),
    scriptBeforeFirstFrame: medianRun.script,
    medianRun,
  };
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {'click' | 'hover' | 'tap' | 'settled'} start
 * @param {(url: string) => string | undefined} fileOf
 * @returns {Promise<Run>}
 */
async function firstFrameOnce(page, url, start, fileOf) {
  await page.goto(url);
  await page.evaluate(() => window.bench.ready);
  const target = page.locator('video-player, hls-video, mux-player, #spf-video');
  if (start === 'hover') {
    await target.hover();
    await page.waitForTimeout(HOVER_MS);
    await target.click();
  } else if (start === 'tap') {
    await tap(page, target);
  } else if (start === 'settled') {
    await page.waitForTimeout(SETTLED_MS);
    await target.click();
  } else {
    await target.click();
  }
  const {clickedAt, intentAt, firstFrameAt} = await page.evaluate(() => window.bench.firstFrame);
  const {resources, marks} = await page.evaluate(() => ({
    resources: performance.getEntriesByType('resource').map((entry) => ({
      url: entry.name,
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.encodedBodySize,
    })),
    marks: performance.getEntriesByType('mark').map((entry) => [entry.name, entry.startTime]),
  }));
  const since = (time) => roundMs(time - clickedAt);
  const fetched = resources
    .filter((entry) => entry.end >= intentAt)
    .map(({url: name, start: from, end, bytes}) => ({
      name,
      start: since(from),
      end: since(end),
      bytes,
    }));
  return {
    ms: firstFrameAt - clickedAt,
    intentMs: since(intentAt),
    script: scriptBefore(resources, firstFrameAt, fileOf),
    fetched,
    marks: [
      ...marks.filter(([, at]) => at >= intentAt).map(([name, at]) => [name, since(at)]),
      ['first frame', since(firstFrameAt)],
    ],
  };
}

/**
 * A tap on the middle of `target`: touchstart, TAP_MS, touchend; the browser then clicks.
 * @param {import('playwright-core').Page} page
 * @param {import('playwright-core').Locator} target
 */
export async function tap(page, target) {
  let box = await target.boundingBox();
  // Our play button is made anew when the record comes: the one measured may have just gone.
  for (let tries = 0; !box && tries < 3; tries++) {
    await target.waitFor({state: 'visible'});
    box = await target.boundingBox();
  }
  if (!box) throw new Error('nothing to tap');
  const point = {x: box.x + box.width / 2, y: box.y + box.height / 2};
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [point]});
  await page.waitForTimeout(TAP_MS);
  await session.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
}

/**
 * The widgets' and the peers' scripts that arrived before the first frame.
 * @param {Array<{url: string, end: number, bytes: number}>} resources
 * @param {number} until
 * @param {(url: string) => string | undefined} fileOf
 * @returns {Script}
 */
function scriptBefore(resources, until, fileOf) {
  const script = {files: 0, transferred: 0, gzip: 0, hlsBuild: 'none'};
  const files = [];
  for (const {url, end, bytes} of resources) {
    // Not the bench page's own probe.
    if (!/^\/(dist|peers)\/.*\.js$/.test(new URL(url).pathname) || end > until) continue;
    const file = fileOf(url);
    script.files++;
    script.transferred += bytes;
    script.gzip += file ? sizeOf(readFileSync(file)).gzip : bytes;
    if (file) files.push(file);
  }
  const {light, full} = findHlsBuilds(files);
  if (light && full) script.hlsBuild = 'both';
  else if (light || full) script.hlsBuild = light ? 'light' : 'full';
  return script;
}
