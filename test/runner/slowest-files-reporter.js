// Prints, after a run, the test files and the tests that took longest in each browser: where
// the suite's time goes, so that it stays well under its 10-minute limit (docs/browsers.md).
import {relative} from 'node:path';

const SHOWN = 5;

/** Every test of a suite and its sub-suites, with its full name. */
function* tests(suite, path = []) {
  if (!suite) return;
  for (const test of suite.tests)
    yield {name: [...path, test.name].join(' › '), ms: test.duration ?? 0};
  for (const child of suite.suites) yield* tests(child, [...path, child.name]);
}

const sum = (items) => items.reduce((total, {ms}) => total + ms, 0);

function print(title, items) {
  console.log(title);
  for (const {name, ms} of items.sort((a, b) => b.ms - a.ms).slice(0, SHOWN)) {
    console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
  }
}

/** A wtr reporter: the `SHOWN` slowest test files and tests per browser, by their tests' time. */
export function slowestFilesReporter() {
  return {
    onTestRunFinished({sessions}) {
      const byBrowser = new Map();
      for (const session of sessions) {
        const runs = byBrowser.get(session.browser.name) ?? {files: [], tests: []};
        const file = relative(process.cwd(), session.testFile);
        const own = [...tests(session.testResults)];
        runs.files.push({name: file, ms: sum(own)});
        runs.tests.push(...own.map((test) => ({...test, name: `${file}: ${test.name}`})));
        byBrowser.set(session.browser.name, runs);
      }
      for (const [browser, {files, tests}] of byBrowser) {
        print(
          `\n${browser}: tests took ${(sum(files) / 1000).toFixed(1)} s; slowest files:`,
          files,
        );
        print('slowest tests:', tests);
      }
    },
  };
}
