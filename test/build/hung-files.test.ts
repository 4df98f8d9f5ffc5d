// What the browser run says of files without a verdict: test/runner/hung-files-reporter.js names
// each with the test its page waited in (a failure of the run), and the files whose page did not
// open at the first try.
import assert from 'node:assert/strict';
import {mkdtempSync, readFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {describe, it, mock} from 'node:test';
import {hungFilesReporter} from '../runner/hung-files-reporter.js';
import {heard, waitedFor} from '../runner/test-progress.js';
import {crashed, GSTREAMER_DEADLOCK, STUCK_PAGE} from '../runner/webkit-launcher.js';

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

/** What the reporter writes and prints after a run of these sessions. */
function report(sessions: object[], troubles = new Map<string, string>()) {
  const path = join(mkdtempSync(join(tmpdir(), 'hung-')), 'report.json');
  const log = mock.method(console, 'log', () => {});
  try {
    hungFilesReporter({
      browserName,
      report: path,
      progress: (id: string) => `it waited in ${id}'s test`,
      troubles,
    }).onTestRunFinished({sessions});
    return {
      written: JSON.parse(readFileSync(path, 'utf8')) as unknown,
      printed: log.mock.calls.map((call) => String(call.arguments[0])).join('\n'),
    };
  } finally {
    log.mock.restore();
  }
}

/** A finished session, passed when it has no error (no session here has a failed test and no error). */
const session = (browser: object, file: string, messages: string[], testResults?: Suite) => ({
  id: file.replace(/\W/g, ''),
  browser,
  testFile: join(process.cwd(), file),
  passed: messages.length === 0,
  errors: messages.map((message) => ({message})),
  testResults,
});

const NOT_FINISHED = 'Browser tests did not finish within 150000ms. You can …';
const DISCONNECTED = 'Tests were interrupted because the browser disconnected.';
/** The launcher's error for a stuck page (test/runner/webkit-launcher.js), its stacks read. */
const stuck = (state: string) =>
  `${STUCK_PAGE} within 20 s after its tests: its web process was ended (pids 1; its threads' ` +
  `stacks: /tmp/webkit-stuck-x/stacks.txt); ${state}.`;
const STUCK_IN_GSTREAMER = stuck(GSTREAMER_DEADLOCK);
const STUCK_IDLE = stuck("its page's thread was idle, waiting for work: not GStreamer's deadlock");
/** The launcher's error for a deleted session when the kernel logged a segfault meanwhile. */
const CRASHED = crashed(
  new Error('WebDriverError: invalid session id when running "execute/sync" with method "POST"'),
  0,
  () => [
    'traps: eadedCompositor[30859] general protection fault ip:7f93aaae01fc … in swrast_dri.so',
  ],
).message;

describe('the hung-files reporter', () => {
  it('names each file whose page never reported, its browser and what it waited in', () => {
    const {written, printed} = report([
      session(firefox, 'a.test.ts', [], suite([{passed: true}])),
      session(firefox, 'b.test.ts', [NOT_FINISHED]),
      session(webkit, 'c.test.ts', [
        NOT_FINISHED,
        'WebDriverError: Request failed with error code UND_ERR_HEADERS_TIMEOUT',
      ]),
      session(webkit, 'd.test.ts', [
        DISCONNECTED,
        'invalid session id: WebDriverError: invalid session id when running "execute/sync"',
      ]),
      session(webkit, 'e.test.ts', [NOT_FINISHED, STUCK_IN_GSTREAMER]),
      session(webkit, 'f.test.ts', [NOT_FINISHED, STUCK_IDLE]),
      session(webkit, 'g.test.ts', [DISCONNECTED, CRASHED]),
    ]);
    const hang = (browser: string, file: string, error: string, browserFault = false) => ({
      browser,
      file,
      error,
      waitedFor: `it waited in ${file.replace(/\W/g, '')}'s test`,
      browserFault,
    });
    assert.deepEqual(written, {
      hung: [
        hang('firefox', 'b.test.ts', 'Browser tests did not finish within 150000ms'),
        hang('webkit', 'c.test.ts', 'Browser tests did not finish within 150000ms'),
        hang('webkit', 'd.test.ts', 'Tests were interrupted because the browser disconnected'),
        // Only WebKitGTK's deadlock (its stacks) or crash (the kernel's segfault) make a hang the
        // browser's (test/runner/run.js).
        hang('webkit', 'e.test.ts', 'Browser tests did not finish within 150000ms', true),
        hang('webkit', 'f.test.ts', 'Browser tests did not finish within 150000ms'),
        hang(
          'webkit',
          'g.test.ts',
          'Tests were interrupted because the browser disconnected',
          true,
        ),
      ],
      troubledOpens: [],
      failures: [],
    });
    assert.match(printed, /Hung \(6\):/);
    assert.match(
      printed,
      /firefox b\.test\.ts: no verdict \(Browser tests did not finish.*btestts's test/,
    );
  });

  it('counts a failed test, or any other error, as a failure of its own, with its words', () => {
    const {written, printed} = report([
      session(webkit, 'a.test.ts', [NOT_FINISHED], suite([], [suite([{passed: false}])])),
      session(firefox, 'b.test.ts', ['Could not import your test module.']),
    ]);
    assert.deepEqual(written, {
      hung: [],
      troubledOpens: [],
      failures: [
        {browser: 'webkit', file: 'a.test.ts', problems: [NOT_FINISHED, 'test 0: failed']},
        {browser: 'firefox', file: 'b.test.ts', problems: ['Could not import your test module.']},
      ],
    });
    assert.equal(printed, '');
  });

  it('names the files whose page had to be opened again', () => {
    const why = 'its page did not open (invalid session id): opened again';
    const {written, printed} = report(
      [session(webkit, 'a.test.ts', [], suite([{passed: true}]))],
      new Map([['atestts', why]]),
    );
    assert.deepEqual(written, {
      hung: [],
      troubledOpens: [{browser: 'webkit', file: 'a.test.ts', why}],
      failures: [],
    });
    assert.match(
      printed,
      /Trouble opening the page \(1\):\n {2}webkit a\.test\.ts: its page did not open/,
    );
  });
});

describe('what a page waited in', () => {
  const words = new Map();
  const say = (id: string, kind: 'test' | 'hook', title: string, ended = false) =>
    heard(words, id, {kind, title, ended});
  say('in-test', 'test', 'player › plays');
  say('in-test', 'hook', '"before each" hook for "plays"');
  say('in-test', 'hook', '"before each" hook for "plays"', true);
  say('in-hook', 'test', 'player › plays');
  say('in-hook', 'test', 'player › plays', true);
  say('in-hook', 'hook', '"after each" hook for "plays"');
  say('after', 'test', 'player › plays');
  say('after', 'test', 'player › plays', true);

  it('is the hook still running, else the test still running, else what ended last', () => {
    assert.equal(waitedFor('in-test', words), 'it waited in the test "player › plays"');
    assert.equal(waitedFor('in-hook', words), 'it waited in the "after each" hook for "plays"');
    assert.equal(waitedFor('after', words), 'it waited after the test "player › plays" had ended');
  });

  it('says so when no test had started', () => {
    assert.match(waitedFor('unheard', words), /no test had started/);
  });
});
