// What each test page was last doing, as its page tells it (test/runner/progress-page.js): a page
// that never reports its results is then named with the test or hook it was waiting in.

/** @typedef {{kind: 'test' | 'hook', title: string, ended: boolean}} Progress */

/** @type {Map<string, Progress>} the last word of each session's page */
const lastWords = new Map();

/** A wtr plugin that hears the pages' `test-progress` command. */
export function testProgress() {
  return {
    name: 'test-progress',
    executeCommand({command, payload, session}) {
      if (command !== 'test-progress') return undefined;
      lastWords.set(session.id, payload);
      return true;
    },
  };
}

/**
 * What a session's page was waiting in when it was given up, in words.
 * @param {string} sessionId
 * @param {Map<string, Progress>} [words] the pages' last words (the plugin's by default)
 */
export function waitedFor(sessionId, words = lastWords) {
  const last = words.get(sessionId);
  if (!last) return 'no test had started: its page never opened or never ran its tests';
  return last.ended
    ? `it waited after the ${last.kind} "${last.title}" had ended`
    : `it waited in the ${last.kind} "${last.title}"`;
}
