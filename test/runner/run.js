// `npm run test:browser`: runs wtr (arguments passed on), and where the only failures were test
// files whose page never reported (it hung or never opened: no verdict at all, see
// docs/browsers.md), runs those files once more, each in the browser it hung in. A file that
// hangs again, and any test that ran and failed, fail the run.
import {spawnSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, relative} from 'node:path';

const WTR = ['--import', 'tsx', 'node_modules/@web/test-runner/dist/bin.js'];

/**
 * Runs wtr with `args` and extra environment: its exit status, the files that hung (with their
 * browser) and how many other files failed.
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
      return {status: status ?? 1, hung: [], otherFailures: 0}; // The run stopped before its end.
    }
  } finally {
    rmSync(folder, {recursive: true, force: true});
  }
}

const first = wtr(process.argv.slice(2));
if (first.status === 0 || first.hung.length === 0 || first.otherFailures > 0) {
  process.exit(first.status);
}

let status = 0;
for (const browser of new Set(first.hung.map((hang) => hang.browser))) {
  const files = first.hung
    .filter((hang) => hang.browser === browser)
    .map(({file}) => relative(process.cwd(), file));
  console.log(
    `\n${browser}: ${files.join(', ')} never reported (no verdict: the page hung or never opened): ` +
      'running once more.\n',
  );
  const again = wtr(['--files', ...files], {WTR_BROWSERS: browser});
  if (again.status !== 0) status = again.status;
}
console.log(
  status === 0
    ? '\nThe files that hung passed when run once more; every other file passed the first time.'
    : '\nA file that hung failed or hung again when run once more.',
);
process.exit(status);
