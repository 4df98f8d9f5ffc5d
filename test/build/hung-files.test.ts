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

interface Suite {
  name: string;
  tests: {name: string; passed: boolean; skipped: boolean}[];
  suites: Suite[];
}

/** A suite of these tests, inside it these sub-suites. */
const suite = (tests: {passed: boolean}[], suites: Suite[] = []): Suite => ({
  name: '',
  tests: tests.map((test, i) => ({name: `test ${i}`, skipped: false, ...test})),
  suites,
});

/** What the reporter writes after a run of these sessions. */
function report(sessions: object[]): unknown {
  const path = join(mkdtempSync(join(tmpdir(), 'hung-')), 'report.json');
  hungFilesReporter(path, browserName).onTestRunFinished({sessions});
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** A finished session, passed when it has no error (no session here has a failed test and no error). */
const session = (browser: object, testFile: string, messages: string[], testResults?: Suite) => ({
  browser,
  testFile,
  passed: messages.length === 0,
  errors: messages.map((message) => ({message})),
  testResults,
});

const NOT_FINISHED = 'Browser tests did not finish within 150000ms. You can …';

describe('the hung-files reporter', () => {
  it('names the files whose page never reported, with their browser', () => {
    assert.deepEqual(
      report([
        session(firefox, '/a.test.ts', [], suite([{passed: true}])),
        session(firefox, '/b.test.ts', [NOT_FINISHED]),
        session(webkit, '/c.test.ts', [
          NOT_FINISHED,
          'WebDriverError: Request failed with error code UND_ERR_HEADERS_TIMEOUT',
        ]),
        session(webkit, '/d.test.ts', [
          'Tests were interrupted because the browser disconnected.',
          'invalid session id: WebDriverError: invalid session id when running "execute/sync"',
        ]),
      ]),
      {
        hung: [
          {browser: 'firefox', file: '/b.test.ts'},
          {browser: 'webkit', file: '/c.test.ts'},
          {browser: 'webkit', file: '/d.test.ts'},
        ],
        otherFailures: 0,
      },
    );
  });

  it('counts a failed test, or any other error, as a failure of its own', () => {
    assert.deepEqual(
      report([
        session(webkit, '/a.test.ts', [NOT_FINISHED], suite([], [suite([{passed: false}])])),
        session(firefox, '/b.test.ts', ['Could not import your test module.']),
      ]),
      {hung: [], otherFailures: 2},
    );
  });
});
