// Loaded by every test page before the test framework (`testRunnerHtml` in
// web-test-runner.config.js): tells the runner as each test and hook starts and ends, so that a
// page that never reports can be named by what it was waiting in (test/runner/test-progress.js).
import {executeServerCommand} from '@web/test-runner-commands';

/** Tells the runner; a runner that cannot hear it loses the name, never the test. */
const tell = (payload) => void executeServerCommand('test-progress', payload).catch(() => {});

// @web/test-runner-mocha keeps the runner it starts on this global; its events start once it
// is set (mocha starts running in a later task).
let runner;
Object.defineProperty(window, '__WTR_MOCHA_RUNNER__', {
  configurable: true,
  get: () => runner,
  set(value) {
    runner = value;
    for (const [event, kind, ended] of [
      ['test', 'test', false],
      ['test end', 'test', true],
      ['hook', 'hook', false],
      ['hook end', 'hook', true],
    ]) {
      value.on(event, (runnable) => tell({kind, title: runnable.fullTitle(), ended}));
    }
  },
});
