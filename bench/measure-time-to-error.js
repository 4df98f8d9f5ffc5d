// Time to an answer with a stalled or dead media source (issue 14): from the click on the
// poster to the error with Retry on screen, or to the recovery, for each fault of the stand-in
// delivery host (demo/stand-in/media-faults.js). Run after `npm run build`:
//   node bench/measure-time-to-error.js        env BENCH_RUNS (3): runs per case
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {launchBrowser, withPage} from './browser.js';
import {startBenchServer} from './server.js';
import {median, repeat} from './stats.js';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const CLIP = 'compound-growth';
/** Nothing listens on port 1: every connection is refused at once. */
const REFUSED = 'http://127.0.0.1:1/videos/x';

/** @param {string} mediaUrl */
function cases(mediaUrl) {
  const at = (fault, file) =>
    fault === 'refused'
      ? `${REFUSED}/${file}`
      : `${mediaUrl}/${fault === 'ok' ? 'videos' : `faults/${fault}`}/${CLIP}/${file}`;
  const source = (stream, mp4, query = '') => ({
    stream: `${at(stream, 'master.m3u8')}${query}`,
    mp4: at(mp4, 'medium.mp4'),
  });
  return {
    'segments stall, MP4 plays': source('stall-segments', 'ok'),
    'stream and MP4 stall': source('stall', 'stall'),
    'every connection reset': source('reset', 'reset'),
    'every connection refused': source('refused', 'refused'),
    'stall in playback, MP4 stalls too': source('stall-later', 'stall'),
    'data 3 s late in playback': source('slow-later', 'ok', '?ms=3000'),
  };
}

const peersDir = await mkdtemp(join(tmpdir(), 'vcw-bench-faults-'));
const server = await startBenchServer({peersDir});
const browser = await launchBrowser(['--autoplay-policy=no-user-gesture-required']);
try {
  const results = {};
  for (const [name, {stream, mp4}] of Object.entries(cases(server.mediaUrl))) {
    const url = `${server.origin}/bench/faults.html?${new URLSearchParams({stream, mp4})}`;
    const runs = await repeat(RUNS, () =>
      withPage(browser, async (page) => {
        page.setDefaultTimeout(60_000);
        await page.goto(url);
        await page.evaluate(() => window.bench.ready);
        return page.evaluate(() => window.bench.run());
      }),
    );
    const first = (status) => runs.map((run) => run.marks.find(([s]) => s === status)?.[1]);
    results[name] = {
      outcome: [...new Set(runs.map((run) => run.outcome))].join(' / '),
      medianMs: median(runs.map((run) => run.ms)),
      maxMs: Math.max(...runs.map((run) => run.ms)),
      ...(first('waiting').every((ms) => ms !== undefined)
        ? {firstWaitingMs: median(first('waiting'))}
        : {}),
      engine: runs[0].engine,
      statuses: runs[0].marks.map(([status, ms]) => `${status}@${ms}`).join(' '),
    };
    console.log(name.padEnd(36), JSON.stringify(results[name]));
  }
} finally {
  await browser.close();
  await server.close();
  await rm(peersDir, {recursive: true, force: true});
}
