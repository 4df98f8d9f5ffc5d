// Prints, as the run's last words, every failed test and file error with its browser and file:
// a CI log that keeps only its tail still says what failed.
import {relative} from 'node:path';

/** The failed tests of a suite and its sub-suites, as "suite › test: message" lines. */
function failedTests(suite, path = []) {
  if (!suite) return [];
  const here = suite.name ? [...path, suite.name] : path;
  const own = suite.tests
    .filter((test) => !test.passed && !test.skipped)
    .map((test) => `${[...here, test.name].join(' › ')}: ${firstLine(test.error?.message)}`);
  return [...own, ...suite.suites.flatMap((child) => failedTests(child, here))];
}

const firstLine = (message = 'failed') => message.split('\n', 1)[0];

/** A wtr reporter: a short list of what failed, after everything else. */
export function failuresReporter() {
  return {
    onTestRunFinished({sessions}) {
      const lines = sessions.flatMap((session) => {
        const where = `${session.browser.name} ${relative(process.cwd(), session.testFile)}`;
        const problems = [
          ...session.errors.map((error) => firstLine(error.message)),
          ...failedTests(session.testResults),
        ];
        return problems.map((problem) => `  ${where}: ${problem}`);
      });
      if (lines.length === 0) return;
      console.log(`\nFailed (${lines.length}):\n${lines.join('\n')}`);
    },
  };
}
