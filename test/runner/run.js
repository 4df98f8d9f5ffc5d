// `npm run test:browser`: runs wtr (arguments passed on). A test file whose page never reported
// (it hung or never opened: no verdict, see docs/browsers.md) fails the run like any failed test;
// the log names it with the test it waited in (test/runner/hung-files-reporter.js).
//
// Two hangs are the browser's, shown so by evidence the launcher reads: WebKitGTK's web process
// deadlocked in GStreamer (its threads' stacks) or crashed (a segfault in the kernel's log; Debian
// 12's WebKitGTK and GStreamer 1.22, docs/browsers.md says where and how often). When every file
// that did not pass hung so, those files run once more, in a new browser, and the run passes if
// they pass; the log says so and keeps the first run's lines.
//
// For local work only, WTR_RERUN_HUNG=1 runs every file that hung once more so. A rerun of a
// hang the stacks do not pin on the browser hides a flake, so CI and
// scripts/test-under-load.js never ask for it.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';

const WTR = ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js'];

/**
 * Runs wtr with `args` and extra environment: its exit status, the files that hung (with their
 * browser) and the other files that failed.
 */
function wtr(args, env = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'wtr-hung-'));
  const report = join(folder, 'report.json');
  try {
    const {status} = spawnSync(process.execPath, [...WTR, ...args], {
      stdio: 'inherit',
      env: {...process.env, ...env, WTR_HUNG_REPORT: report},
    });
    try {
      return {status: status ?? 1, ...JSON.parse(readFileSync(report, 'utf8'))};
    } catch {
      return {status: status ?? 1, hung: [], failures: []}; // The run stopped before its end.
    }
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

const first = wtr(process.argv.slice(2));
const rerunAll = process.env.WTR_RERUN_HUNG === '1';
const again = first.hung.filter((hang) => rerunAll || hang.browserFault);
if (
  first.status === 0 ||
  first.failures.length > 0 ||
  again.length === 0 ||
  again.length < first.hung.length
) {
  if (first.hung.length > 0 && !rerunAll) {
    console.log(
      '\nA file that hangs fails the run. To run such files once more while you work on ' +
        'something else: WTR_RERUN_HUNG=1 npm run test:browser',
    );
  }
  process.exit(first.status);
}

let status = 0;
for (const browser of new Set(again.map((hang) => hang.browser))) {
  const files = again.filter((hang) => hang.browser === browser).map(({file}) => file);
  console.log(
    `\n${browser}: ${files.join(', ')} never reported (no verdict: ` +
      `${rerunAll ? 'the page hung or never opened' : "WebKitGTK's deadlock or crash"}): ` +
      'running once more.\n',
  );
  const rerun = wtr(['--files', ...files], {WTR_BROWSERS: browser});
  if (rerun.status !== 0) status = rerun.status;
}
console.log(
  status === 0
    ? '\nThe files that hung passed when run once more; every other file passed the first time. ' +
        (rerunAll
          ? 'They hung all the same: a flake to find.'
          : "WebKitGTK deadlocked or crashed in them, the browser's fault (docs/browsers.md).")
    : '\nA file that hung failed or hung again when run once more.',
);
process.exit(status);
