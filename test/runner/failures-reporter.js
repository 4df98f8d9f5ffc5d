// Prints, as the run's last words, every failed test and file error with its browser and file:
// a CI log that keeps only its tail (and only standard output) still says what failed. An error
// that stops the whole run is printed there too: wtr itself reports it on standard error only.
import {relative} from 'node:path';

/** The failed tests of a suite and its sub-suites, as "suite › test: message" lines. */
export function failedTests(suite, path = []) {
  if (!suite) return [];
  const here = suite.name ? [...path, suite.name] : path;
  const own = suite.tests
    .filter((test) => !test.passed && !test.skipped)
    .map((test) => `${[...here, test.name].join(' › ')}: ${firstLine(test.error?.message)}`);
  return [...own, ...suite.suites.flatMap((child) => failedTests(child, here))];
}

const firstLine = (message = 'failed') => message.split('\n', 1)[0];

/** What went wrong in a session, a line each: its errors, then its failed tests. */
export const problems = (session) => [
  ...session.errors.map((error) => firstLine(error.message)),
  ...failedTests(session.testResults),
];

/** Prints, on standard output, an error that ends the run (wtr prints it on standard error). */
function printRunError(error) {
  process.stdout.write(`\nThe test run stops on an error of its own:\n${error?.stack ?? error}\n`);
}

/** A wtr reporter: a short list of what failed, after everything else. */
export function failuresReporter() {
  return {
    start() {
      process.on('uncaughtException', printRunError);
      // Listening would keep Node from turning the rejection into an uncaught exception: throwing
      // it again does, so wtr still stops the run.
      process.on('unhandledRejection', (reason) => {
        throw reason;
      });
    },
    onTestRunFinished({sessions}) {
      const lines = sessions.flatMap((session) => {
        const where = `${session.browser.name} ${relative(process.cwd(), session.testFile)}`;
        return problems(session).map((problem) => `  ${where}: ${problem}`);
      });
      if (lines.length === 0) return;
      console.log(`\nFailed (${lines.length}):\n${lines.join('\n')}`);
    },
  };
}
