// What each test page was last doing, as its page tells it (test/runner/progress-page.js): a page
// that never reports its results is then named with the test or hook it was waiting in.

/** @typedef {{title: string, ended: boolean}} Step */
/** @typedef {{test?: Step, hook?: Step, last?: Step & {kind: 'test' | 'hook'}}} Progress */

/** @type {Map<string, Progress>} what each session's page said last of its tests and hooks */
const progress = new Map();

/** A wtr plugin that hears the pages' `test-progress` command. */
export function testProgress() {
  return {
    name: 'test-progress',
    executeCommand({command, payload, session}) {
      if (command !== 'test-progress') return undefined;
      heard(progress, session.id, payload);
      return true;
    },
  };
}

/**
 * Notes a page's word: a test or hook that starts or ends.
 * @param {Map<string, Progress>} words
 * @param {string} sessionId
 * @param {{kind: 'test' | 'hook', title: string, ended: boolean}} said
 */
export function heard(words, sessionId, {kind, title, ended}) {
  const now = {...words.get(sessionId), [kind]: {title, ended}, last: {kind, title, ended}};
  words.set(sessionId, now);
}

/**
 * What a session's page was waiting in when it was given up, in words: a hook still running, else
 * a test still running (its before-each hooks done), else what ended last.
 * @param {string} sessionId
 * @param {Map<string, Progress>} [words] the pages' words (the plugin's by default)
 */
export function waitedFor(sessionId, words = progress) {
  const {test, hook, last} = words.get(sessionId) ?? {};
  if (!last) return 'no test had started: its page never opened or never ran its tests';
  if (hook && !hook.ended) return `it waited in the ${hook.title}`;
  if (test && !test.ended) return `it waited in the test "${test.title}"`;
  return `it waited after the ${last.kind === 'hook' ? last.title : `test "${last.title}"`} had ended`;
}
