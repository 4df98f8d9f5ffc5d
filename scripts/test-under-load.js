// `npm run test:load`: the browser tests as a busy machine runs them. Busy loops (two by default,
// one per core of a 2-core CI machine) run beside the suite, which runs as `npm run test:browser`
// does, never running a file again; after every run the script lists each failure, each file
// whose page never reported (with the test it waited in) and each file the runner had to start
// again, with the time the run took. Exit status 1 when any run had any of these. `npm run
// test:load` builds first: the end-to-end pages load the built widgets from `dist/`.
//
//   npm run test:load -- [--runs 3] [--busy 2] [--browsers chromium,firefox,webkit] [--files <glob> …]
import {spawn} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {loadavg, tmpdir} from 'node:os';
import {join} from 'node:path';
import {parseArgs} from 'node:util';

const {values, positionals} = parseArgs({
  allowPositionals: true, // More test files.
  options: {
    runs: {type: 'string', default: '1'},
    busy: {type: 'string', default: '2'},
    browsers: {type: 'string', default: 'chromium,firefox,webkit'},
    files: {type: 'string', multiple: true},
  },
});
const runs = Number(values.runs);
const busy = Number(values.busy);
if (!(Number.isInteger(runs) && runs >= 1 && Number.isInteger(busy) && busy >= 0)) {
  throw new Error('--runs must be a whole number of 1 or more, --busy of 0 or more.');
}

// Busy loops: each keeps a core at 100 % for as long as the runs last, and no longer.
const loops = Array.from({length: busy}, () =>
  spawn(process.execPath, ['-e', 'for (;;);'], {stdio: 'ignore'}),
);
const stopLoops = () => loops.forEach((loop) => loop.kill('SIGKILL'));
/** The run under way, stopped with the script however it ends. */
let current;
process.once('exit', () => {
  stopLoops();
  current?.kill('SIGTERM');
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => process.exit(130)); // 'exit' stops the loops and the run.
}

const load = () => loadavg()[0].toFixed(1);

/** Runs the browser tests once: its exit status, what the runner reported, its time. */
async function run() {
  const folder = mkdtempSync(join(tmpdir(), 'wtr-load-'));
  const report = join(folder, 'report.json');
  const args = ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js'];
  const files = [...(values.files ?? []), ...positionals];
  if (files.length > 0) args.push('--files', ...files);
  const env = {...process.env, WTR_BROWSERS: values.browsers, WTR_HUNG_REPORT: report};
  delete env.WTR_RERUN_HUNG; // A rerun would hide what this script is for.
  const started = performance.now();
  const loadBefore = load();
  const child = (current = spawn(process.execPath, args, {stdio: 'inherit', env}));
  const status = await new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
  current = undefined;
  const seconds = (performance.now() - started) / 1000;
  try {
    const found = JSON.parse(readFileSync(report, 'utf8'));
    return {status, seconds, loads: [loadBefore, load()], ...found};
  } catch {
    // No report: the run stopped before its end (its own error is in the log above).
    return {
      status,
      seconds,
      loads: [loadBefore, load()],
      hung: [],
      troubledOpens: [],
      failures: [],
    };
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

const minutes = (seconds) =>
  `${Math.floor(seconds / 60)}m${String(Math.round(seconds % 60)).padStart(2, '0')}s`;

const results = [];
for (let i = 1; i <= runs; i++) {
  console.log(`\n=== Run ${i} of ${runs} under load (${busy} busy loops, load ${load()}) ===\n`);
  results.push(await run());
}
stopLoops();

console.log(`\n=== Under load: ${values.browsers}, ${busy} busy loops beside the run ===`);
let clean = true;
results.forEach((result, i) => {
  const {status, seconds, loads, hung, troubledOpens, failures} = result;
  const flawless = status === 0 && !hung.length && !troubledOpens.length && !failures.length;
  clean &&= flawless;
  console.log(
    `Run ${i + 1}: ${minutes(seconds)}, exit ${status}, load average ${loads.join(' → ')}` +
      (flawless ? ': no failure, nothing hung, every page opened at once' : ':'),
  );
  for (const {browser, file, problems} of failures) {
    for (const problem of problems) console.log(`  failed: ${browser} ${file}: ${problem}`);
  }
  for (const {browser, file, error, waitedFor} of hung) {
    console.log(`  hung: ${browser} ${file}: ${error}; ${waitedFor}.`);
  }
  for (const {browser, file, why} of troubledOpens) {
    console.log(`  trouble opening the page: ${browser} ${file}: ${why}`);
  }
  if (status !== 0 && !hung.length && !failures.length) {
    console.log('  the run ended in an error of its own (in the log above)');
  }
});
process.exit(clean ? 0 : 1);
