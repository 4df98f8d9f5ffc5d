// The store fallback on its own, against stores the test controls: when it uses the shared store,
// when memory, what it logs, its one-second retry window (performance.now mocked) and its 10 s
// net for a silent store (setTimeout mocked). No real time passes in these tests.
import assert from 'node:assert/strict';
import {describe, it, type TestContext} from 'node:test';
import {MemoryAnswerStore} from '../../src/proxy/answer-cache.js';
import {
  answersWithFallback,
  ratesWithFallback,
  StoreFallback,
} from '../../src/proxy/store-fallback.js';
import type {AnswerStore, RateStore} from '../../src/proxy/stores.js';
import type {Answer} from '../../src/proxy/upstream.js';

const FAILED =
  'video proxy: the shared store failed (Error ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:6379); ' +
  'using this instance’s memory until it is back';
const BACK = 'video proxy: the shared store is back; sharing answers and limits again';

function refused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:6379'), {code: 'ECONNREFUSED'});
}

/** A fallback whose log lines are collected, on a clock the test sets (`clock.now`, in ms). */
function fallbackOnClock(t: TestContext, secrets: string[] = []) {
  const clock = {now: 5000};
  t.mock.method(performance, 'now', () => clock.now);
  const logs: string[] = [];
  return {fallback: new StoreFallback((line) => logs.push(line), secrets), logs, clock};
}

/** Runs `fallback` once on a shared store that answers or fails as told; which store answered. */
async function runOnce(fallback: StoreFallback, shared: 'answers' | 'fails') {
  let asked = false;
  const result = await fallback.run(
    async () => {
      asked = true;
      if (shared === 'fails') throw refused();
      return 'shared';
    },
    async () => 'memory',
  );
  return {result, asked};
}

describe('StoreFallback', () => {
  it('runs on the shared store while it answers, and logs nothing', async (t) => {
    const {fallback, logs} = fallbackOnClock(t);
    assert.deepEqual(await runOnce(fallback, 'answers'), {result: 'shared', asked: true});
    assert.deepEqual(await runOnce(fallback, 'answers'), {result: 'shared', asked: true});
    assert.deepEqual(logs, []);
  });

  it('answers from memory when the shared store fails, and logs the cause once', async (t) => {
    const {fallback, logs} = fallbackOnClock(t);
    assert.deepEqual(await runOnce(fallback, 'fails'), {result: 'memory', asked: true});
    assert.deepEqual(logs, [FAILED]);
  });

  it('leaves a failed store alone for a second, then asks it again, logging only changes', async (t) => {
    const {fallback, logs, clock} = fallbackOnClock(t);
    await runOnce(fallback, 'fails');
    clock.now = 5999;
    assert.deepEqual(await runOnce(fallback, 'answers'), {result: 'memory', asked: false});
    clock.now = 6000;
    // Still failing: memory again, the window starts over, and nothing more is logged.
    assert.deepEqual(await runOnce(fallback, 'fails'), {result: 'memory', asked: true});
    assert.deepEqual(logs, [FAILED]);
    clock.now = 6999;
    assert.deepEqual(await runOnce(fallback, 'answers'), {result: 'memory', asked: false});
    clock.now = 7000;
    assert.deepEqual(await runOnce(fallback, 'answers'), {result: 'shared', asked: true});
    assert.deepEqual(logs, [FAILED, BACK]);
    // Back: used at once, with no window left over.
    assert.deepEqual(await runOnce(fallback, 'answers'), {result: 'shared', asked: true});
    assert.deepEqual(logs, [FAILED, BACK]);
  });

  it('logs a failure after the store came back as a new one', async (t) => {
    const {fallback, logs, clock} = fallbackOnClock(t);
    await runOnce(fallback, 'fails');
    clock.now = 6000;
    await runOnce(fallback, 'answers');
    assert.deepEqual(await runOnce(fallback, 'fails'), {result: 'memory', asked: true});
    assert.deepEqual(logs, [FAILED, BACK, FAILED]);
  });

  it('hides its secrets in the logged cause, and leaves a cause without them as it is', async (t) => {
    const {fallback, logs} = fallbackOnClock(t, ['hunter2', '']);
    await fallback.run(
      () => Promise.reject(new Error('WRONGPASS for redis://:hunter2@cache:6379')),
      async () => undefined,
    );
    assert.deepEqual(logs, [
      'video proxy: the shared store failed (Error: WRONGPASS for redis://:[hidden]@cache:6379); ' +
        'using this instance’s memory until it is back',
    ]);
  });

  it('counts a shared store silent for 10 s as failed', async (t) => {
    t.mock.timers.enable({apis: ['setTimeout']});
    const logs: string[] = [];
    const fallback = new StoreFallback((line) => logs.push(line), []);
    let settled: string | undefined;
    void fallback
      .run(
        () => new Promise<string>(() => {}),
        async () => 'memory',
      )
      .then((result) => (settled = result));
    await macrotask();
    t.mock.timers.tick(9999);
    await macrotask();
    assert.equal(settled, undefined);
    t.mock.timers.tick(1);
    await macrotask();
    assert.equal(settled, 'memory');
    assert.deepEqual(logs, [
      'video proxy: the shared store failed (Error: no answer within 10000 ms); ' +
        'using this instance’s memory until it is back',
    ]);
  });

  it('leaves no timer behind once the shared store has answered', async () => {
    const fallback = new StoreFallback(() => {}, []);
    const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout');
    const before = timers().length;
    assert.equal(
      await fallback.run(
        async () => 'shared',
        async () => 'memory',
      ),
      'shared',
    );
    // A pending 10 s timer per operation would keep a stopping process alive that long.
    assert.equal(timers().length, before);
  });
});

/** Lets every settled promise run its callbacks (setImmediate is not mocked here). */
const macrotask = () => new Promise((resolve) => setImmediate(resolve));

describe('answersWithFallback', () => {
  const answer: Answer = {status: 200, body: new Uint8Array([1]), etag: '"a"', storedAt: 0};

  /** A shared store that records what it is asked; `claim`/`release` only when told to have them. */
  function recordingStore(withClaims: boolean) {
    const calls: string[] = [];
    const store: AnswerStore = {
      get: async (key) => (calls.push(`get ${key}`), answer),
      set: async (key, _answer, keepMs) => void calls.push(`set ${key} ${keepMs}`),
      ...(withClaims && {
        claim: async (key: string, ms: number) => (calls.push(`claim ${key} ${ms}`), false),
        release: async (key: string) => void calls.push(`release ${key}`),
      }),
    };
    return {store, calls};
  }

  const failing: AnswerStore = {
    get: () => Promise.reject(refused()),
    set: () => Promise.reject(refused()),
    claim: () => Promise.reject(refused()),
    release: () => Promise.reject(refused()),
  };

  it('passes every operation to a working shared store', async () => {
    const {store, calls} = recordingStore(true);
    const memory = new MemoryAnswerStore(() => 0);
    const logs: string[] = [];
    const answers = answersWithFallback(store, memory, new StoreFallback((l) => logs.push(l), []));
    assert.equal(await answers.get('/a'), answer);
    await answers.set('/b', answer, 1500);
    assert.equal(await answers.claim!('/c', 200), false);
    assert.equal(await answers.release!('/c'), undefined);
    assert.deepEqual(calls, ['get /a', 'set /b 1500', 'claim /c 200', 'release /c']);
    assert.equal(await memory.get('/b'), undefined);
    assert.deepEqual(logs, []);
  });

  it('grants every claim of a shared store that has none, as nothing is shared to claim', async () => {
    const {store, calls} = recordingStore(false);
    const logs: string[] = [];
    const answers = answersWithFallback(
      store,
      new MemoryAnswerStore(() => 0),
      new StoreFallback((l) => logs.push(l), []),
    );
    assert.equal(await answers.claim!('/c', 200), true);
    assert.equal(await answers.release!('/c'), undefined);
    assert.deepEqual(calls, []);
    assert.deepEqual(logs, []);
  });

  it('keeps and finds answers in memory, and grants claims, while the shared store fails', async () => {
    const logs: string[] = [];
    const answers = answersWithFallback(
      failing,
      new MemoryAnswerStore(() => 0),
      new StoreFallback((l) => logs.push(l), []),
    );
    await answers.set('/a', answer, 1500);
    assert.equal(await answers.get('/a'), answer);
    assert.equal(await answers.get('/b'), undefined);
    assert.equal(await answers.claim!('/a', 200), true);
    assert.equal(await answers.release!('/a'), undefined);
    assert.deepEqual(logs, [FAILED]);
  });
});

describe('ratesWithFallback', () => {
  /** A rate store that answers `wait` and records its arguments. */
  function rateStore(wait: number) {
    const calls: unknown[][] = [];
    const store: RateStore = {take: async (...args) => (calls.push(args), wait)};
    return {store, calls};
  }

  it('takes tokens from a working shared store, with every argument', async () => {
    const shared = rateStore(7);
    const memory = rateStore(0);
    const rates = ratesWithFallback(shared.store, memory.store, new StoreFallback(() => {}, []));
    assert.equal(await rates.take('203.0.113.1', 5, 0.5, 1234), 7);
    assert.deepEqual(shared.calls, [['203.0.113.1', 5, 0.5, 1234]]);
    assert.deepEqual(memory.calls, []);
  });

  it('takes tokens from memory while the shared store fails', async () => {
    const memory = rateStore(3);
    const rates = ratesWithFallback(
      {take: () => Promise.reject(refused())},
      memory.store,
      new StoreFallback(() => {}, []),
    );
    assert.equal(await rates.take('203.0.113.1', 5, 0.5, 1234), 3);
    assert.deepEqual(memory.calls, [['203.0.113.1', 5, 0.5, 1234]]);
  });
});
