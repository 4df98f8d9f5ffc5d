// Issue 38's row: a viewer opens the page and taps play as soon as the play button shows; the
// time from opening the page (navigation start) to the first frame, ours against the peers on
// the same clip and poster, on every profile of bench/profiles.js. The tap is the bench's
// (touchstart, 100 ms, touchend; the browser then clicks), on our poster facade, on
// hls-video-element (the page plays it on click) and on Mux Player's visible play button.
// Each run is a fresh context; the subjects take turns run by run.
import {withPage} from './browser.js';
import {CLIPS, peerQuery, tap} from './measure-first-frame.js';
import {median, ratio, repeat, roundMs} from './stats.js';

/** Each subject: its page, and what the viewer taps once it shows. */
const SUBJECTS = {
  ours: {page: 'player', button: 'video-player button.facade'},
  // hls.js: on a touch screen the default takes the browser's own HLS where it has one.
  oursMse: {page: 'player', button: 'video-player button.facade', prefer: 'mse'},
  // The default (`preload="visible"`) against the author's `preload="none"`, which fetches the
  // playback code at the tap's intent only (the default until issue 51).
  oursPreloadNone: {page: 'player', button: 'video-player button.facade', preload: 'none'},
  // Printed by a server (renderPlayer): its button shows before any script and is tapped then.
  // The button keeps the press's focus and the element plays it once defined (Chromium and
  // Firefox; Safari gives a pressed button no focus, and a press before the script is lost).
  oursRendered: {page: 'player-rendered', button: 'video-player button.facade'},
  hlsVideoElement: {page: 'hls-video', button: 'hls-video'},
  muxPlayer: {page: 'mux-player', button: 'mux-player media-play-button:visible'},
};
export const OPEN_AND_TAP_OURS = ['ours', 'oursMse', 'oursPreloadNone', 'oursRendered'];
export const OPEN_AND_TAP_PEERS = ['hlsVideoElement', 'muxPlayer'];

/**
 * @typedef {{ms: number, tappedMs: number}} Sample ms since navigation start: to the first
 *   frame, and to the click the tap made
 */

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{origin: string, mediaUrl: string, runs: number, profiles: Record<string, import('./profiles.js').Profile>}} options
 * @returns {Promise<Record<string, Record<string, any>>>} profile → subject → {medianMs,
 *   tappedMs (median), samplesMs, runs}, and `ratios`: each of ours over the best peer
 */
export async function measureOpenAndTap(browser, {origin, mediaUrl, runs, profiles}) {
  const {videoId, clip} = CLIPS.light;
  const peer = peerQuery(mediaUrl, clip);
  const urlOf = ({page, prefer, preload}) =>
    `${origin}/bench/${page}.html?${
      page.startsWith('player')
        ? new URLSearchParams({
            video: String(videoId),
            ...(prefer && {'prefer-playback': prefer}),
            ...(preload && {preload}),
          })
        : peer
    }`;
  /** @type {Record<string, Sample[]>} */
  const samples = {};
  await repeat(runs, async () => {
    for (const [name, profile] of Object.entries(profiles)) {
      for (const [subject, how] of Object.entries(SUBJECTS)) {
        const sample = await withPage(browser, (page) => openAndTapOnce(page, urlOf(how), how), {
          profile,
          hasTouch: true,
        });
        (samples[`${name}|${subject}`] ??= []).push(sample);
      }
    }
  });

  const results = {};
  for (const profile of Object.keys(profiles)) {
    const figures = Object.fromEntries(
      Object.keys(SUBJECTS).map((subject) => {
        const runsOf = samples[`${profile}|${subject}`];
        return [
          subject,
          {
            medianMs: roundMs(median(runsOf.map((run) => run.ms))),
            tappedMs: roundMs(median(runsOf.map((run) => run.tappedMs))),
            samplesMs: runsOf.map((run) => roundMs(run.ms)),
            runs: runsOf.length,
          },
        ];
      }),
    );
    const best = Math.min(...OPEN_AND_TAP_PEERS.map((peer) => figures[peer].medianMs));
    const ratios = Object.fromEntries(
      OPEN_AND_TAP_OURS.map((subject) => [subject, ratio(figures[subject].medianMs, best)]),
    );
    results[profile] = {...figures, ratios};
  }
  return results;
}

/**
 * @param {import('playwright-core').Page} page
 * @param {string} url
 * @param {{button: string}} how
 * @returns {Promise<Sample>}
 */
async function openAndTapOnce(page, url, {button}) {
  await page.goto(url, {waitUntil: 'commit'});
  // The page's probe listens for the click before anything can be tapped (hls-video-element's
  // page plays on click from then on).
  await page.waitForFunction(() => Boolean(window.bench));
  const target = page.locator(button).first();
  await target.waitFor({state: 'visible'});
  await tap(page, target);
  const {clickedAt, firstFrameAt} = await page.evaluate(() => window.bench.firstFrame);
  return {ms: firstFrameAt, tappedMs: clickedAt};
}
