// One cold click on the player (ours) and on hls-video-element, interleaved, under a profile
// (default: phone, 40 ms), traced with the DevTools protocol: prints what the main thread ran
// between the click and the first frame (each task over 4 ms: script evaluated or compiled, its
// file; functions called; layout) and when each request went out and ended, in ms since the
// click. `node bench/trace-cold-click.js [runs] [profile]`. With BENCH_BEFORE=<a dist folder>
// (a copy of an earlier build's dist/), that build is clicked too, in turn with the others; with
// BENCH_TRACE=0, no trace (first frames and the page's calls only, as the bench times them); with
// BENCH_HOVER=<ms>, the pointer rests that long on the player before the click (the hovered row).
import {cp, mkdtemp, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {launchBrowser} from './browser.js';
import {CLIPS, peerQuery} from './measure-first-frame.js';
import {bundlePeers} from './peers.js';
import {PROFILES, applyProfile} from './profiles.js';
import {startBenchServer} from './server.js';
import {median} from './stats.js';

const RUNS = Number(process.argv[2] ?? 3);
const PROFILE = process.argv[3] ?? 'phone, 40 ms, 20 Mbit/s';
const CATEGORIES = [
  'devtools.timeline',
  'toplevel',
  'v8.execute',
  'disabled-by-default-v8.compile',
  'blink.user_timing',
].join(',');

const BEFORE = process.env.BENCH_BEFORE;
const TRACE = process.env.BENCH_TRACE !== '0';
const HOVER = Number(process.env.BENCH_HOVER ?? 0);

const peersDir = await mkdtemp(join(tmpdir(), 'vcw-trace-'));
const server = await startBenchServer({peersDir});
await bundlePeers(peersDir);
if (BEFORE) {
  // Served from the peers' folder: the player's page, loading the earlier build.
  await cp(BEFORE, join(peersDir, 'before'), {recursive: true});
  const html = await readFile(new URL('./pages/player.html', import.meta.url), 'utf8');
  await writeFile(
    join(peersDir, 'before', 'player.html'),
    html.replace('/dist/', '/peers/before/').replace("'./probe.js'", "'/bench/probe.js'"),
  );
}
await server.warm();
const browser = await launchBrowser();
const {videoId, clip} = CLIPS.light;
const subjects = {
  ours: `${server.origin}/bench/player.html?video=${videoId}`,
  ...(BEFORE && {before: `${server.origin}/peers/before/player.html?video=${videoId}`}),
  peer: `${server.origin}/bench/hls-video.html?${peerQuery(server.mediaUrl, clip)}`,
};
/** @type {Record<string, number[]>} */
const firstFrames = Object.fromEntries(Object.keys(subjects).map((subject) => [subject, []]));
try {
  for (let run = 0; run < RUNS; run++) {
    for (const [subject, url] of Object.entries(subjects)) {
      const context = await browser.newContext({viewport: {width: 1280, height: 800}});
      const page = await context.newPage();
      await applyProfile(page, PROFILES[PROFILE]);
      await page.addInitScript(markCalls);
      const cdp = await context.newCDPSession(page);
      await page.goto(url);
      await page.evaluate(() => window.bench.ready);
      await page.waitForTimeout(300);
      const events = [];
      cdp.on('Tracing.dataCollected', ({value}) => events.push(...value));
      const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      if (TRACE) {
        await cdp.send('Tracing.start', {categories: CATEGORIES, transferMode: 'ReportEvents'});
      }
      const target = page.locator('video-player, hls-video');
      if (HOVER) {
        await target.hover();
        await page.waitForTimeout(HOVER);
      }
      await target.click();
      const {clickedAt, firstFrameAt} = await page.evaluate(() => window.bench.firstFrame);
      // On the trace's clock too: the click as the probe saw it, and the first frame.
      await page.evaluate(
        ([click, frame]) => {
          performance.mark('click (probe)', {startTime: click});
          performance.mark('first frame', {startTime: frame});
        },
        [clickedAt, firstFrameAt],
      );
      const marks = await page.evaluate(() =>
        performance.getEntriesByType('mark').map(({name, startTime}) => [name, startTime]),
      );
      if (TRACE) {
        await cdp.send('Tracing.end');
        await done;
      }
      firstFrames[subject].push(firstFrameAt - clickedAt);
      console.log(
        `\n## ${subject}, run ${run + 1}: first frame ${Math.round(firstFrameAt - clickedAt)} ms`,
      );
      const called = marks
        .filter(([, time]) => time >= clickedAt - 200)
        .map(([name, time]) => `  (page) ${Math.round(time - clickedAt)} ${name}`);
      console.log((TRACE ? account(events) : called).sort((a, b) => at(a) - at(b)).join('\n'));
      await context.close();
    }
  }
  const medians = Object.fromEntries(
    Object.entries(firstFrames).map(([subject, ms]) => [subject, Math.round(median(ms))]),
  );
  console.log(`\nfirst frame, medians of ${RUNS}, ratio to the peer (each run's):`);
  for (const [subject, ms] of Object.entries(firstFrames)) {
    const ratio = (medians[subject] / medians.peer).toFixed(2);
    console.log(`  ${subject}: ${medians[subject]} ms, ×${ratio} (${ms.map(Math.round)})`);
  }
} finally {
  await browser.close();
  await server.close();
}

/** In the page: a mark at each call the start-up makes to the network and to MediaSource. */
function markCalls() {
  const mark = (name) => performance.mark(name);
  const short = (url) =>
    String(url)
      .replace(/^https?:\/\/[^/]+/, '')
      .slice(-40);
  const fetch = window.fetch;
  window.fetch = function (input, init) {
    mark(`fetch() ${short(input instanceof Request ? input.url : input)}`);
    return fetch.call(this, input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    mark(`xhr.open ${short(url)}`);
    return open.call(this, method, url, ...rest);
  };
  const addSourceBuffer = MediaSource.prototype.addSourceBuffer;
  MediaSource.prototype.addSourceBuffer = function (type) {
    mark(`addSourceBuffer ${type}`);
    return addSourceBuffer.call(this, type);
  };
  const append = SourceBuffer.prototype.appendBuffer;
  SourceBuffer.prototype.appendBuffer = function (data) {
    mark(`appendBuffer ${data.byteLength} B`);
    return append.call(this, data);
  };
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = function (object) {
    if (object instanceof MediaSource) {
      mark('MediaSource attached');
      object.addEventListener('sourceopen', () => mark('sourceopen'));
    }
    return createObjectURL.call(this, object);
  };
}

/** The main thread's tasks and the requests, in ms since the click. */
function account(events) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click');
  if (!main || !click) return ['(no main thread or click in the trace)'];
  const at = (ts) => Math.round((ts - click.ts) / 1000);
  const lines = [];
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ts >= click.ts - 200_000)
    .sort((a, b) => a.ts - b.ts);
  const tasks = onMain.filter((e) => e.ph === 'X' && /RunTask$/.test(e.name) && e.dur > 4000);
  for (const task of tasks) {
    const inside = onMain.filter(
      (e) => e.ph === 'X' && e.ts >= task.ts && e.ts < task.ts + task.dur && e !== task,
    );
    const parts = new Map();
    for (const e of inside) {
      if (e.dur < 2000) continue;
      const what = describe(e);
      if (!what) continue;
      parts.set(what, (parts.get(what) ?? 0) + e.dur);
    }
    const top = [...parts]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, dur]) => `${what} ${Math.round(dur / 1000)}`)
      .join('; ');
    lines.push(
      `  task ${at(task.ts)}–${at(task.ts + task.dur)} (${Math.round(task.dur / 1000)} ms): ${top}`,
    );
  }
  for (const e of events) {
    const data = e.args?.data;
    // The page's marks (markCalls), on the trace's clock.
    if (e.cat?.includes('user_timing') && e.ph !== 'e' && e.ts >= click.ts - 200_000)
      lines.push(`  (page) ${at(e.ts)} ${e.name}`);
    if (e.name === 'ResourceSendRequest' && e.ts >= click.ts - 200_000)
      lines.push(`  request ${at(e.ts)} ${short(data.url)}`);
    if (e.name === 'ResourceFinish' && e.ts >= click.ts - 200_000)
      lines.push(`  finished ${at(e.ts)} ${short(requestUrl(events, data.requestId))}`);
  }
  return lines;
}

function describe(e) {
  const data = e.args?.data ?? e.args?.beginData ?? {};
  const url = short(data.url ?? data.fileName ?? e.args?.fileName ?? '');
  if (/compile|parse/i.test(e.name)) return `${e.name} ${url}`.trim();
  if (e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript')
    return `${e.name} ${url}`.trim();
  if (e.name === 'FunctionCall') return `call ${data.functionName || '?'} ${url}`.trim();
  if (e.name === 'EventDispatch') return `event ${data.type}`;
  if (/Layout|UpdateLayoutTree|Paint|Recalc/.test(e.name)) return e.name;
  if (e.name === 'TimerFire' || e.name === 'FireAnimationFrame') return e.name;
  return undefined;
}

function requestUrl(events, id) {
  return events.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.requestId === id)
    ?.args.data.url;
}

function short(url = '') {
  return url
    .replace(/^https?:\/\/[^/]+/, '')
    .replace(/\?.*/, '')
    .slice(-48);
}

function at(line) {
  return Number(/(-?\d+)/.exec(line)?.[1] ?? 0);
}
