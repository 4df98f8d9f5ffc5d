// Writes down, after a run, the test files whose page never reported in a browser (it hung or
// never opened, so they have no verdict) and whether anything else failed: `test/runner/run.js`
// runs such files once more.
import {writeFileSync} from 'node:fs';
import {failedTests} from './failures-reporter.js';
import {STUCK_PAGE} from './webkit-launcher.js';

/**
 * The beginnings of the errors wtr, WebDriver and our launchers give a session whose page never
 * reported: it did not open, or it hung, or its browser was gone or went away mid-file.
 */
const HANG_ERRORS = [
  'The browser was unable to create and start a test page',
  'Browser tests did not start after',
  'Browser tests did not finish within',
  'Timed out stopping the browser page',
  'Tests were interrupted because the browser disconnected', // its web process died
  STUCK_PAGE,
  'Unable to connect to', // WebDriver, when the driver is gone
];

const isHang = (error) => HANG_ERRORS.some((start) => error.message?.startsWith(start));

/**
 * A wtr reporter that writes `{hung: [{browser, file}], otherFailures}` as JSON to `path`.
 * @param {string} path
 * @param {(launcher: object) => string} browserName  the WTR_BROWSERS name of a session's launcher
 */
export function hungFilesReporter(path, browserName) {
  return {
    onTestRunFinished({sessions}) {
      const failed = sessions.filter((session) => !session.passed);
      const hung = failed.filter(
        (session) =>
          // Other errors of such a session (a WebDriver request that timed out) follow from it.
          session.errors.some(isHang) && failedTests(session.testResults).length === 0,
      );
      writeFileSync(
        path,
        JSON.stringify({
          hung: hung.map((session) => ({
            browser: browserName(session.browser),
            file: session.testFile,
          })),
          otherFailures: failed.length - hung.length,
        }),
      );
    },
  };
}
