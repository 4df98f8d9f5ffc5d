// `npm run bench`: measures what a user feels, side by side with the peers, on the profiles of
// bench/profiles.js (desktop and phone CPUs, loopback and emulated links), behind a compressing
// front (bench/compress.js), and writes bench/results.json, bench/results.md and
// bench/waterfall.md. Run after `npm run build` (the script does). One part or profile alone:
//   npm run bench -- --part firstFrame --profile phone-40,phone-150 [--runs 5]
// (every flag: bench/options.js). A run stopped by its deadline, by Ctrl-C or by a part that
// failed still writes what it measured, and the report names what is missing.
import {mkdtemp, rm, writeFile} from 'node:fs/promises';
import {availableParallelism, loadavg, tmpdir} from 'node:os';
import {join, relative} from 'node:path';
import {fileURLToPath} from 'node:url';
import {format, resolveConfig} from 'prettier';
import {launchBrowser} from './browser.js';
import {findHlsBuilds, moduleGraph} from './bytes.js';
import {ENTRY, measureBytes} from './measure-bytes.js';
import {measureFirstFrame} from './measure-first-frame.js';
import {measureHostileAnswers} from './measure-hostile-answers.js';
import {measureLayoutShift} from './measure-layout-shift.js';
import {measureInteraction} from './measure-interaction.js';
import {measureLighthouse} from './measure-lighthouse.js';
import {measureMemory} from './measure-memory.js';
import {measureOpenAndTap} from './measure-open-and-tap.js';
import {measurePageLoad} from './measure-page-load.js';
import {measureRequests} from './measure-requests.js';
import {measureScale, measureThumbnails} from './measure-thumbnails.js';
import {measureTimeToError} from './measure-time-to-error.js';
import {benchOptions} from './options.js';
import {bundlePeers} from './peers.js';
import {selectProfiles} from './profiles.js';
import {renderMarkdown} from './report.js';
import {startBenchServer} from './server.js';
import {renderWaterfall} from './waterfall.js';

/**
 * Each part, in the order they run: what it measures, given what the run set up.
 * @type {Record<string, (run: Run) => Promise<unknown>>}
 * @typedef {{browser: import('playwright-core').Browser, origin: string, mediaUrl: string,
 *   faultMediaUrl: string, serviceUrl: string, apiKey: string, peers: unknown, profiles: Record<string, import('./profiles.js').Profile>,
 *   fileOf: (url: string) => string | undefined, hlsUrls: Record<string, string>,
 *   options: import('./options.js').BenchOptions}} Run
 */
const PARTS = {
  bytes: ({peers}) => measureBytes(peers),
  firstFrame: ({browser, origin, mediaUrl, profiles, fileOf, options}) =>
    measureFirstFrame(browser, {origin, mediaUrl, runs: options.runs, profiles, fileOf}),
  openAndTap: ({browser, origin, mediaUrl, profiles, options}) =>
    measureOpenAndTap(browser, {origin, mediaUrl, runs: options.runs, profiles}),
  pageLoad: ({browser, origin, mediaUrl, profiles, options}) =>
    measurePageLoad(browser, {origin, mediaUrl, runs: options.runs, profiles}),
  thumbnails: ({browser, origin, profiles, options}) =>
    measureThumbnails(browser, {origin, runs: options.runs, profiles}),
  interaction: ({browser, origin, profiles, options}) =>
    measureInteraction(browser, {origin, runs: options.runs, profiles}),
  layoutShift: ({browser, origin, profiles}) => measureLayoutShift(browser, {origin, profiles}),
  scale: ({browser, origin, options}) => measureScale(browser, {origin, runs: options.runs}),
  hostileAnswers: ({browser, origin, serviceUrl, apiKey, profiles, options}) =>
    measureHostileAnswers(browser, {origin, serviceUrl, apiKey, runs: options.runs, profiles}),
  memory: ({browser, origin, hlsUrls, options}) =>
    measureMemory(browser, {origin, cycles: options.cycles, hlsUrls}),
  requests: ({browser, origin}) => measureRequests(browser, {origin}),
  lighthouse: ({origin}) => measureLighthouse({origin}),
  timeToError: ({origin, faultMediaUrl, options}) =>
    measureTimeToError({origin, faultMediaUrl, runs: options.faultRuns}),
};

const options = benchOptions(process.argv.slice(2), Object.keys(PARTS));
const profiles = selectProfiles(options.profiles);
const DEADLINE_MS = options.deadlineMinutes * 60_000;
/** A part that hangs (a probe that never resolves) is reported as failed, not waited for. */
const PART_TIMEOUT_MS = DEADLINE_MS / 2;

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const started = Date.now();

const results = {
  date: new Date().toISOString(),
  command: ['npm run bench', ...process.argv.slice(2)]
    .join(' ')
    .replace(/^npm run bench (?=-)/, '$&-- '),
  environment: {
    node: process.version,
    cpus: availableParallelism(),
    // Other work on the machine slows every figure: the report says how busy it was.
    loadAverage: loadavg()[0].toFixed(1),
  },
  runs: options.runs,
  timeToErrorRuns: options.faultRuns,
  profiles: Object.keys(profiles),
  /** Seconds each part took, in the order they ran. */
  partSeconds: {},
};
/** What the run sets up, once it has: a stop before then writes what there is. */
let peersDir, server, browser;
let hlsUrls = {};

/** Whether the report was written: once, by the end of the run or by what stopped it. */
let written;
/**
 * Writes what was measured so far, and says what is missing and why.
 * @param {string} [stoppedBy] what cut the run short
 */
function writeResults(stoppedBy) {
  written ??= (async () => {
    // As it is now: a part still running when the run is stopped may add to it later.
    const measured = structuredClone({
      ...results,
      seconds: Math.round((Date.now() - started) / 1000),
      compressed: server?.compressed(),
      missing: options.parts.filter((part) => !(part in results) || results[part].error),
      notAsked: Object.keys(PARTS).filter((part) => !options.parts.includes(part)),
      ...(stoppedBy && {stoppedBy}),
    });
    // Written as the repo's formatter would write them, so `npm run lint` stays green.
    const write = async (name, text) => {
      const file = join(here, name);
      const formatted = await format(text, {...(await resolveConfig(file)), filepath: file});
      await writeFile(file, formatted);
      return formatted;
    };
    await write('results.json', JSON.stringify(measured));
    await write('waterfall.md', renderWaterfall(measured, hlsUrls));
    return write('results.md', renderMarkdown(measured));
  })();
  return written;
}

/** Writes what was measured, then ends the process (the browser and servers with it). */
function stop(reason, status) {
  console.error(`bench: stopped ${reason}; writing what was measured.`);
  writeResults(reason)
    .catch((error) => console.error(error))
    .finally(() => process.exit(status));
}
const deadline = setTimeout(
  () => stop(`by its ${options.deadlineMinutes}-minute deadline`, 1),
  DEADLINE_MS,
);
process.once('SIGINT', () => stop('by Ctrl-C', 130));
process.once('SIGTERM', () => stop('by SIGTERM', 143));

try {
  peersDir = await mkdtemp(join(tmpdir(), 'vcw-bench-peers-'));
  server = await startBenchServer({peersDir});
  browser = await launchBrowser();
  results.environment.chromium = browser.version();
  const peers = await bundlePeers(peersDir);
  const origin = server.origin;
  /** Maps a served script URL back to its file, for its compressed size. */
  const fileOf = (url) => {
    const {pathname} = new URL(url);
    if (pathname.startsWith('/dist/')) return join(distDir, pathname.slice(6));
    if (pathname.startsWith('/peers/')) return join(peersDir, pathname.slice(7));
    return undefined;
  };
  hlsUrls = Object.fromEntries(
    Object.entries(findHlsBuilds(moduleGraph(ENTRY).all))
      .filter(([, file]) => file)
      .map(([build, file]) => [build, `${origin}/dist/${relative(distDir, file)}`]),
  );
  // Compressed once before anything is timed, as a CDN holds it.
  await server.warm();
  /** @type {Run} */
  const run = {
    browser,
    origin,
    mediaUrl: server.mediaUrl,
    faultMediaUrl: server.faultMediaUrl,
    serviceUrl: server.serviceUrl,
    apiKey: server.apiKey,
    peers,
    profiles,
    fileOf,
    hlsUrls,
    options,
  };
  for (const name of options.parts) {
    const partStart = Date.now();
    try {
      results[name] = await withTimeout(PARTS[name](run), PART_TIMEOUT_MS, name);
    } catch (error) {
      results[name] = {error: String(error?.message ?? error).split('\n')[0]};
    }
    const seconds = Math.round((Date.now() - partStart) / 100) / 10;
    results.partSeconds[name] = seconds;
    console.error(`bench: ${name} in ${seconds} s`);
  }
  console.log(await writeResults());
} finally {
  clearTimeout(deadline);
  await browser?.close();
  await server?.close();
  if (peersDir) await rm(peersDir, {recursive: true, force: true});
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
