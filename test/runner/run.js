// `npm run test:browser`: runs wtr (arguments passed on). A test file whose page never reported
// (it hung or never opened: no verdict, see docs/browsers.md) fails the run like any failed test;
// the log names it with the test it waited in (test/runner/hung-files-reporter.js).
//
// For local work only, WTR_RERUN_HUNG=1 runs such files once more, each alone in the browser it
// hung in, when nothing else failed; the run then passes if they all pass. A rerun hides a flake,
// so CI and scripts/test-under-load.js never ask for it.
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
const rerun = process.env.WTR_RERUN_HUNG === '1';
if (first.status === 0 || first.hung.length === 0 || first.failures.length > 0 || !rerun) {
  if (first.hung.length > 0 && !rerun) {
    console.log(
      '\nA file that hangs fails the run. To run such files once more while you work on ' +
        'something else: WTR_RERUN_HUNG=1 npm run test:browser',
    );
  }
  process.exit(first.status);
}

let status = 0;
for (const browser of new Set(first.hung.map((hang) => hang.browser))) {
  const files = first.hung.filter((hang) => hang.browser === browser).map(({file}) => file);
  console.log(
    `\n${browser}: ${files.join(', ')} never reported (no verdict: the page hung or never opened): ` +
      'running once more (WTR_RERUN_HUNG=1).\n',
  );
  const again = wtr(['--files', ...files], {WTR_BROWSERS: browser});
  if (again.status !== 0) status = again.status;
}
console.log(
  status === 0
    ? '\nThe files that hung passed when run once more; every other file passed the first time. ' +
        'They hung all the same: a flake to find.'
    : '\nA file that hung failed or hung again when run once more.',
);
process.exit(status);
