// `npm run bench`: measures what a user feels, side by side with the peers, on the profiles of
// bench/profiles.js (desktop and phone CPUs, loopback and emulated links), behind a compressing
// front (bench/compress.js), and writes bench/results.json, bench/results.md and
// bench/waterfall.md. Run after `npm run build` (the script does).
//   env BENCH_RUNS (8): runs per start-up timing (page load, open and tap, INP: half);
//       BENCH_CYCLES (200): memory
//       cycles; BENCH_FAULT_RUNS (2): runs per faulty source; BENCH_SKIP: comma-separated
//       parts to leave out (e.g. lighthouse,timeToError); BENCH_DEADLINE_MINUTES (20): when to
//       give up (raise it on a busy machine)
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {format, resolveConfig} from 'prettier';
import {launchBrowser} from './browser.js';
import {findHlsBuilds, moduleGraph} from './bytes.js';
import {ENTRY, measureBytes} from './measure-bytes.js';
import {measureFirstFrame} from './measure-first-frame.js';
import {measureLayoutShift} from './measure-layout-shift.js';
import {measureInteraction} from './measure-interaction.js';
import {measureLighthouse} from './measure-lighthouse.js';
import {measureMemory} from './measure-memory.js';
import {measureOpenAndTap} from './measure-open-and-tap.js';
import {measurePageLoad} from './measure-page-load.js';
import {measureRequests} from './measure-requests.js';
import {measureScale, measureThumbnails} from './measure-thumbnails.js';
import {measureTimeToError} from './measure-time-to-error.js';
import {bundlePeers} from './peers.js';
import {renderMarkdown} from './report.js';
import {startBenchServer} from './server.js';
import {renderWaterfall} from './waterfall.js';

const RUNS = positive(process.env.BENCH_RUNS, 8);
const CYCLES = positive(process.env.BENCH_CYCLES, 200);
const FAULT_RUNS = positive(process.env.BENCH_FAULT_RUNS, 2);
const SKIP = new Set((process.env.BENCH_SKIP ?? '').split(',').filter(Boolean));
/** Aimed at about 6 minutes on a quiet 2-CPU machine (not yet timed on one); the guard only
 * stops a run that hangs. */
const DEADLINE_MS = positive(process.env.BENCH_DEADLINE_MINUTES, 20) * 60_000;
/** A part that hangs (a probe that never resolves) is reported as failed, not waited for. */
const PART_TIMEOUT_MS = DEADLINE_MS / 2;

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const started = Date.now();
const deadline = setTimeout(() => {
  console.error(`bench: over its ${DEADLINE_MS / 60_000}-minute deadline; stopping.`);
  process.exit(1);
}, DEADLINE_MS);

const peersDir = await mkdtemp(join(tmpdir(), 'vcw-bench-peers-'));
const server = await startBenchServer({peersDir});
const browser = await launchBrowser();
const results = {
  date: new Date().toISOString(),
  command: 'npm run bench',
  environment: {
    node: process.version,
    chromium: browser.version(),
    cpus: availableParallelism(),
    // Other work on the machine slows every figure: the report says how busy it was.
    loadAverage: loadavg()[0].toFixed(1),
  },
  timeToErrorRuns: FAULT_RUNS,
};

try {
  const peers = await bundlePeers(peersDir);
  const origin = server.origin;
  /** Maps a served script URL back to its file, for its compressed size. */
  const fileOf = (url) => {
    const {pathname} = new URL(url);
    if (pathname.startsWith('/dist/')) return join(distDir, pathname.slice(6));
    if (pathname.startsWith('/peers/')) return join(peersDir, pathname.slice(7));
    return undefined;
  };
  const hlsUrls = Object.fromEntries(
    Object.entries(findHlsBuilds(moduleGraph(ENTRY).all))
      .filter(([, file]) => file)
      .map(([build, file]) => [build, `${origin}/dist/${relative(distDir, file)}`]),
  );

  const parts = {
    bytes: () => measureBytes(peers),
    // Compressed once before anything is timed, as a CDN holds it.
    warm: () => server.warm(),
    firstFrame: () =>
      measureFirstFrame(browser, {origin, mediaUrl: server.mediaUrl, runs: RUNS, fileOf}),
    openAndTap: () =>
      measureOpenAndTap(browser, {origin, mediaUrl: server.mediaUrl, runs: Math.ceil(RUNS / 2)}),
    pageLoad: () =>
      measurePageLoad(browser, {origin, mediaUrl: server.mediaUrl, runs: Math.ceil(RUNS / 2)}),
    thumbnails: () => measureThumbnails(browser, {origin, runs: RUNS}),
    interaction: () => measureInteraction(browser, {origin, runs: Math.ceil(RUNS / 2)}),
    layoutShift: () => measureLayoutShift(browser, {origin}),
    scale: () => measureScale(browser, {origin, runs: Math.ceil(RUNS / 2)}),
    memory: () => measureMemory(browser, {origin, cycles: CYCLES, hlsUrls}),
    requests: () => measureRequests(browser, {origin}),
    lighthouse: () => measureLighthouse({origin}),
    timeToError: () =>
      measureTimeToError({origin, faultMediaUrl: server.faultMediaUrl, runs: FAULT_RUNS}),
  };
  for (const [name, measure] of Object.entries(parts)) {
    if (SKIP.has(name)) continue;
    const partStart = Date.now();
    try {
      results[name] = await withTimeout(measure(), PART_TIMEOUT_MS, name);
    } catch (error) {
      results[name] = {error: String(error?.message ?? error).split('\n')[0]};
    }
    console.error(`bench: ${name} in ${((Date.now() - partStart) / 1000).toFixed(1)} s`);
  }
  results.seconds = Math.round((Date.now() - started) / 1000);
  results.compressed = server.compressed();

  const here = fileURLToPath(new URL('.', import.meta.url));
  // Written as the repo's formatter would write them, so `npm run lint` stays green.
  const write = async (name, text) => {
    const file = join(here, name);
    const formatted = await format(text, {...(await resolveConfig(file)), filepath: file});
    await writeFile(file, formatted);
    return formatted;
  };
  await write('results.json', JSON.stringify(results));
  await write('waterfall.md', renderWaterfall(results, hlsUrls));
  console.log(await write('results.md', renderMarkdown(results)));
} finally {
  clearTimeout(deadline);
  await browser.close();
  await server.close();
  await rm(peersDir, {recursive: true, force: true});
}

/**
 * @template T
 * @param {Promise<T>} promise
 * @param {number} ms
 * @param {string} name
 * @returns {Promise<T>}
 */
function withTimeout(promise, ms, name) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name} took over ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function positive(value, fallback) {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : fallback;
}
