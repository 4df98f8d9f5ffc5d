// Time to an answer with a stalled or dead media source (issue 14): from the click on the
// poster to the error with Retry on screen, to the next engine playing, or to the recovery,
// for each fault of the stand-in delivery host (demo/stand-in/media-faults.js) and for a host
// that accepts connections and never answers. Part of `npm run bench`; alone:
// `npm run bench -- --part timeToError [--fault-runs 2]`.
// Two cases run side by side (their figures are mostly timeouts, not CPU work; more at once
// on 2 shared CPUs slowed the start-ups enough to change the answers), the runs of each in
// turn, on a browser of their own that lets the bench page's click start playback.
import {once} from 'node:events';
import {createServer} from 'node:net';
import {launchBrowser, withPage} from './browser.js';
import {median, repeat} from './stats.js';

const CLIP = 'compound-growth';
/** Nothing listens on port 1: every connection is refused at once. */
const REFUSED = 'http://127.0.0.1:1';
/** Issue 14: the error with Retry within 15 s, within 10 s when everything is refused. */
export const LIMIT_MS = 15_000;
export const REFUSED_LIMIT_MS = 10_000;
const LANES = 2;

/**
 * Each case: where the stream and the MP4 come from, and what answers it in time: `error`
 * (the error with Retry), `next engine` (the MP4 plays) or `recovery` (playing again after
 * waiting); and since when: the click, or for a stall in playback the waiting it shows.
 * @param {string} mediaUrl the delivery host without a compressing front
 * @param {string} deadUrl a host that accepts connections and never answers
 */
function cases(mediaUrl, deadUrl) {
  const at = (fault, file) => {
    if (fault === 'refused') return `${REFUSED}/videos/${CLIP}/${file}`;
    if (fault === 'dead') return `${deadUrl}/videos/${CLIP}/${file}`;
    return `${mediaUrl}/${fault === 'ok' ? 'videos' : `faults/${fault}`}/${CLIP}/${file}`;
  };
  const source = (
    stream,
    mp4,
    expected,
    {limitMs = LIMIT_MS, since = 'click', query = ''} = {},
  ) => ({
    stream: `${at(stream, 'master.m3u8')}${query}`,
    mp4: at(mp4, 'medium.mp4'),
    expected,
    limitMs,
    since,
  });
  return {
    'segments stall, MP4 plays': source('stall-segments', 'ok', 'next engine'),
    'stream and MP4 stall': source('stall', 'stall', 'error'),
    'dead host (connects, never answers)': source('dead', 'dead', 'error'),
    'every connection reset': source('reset', 'reset', 'error'),
    'every connection refused': source('refused', 'refused', 'error', {
      limitMs: REFUSED_LIMIT_MS,
    }),
    'stall in playback, MP4 stalls too': source('stall-later', 'stall', 'error', {
      since: 'waiting',
    }),
    'data 3 s late in playback': source('slow-later', 'ok', 'recovery', {
      since: 'waiting',
      query: '?ms=3000',
    }),
  };
}

/**
 * @param {{origin: string, faultMediaUrl: string, runs: number}} options
 * @returns {Promise<Record<string, {expected: string, since: string, limitMs: number, answerMs: number | null, maxAnswerMs: number | null, outcome: string, firstWaitingMs?: number, statuses: string}>>}
 *   `answerMs`: median time from `since` to the expected answer (null: some run never gave it)
 */
export async function measureTimeToError({origin, faultMediaUrl, runs}) {
  /** @type {Set<import('node:net').Socket>} */
  const held = new Set();
  const dead = createServer((socket) => {
    held.add(socket);
    socket.on('error', () => {});
  });
  dead.listen(0, '127.0.0.1');
  await once(dead, 'listening');
  const deadUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (dead.address()).port}`;
  const browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
  try {
    const queue = Object.entries(cases(faultMediaUrl, deadUrl));
    /** @type {Record<string, ReturnType<typeof summarise>>} */
    const results = {};
    const lane = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [name, fault] = next;
        const query = new URLSearchParams({stream: fault.stream, mp4: fault.mp4});
        const url = `${origin}/bench/faults.html?${query}`;
        const runsOf = await repeat(runs, () =>
          withPage(browser, async (page) => {
            page.setDefaultTimeout(60_000);
            await page.goto(url);
            await page.evaluate(() => window.bench.ready);
            return page.evaluate(() => window.bench.run());
          }),
        );
        results[name] = summarise(fault, runsOf);
      }
    };
    const names = queue.map(([name]) => name);
    await Promise.all(Array.from({length: LANES}, lane));
    // In the cases' own order, whichever lane finished first.
    return Object.fromEntries(names.map((name) => [name, results[name]]));
  } finally {
    await browser.close();
    dead.close();
    for (const socket of held) socket.destroy();
  }
}

/**
 * @param {{expected: string, limitMs: number, since: string}} fault
 * @param {Array<{outcome: string, ms: number, marks: Array<[string, number]>}>} results
 */
function summarise({expected, limitMs, since}, results) {
  const waiting = results.map((run) => run.marks.find(([status]) => status === 'waiting')?.[1]);
  const answers = results.map((run, i) => {
    const answer = answerOf(expected, run);
    if (since === 'click') return answer;
    return answer === undefined || waiting[i] === undefined ? undefined : answer - waiting[i];
  });
  const answered = answers.every((ms) => ms !== undefined);
  return {
    expected,
    since,
    limitMs,
    answerMs: answered ? median(answers) : null,
    maxAnswerMs: answered ? Math.max(...answers) : null,
    outcome: [...new Set(results.map((run) => run.outcome))].join(' / '),
    ...(waiting.every((ms) => ms !== undefined) ? {firstWaitingMs: median(waiting)} : {}),
    statuses: results[0].marks.map(([status, ms]) => `${status}@${ms}`).join(' '),
  };
}

/**
 * When the run gave the answer its case expects, in ms after the click.
 * @param {string} expected
 * @param {{outcome: string, ms: number, marks: Array<[string, number]>}} run
 */
function answerOf(expected, {outcome, ms, marks}) {
  if (expected === 'error') return outcome === 'error' ? ms : undefined;
  if (expected === 'next engine') return marks.find(([status]) => status === 'playing')?.[1];
  const stalled = marks.findIndex(([status]) => status === 'waiting');
  return stalled < 0
    ? undefined
    : marks.slice(stalled).find(([status]) => status === 'playing')?.[1];
}
