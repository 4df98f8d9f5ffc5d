// What the browser run (test/runner/run.js) runs once more: only files whose page never reported.
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it} from 'node:test';
import {hungFilesReporter} from '../runner/hung-files-reporter.js';

const webkit = {name: 'WebKit'};
const firefox = {name: 'Firefox'};
const browserName = (launcher: object) => (launcher === webkit ? 'webkit' : 'firefox');

const suite = (tests: {passed: boolean; skipped?: boolean}[]) => ({
  name: '',
  tests: tests.map((test, i) => ({name: `test ${i}`, skipped: false, ...test})),
  suites: [],
});

/** What the reporter writes after a run of these sessions. */
function report(sessions: object[]): unknown {
  const path = join(mkdtempSync(join(tmpdir(), 'hung-')), 'report.json');
  hungFilesReporter(path, browserName).onTestRunFinished({sessions});
  return JSON.parse(readFileSync(path, 'utf8'));
}

const hung = (browser: object, testFile: string, ...messages: string[]) => ({
  browser,
  testFile,
  passed: false,
  errors: messages.map((message) => ({message})),
  testResults: undefined,
});

describe('the hung-files reporter', () => {
  it('names the files whose page never reported, with their browser', () => {
    assert.deepEqual(
      report([
        {
          browser: firefox,
          testFile: '/a.test.ts',
          passed: true,
          errors: [],
          testResults: suite([{passed: true}]),
        },
        hung(firefox, '/b.test.ts', 'Browser tests did not finish within 300000ms. You can …'),
        hung(
          webkit,
          '/c.test.ts',
          'Browser tests did not finish within 300000ms. You can …',
          'WebDriverError: Request failed with error code UND_ERR_HEADERS_TIMEOUT',
        ),
      ]),
      {
        hung: [
          {browser: 'firefox', file: '/b.test.ts'},
          {browser: 'webkit', file: '/c.test.ts'},
        ],
        otherFailures: 0,
      },
    );
  });

  it('counts a failed test, or any other error, as a failure of its own', () => {
    assert.deepEqual(
      report([
        {
          browser: webkit,
          testFile: '/a.test.ts',
          passed: false,
          errors: [{message: 'Browser tests did not finish within 300000ms.'}],
          testResults: {...suite([]), suites: [suite([{passed: true}, {passed: false}])]},
        },
        hung(firefox, '/b.test.ts', 'Could not import your test module.'),
      ]),
      {hung: [], otherFailures: 2},
    );
  });
});
