// Prints, after a run, the test files that took longest in each browser: where the suite's
// time goes, so that it stays well under its 10-minute limit (docs/browsers.md).
import {relative} from 'node:path';

const SHOWN = 5;

/** Sum of the test durations (ms) in a suite and its sub-suites. */
function suiteTime(suite) {
  if (!suite) return 0;
  const own = suite.tests.reduce((sum, test) => sum + (test.duration ?? 0), 0);
  return suite.suites.reduce((sum, child) => sum + suiteTime(child), own);
}

/** A wtr reporter: the `SHOWN` slowest test files per browser, by the time of their tests. */
export function slowestFilesReporter() {
  return {
    onTestRunFinished({sessions}) {
      const byBrowser = new Map();
      for (const session of sessions) {
        const files = byBrowser.get(session.browser.name) ?? [];
        files.push({
          file: relative(process.cwd(), session.testFile),
          ms: suiteTime(session.testResults),
        });
        byBrowser.set(session.browser.name, files);
      }
      for (const [browser, files] of byBrowser) {
        const total = files.reduce((sum, {ms}) => sum + ms, 0);
        const slowest = files.sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
        console.log(`\n${browser}: tests took ${(total / 1000).toFixed(1)} s; slowest files:`);
        for (const {file, ms} of slowest) {
          console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${file}`);
        }
      }
    },
  };
}
