// How WebKit's launcher tells a page whose web process crashed from one that hung
// (test/runner/webkit-launcher.js `crashed`): WebDriver's error that the session is gone, and a
// segfault the kernel logged since the page opened. test/runner/run.js runs such a file once more.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {crashed, WEB_PROCESS_CRASH} from '../runner/webkit-launcher.js';

const FAULT = 'traps: eadedCompositor[30859] general protection fault … in swrast_dri.so';
const PAGE_CRASH = 'invalid session id: session deleted because of page crash or hang.\nmore';
/** What a CI run's leak test got after its web process died between two commands. */
const GONE = 'WebDriverError: invalid session id when running "execute/sync" with method "POST"';
const TIMEOUT = 'WebDriverError: Request failed with error code UND_ERR_HEADERS_TIMEOUT';

/** The kernel's segfaults since `since`, as the launcher reads them, and when it was asked. */
function kernel(faults: string[]) {
  const asked: number[] = [];
  return {asked, since: (since: number) => (asked.push(since), faults)};
}

describe("WebKit's launcher on a session WebDriver deleted", () => {
  for (const [said, message] of [
    ['"page crash or hang"', PAGE_CRASH],
    ['"invalid session id" (the page ended between two commands)', GONE],
  ] as const) {
    it(`says the web process crashed when WebDriver said ${said} and the kernel logged a segfault`, () => {
      const log = kernel([FAULT]);
      const error = crashed(new Error(message), 41600, log.since);
      assert.deepEqual(log.asked, [41600]);
      assert.equal(
        error.message,
        `${message.split('\n', 1)[0]}; ${WEB_PROCESS_CRASH}; the kernel: ${FAULT}.`,
      );
    });
  }

  it('leaves the error as it is when the kernel logged no segfault', () => {
    const error = new Error(GONE);
    assert.equal(crashed(error, 41600, kernel([]).since), error);
  });

  it('does not read the kernel for another error, nor for a page it did not see opened', () => {
    const log = kernel([FAULT]);
    const timeout = new Error(TIMEOUT);
    assert.equal(crashed(timeout, 41600, log.since), timeout);
    const gone = new Error(GONE);
    assert.equal(crashed(gone, undefined, log.since), gone);
    assert.deepEqual(log.asked, []);
  });
});
