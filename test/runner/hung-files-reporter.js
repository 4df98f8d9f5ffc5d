// Names, after a run, the test files whose page never reported in a browser (it hung or never
// opened, so they have no verdict), each with the test or hook it was waiting in, and the files
// whose page did not open at the first try. A hang fails the run as any failure does; with
// `report`, it also writes them down as JSON for test/runner/run.js (its second run of a file
// WebKitGTK's deadlock or crash stopped) and scripts/test-under-load.js.
import {writeFileSync} from 'node:fs';
import {relative} from 'node:path';
import {failedTests, problems} from './failures-reporter.js';
import {waitedFor} from './test-progress.js';
import {
  GSTREAMER_DEADLOCK,
  openTroubles,
  STUCK_PAGE,
  WEB_PROCESS_CRASH,
} from './webkit-launcher.js';

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
 * A wtr reporter of the files without a verdict and the files whose page did not open at the first try.
 * @param {object} options
 * @param {(launcher: object) => string} options.browserName  a launcher's WTR_BROWSERS name
 * @param {string} [options.report]  where to write `{hung, troubledOpens, failures}` as JSON
 * @param {(sessionId: string) => string} [options.progress]  what a session's page waited in
 * @param {Map<string, string>} [options.troubles]  what went wrong opening a session's page
 */
export function hungFilesReporter({
  browserName,
  report,
  progress = waitedFor,
  troubles = openTroubles,
}) {
  return {
    onTestRunFinished({sessions}) {
      const failed = sessions.filter((session) => !session.passed);
      // Other errors of such a session (a WebDriver request that timed out) follow from it.
      const withoutVerdict = (session) =>
        session.errors.some(isHang) && failedTests(session.testResults).length === 0;
      const hung = failed.filter(withoutVerdict).map((session) => ({
        ...where(session, browserName),
        error: firstSentence(session.errors.find(isHang).message),
        waitedFor: progress(session.id),
        // Its web process deadlocked in GStreamer (its stacks) or crashed (the kernel's log):
        // WebKitGTK's fault, not the page's.
        browserFault: session.errors.some((error) =>
          [GSTREAMER_DEADLOCK, WEB_PROCESS_CRASH].some((words) => error.message?.includes(words)),
        ),
      }));
      const failures = failed
        .filter((session) => !withoutVerdict(session))
        .map((session) => ({...where(session, browserName), problems: problems(session)}));
      const troubledOpens = sessions
        .filter((session) => troubles.has(session.id))
        .map((session) => ({...where(session, browserName), why: troubles.get(session.id)}));
      print('Hung', hung, (hang) => `no verdict (${hang.error}); ${hang.waitedFor}.`);
      print('Trouble opening the page', troubledOpens, (trouble) => trouble.why);
      if (!report) return;
      writeFileSync(report, JSON.stringify({hung, troubledOpens, failures}));
    },
  };
}

/** "Browser tests did not finish within 150000ms", without the advice that follows. */
const firstSentence = (message) => message.split('\n', 1)[0].split(/\.( |$)/, 1)[0];

/** A session's browser (its WTR_BROWSERS name) and test file. */
const where = (session, browserName) => ({
  browser: browserName(session.browser),
  file: relative(process.cwd(), session.testFile),
});

/** Prints a titled list of files with what is said of each, when there are any. */
function print(title, items, say) {
  if (items.length === 0) return;
  const lines = items.map((item) => `  ${item.browser} ${item.file}: ${say(item)}`);
  console.log(`\n${title} (${items.length}):\n${lines.join('\n')}`);
}
