// Where an answer comes from: the store while fresh, one upstream fetch per claim across
// instances sharing a store, and a stale answer when the service fails.
import assert from 'node:assert/strict';
import {after, before, describe, it} from 'node:test';
import {answerSource} from '../../src/proxy/answers.js';
import {createVideoProxy, type AnswerStore} from '../../src/proxy/index.js';
import {proxyError} from '../../src/proxy/responses.js';
import type {Answer} from '../../src/proxy/upstream.js';
import {BASE, KEY, scope, scopedProxy, startStandIn, type StandIns} from './harness.js';

const VIDEO = `${BASE}/content/video/1001`;
/** Tests that wait on a claim or a held read fail, rather than hang, if that wait never ends. */
const BOUNDED = {timeout: 20_000};
const PATH = '/content/video/1001';

/**
 * A store shared by proxy instances, as Redis is: one claim per key at a time, each operation
 * logged in order. A test can hold the answer of the next `get` back by hand.
 */
class SharedStore implements AnswerStore {
  readonly operations: string[] = [];
  readonly claims = new Set<string>();
  private readonly _entries = new Map<string, Answer>();
  private _held: Array<() => void> | undefined;
  private readonly _waiters: Array<{operation: string; resolve: () => void}> = [];

  async get(key: string): Promise<Answer | undefined> {
    this._record(`get ${key}`);
    const answer = this._entries.get(key);
    const held = this._held;
    if (held) {
      this._held = undefined;
      await new Promise<void>((resolve) => held.push(resolve));
    }
    return answer;
  }

  async set(key: string, answer: Answer, keepMs: number): Promise<void> {
    this._record(`set ${key} ${keepMs}`);
    this._entries.set(key, answer);
  }

  async claim(key: string, ms: number): Promise<boolean> {
    const won = !this.claims.has(key);
    this.claims.add(key);
    this._record(`claim ${key} ${ms} ${won ? 'won' : 'lost'}`);
    return won;
  }

  async release(key: string): Promise<void> {
    this._record(`release ${key}`);
    this.claims.delete(key);
  }

  /** Holds the next `get` back, with what it read then, until the returned function is called. */
  holdNextGet(): () => void {
    const held: Array<() => void> = [];
    this._held = held;
    return () => held.forEach((resolve) => resolve());
  }

  /** Resolves once `operation` has been logged. */
  logged(operation: string): Promise<void> {
    if (this.operations.includes(operation)) return Promise.resolve();
    return new Promise((resolve) => this._waiters.push({operation, resolve}));
  }

  private _record(operation: string) {
    this.operations.push(operation);
    for (const waiter of this._waiters) if (waiter.operation === operation) waiter.resolve();
  }
}

describe('answerSource', () => {
  let standIns: StandIns;
  before(async () => {
    standIns = await startStandIn();
  });
  after(() => standIns.close());

  /** `count` proxies onto one fresh scope of the stand-in, sharing `store`. */
  function instances(count: number, store: AnswerStore, options = {}) {
    const target = scope(standIns.serviceUrl);
    const logs: string[] = [];
    const proxies = Array.from({length: count}, () =>
      createVideoProxy({
        upstream: target.upstream,
        apiKey: KEY,
        basePath: BASE,
        rateLimit: false,
        answerStore: store,
        log: (line) => logs.push(line),
        ...options,
      }),
    );
    const call = (index: number, path: string) =>
      proxies[index]!(new Request(`http://proxy.test${path}`));
    return {...target, call, logs};
  }

  describe('with a store shared by instances', BOUNDED, () => {
    it('claims the fetch, asks the upstream at once, keeps the answer and releases the claim', async () => {
      const store = new SharedStore();
      const {call, requests} = instances(1, store, {queueWait: 0, timeout: 1000, staleTtl: 5});
      const response = await call(0, VIDEO);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('x-cache'), 'MISS');
      // Read, read again within the coalesced load, claim, fetch, keep 60 s + 5 s, release.
      assert.deepEqual(store.operations, [
        `get ${PATH}`,
        `get ${PATH}`,
        `claim ${PATH} 1000 won`,
        `set ${PATH} 65000`,
        `release ${PATH}`,
      ]);
      assert.equal((await requests()).length, 1);
    });

    it('lets an instance that lost the claim wait for the winner’s answer, asking nothing', async () => {
      const store = new SharedStore();
      const {call, requests, fault} = instances(2, store);
      await fault({delayMs: 300});
      const first = call(0, VIDEO);
      await store.logged(`claim ${PATH} 13000 won`);
      const second = call(1, VIDEO);
      const [a, b] = await Promise.all([first, second]);
      assert.equal(a.status, 200);
      assert.equal(b.status, 200);
      assert.equal(b.headers.get('etag'), a.headers.get('etag'));
      assert.equal(await b.text(), await a.text());
      assert.equal((await requests()).length, 1);
      const claims = store.operations.filter((operation) => !operation.startsWith('get'));
      assert.deepEqual(claims, [
        `claim ${PATH} 13000 won`,
        `claim ${PATH} 13000 lost`,
        `set ${PATH} 660000`,
        `release ${PATH}`,
      ]);
    });

    it('fetches itself once the claim it waits on runs out, and releases none it did not make', async () => {
      const store = new SharedStore();
      // An instance that claimed the fetch and died before it stored anything.
      store.claims.add(PATH);
      // The claim lasts the upstream's time-out (queueWait 0), which then bounds this instance's
      // own fetch: 100 ms was too short for the stand-in's answer on a loaded machine (a 504).
      const {call, requests} = instances(1, store, {queueWait: 0, timeout: 1000});
      const response = await call(0, VIDEO);
      assert.equal(response.status, 200);
      assert.equal((await requests()).length, 1);
      const polls = store.operations.filter((operation) => operation === `get ${PATH}`).length;
      assert.ok(polls > 2, `it looked for the winner’s answer (${polls - 2} polls)`);
      assert.deepEqual(
        store.operations.filter((operation) => !operation.startsWith('get')),
        [`claim ${PATH} 1000 lost`, `set ${PATH} 660000`],
      );
      assert.ok(store.claims.has(PATH));
    });

    it('reads the store again before it claims: an answer stored meanwhile is not fetched again', async () => {
      const store = new SharedStore();
      const {call, requests} = instances(2, store);
      const release = store.holdNextGet();
      // The second instance read the store before the first stored its answer...
      const late = call(1, VIDEO);
      await store.logged(`get ${PATH}`);
      const first = await call(0, VIDEO);
      assert.equal(first.status, 200);
      release();
      // ...and finds that answer when it reads again, instead of claiming a fetch.
      const second = await late;
      assert.equal(second.status, 200);
      assert.equal(second.headers.get('etag'), first.headers.get('etag'));
      assert.equal((await requests()).length, 1);
      assert.equal(store.operations.filter((op) => op.startsWith('claim')).length, 1);
    });

    it('neither claims nor keeps anything with cacheTtl 0', async () => {
      const store = new SharedStore();
      const {call, requests} = instances(1, store, {cacheTtl: 0});
      assert.equal((await call(0, VIDEO)).status, 200);
      assert.equal((await call(0, VIDEO)).status, 200);
      assert.deepEqual(store.operations, [
        `get ${PATH}`,
        `get ${PATH}`,
        `get ${PATH}`,
        `get ${PATH}`,
      ]);
      assert.equal((await requests()).length, 2);
    });

    it('keeps no failure: an upstream error is answered, released and not stored', async () => {
      const store = new SharedStore();
      const {call, fault} = instances(1, store, {queueWait: 0, timeout: 1000});
      await fault({status: 503});
      const response = await call(0, VIDEO);
      assert.equal(response.status, 502);
      assert.deepEqual(store.operations, [
        `get ${PATH}`,
        `get ${PATH}`,
        `claim ${PATH} 1000 won`,
        `release ${PATH}`,
      ]);
    });
  });

  describe('with the memory store', () => {
    it('serves an answer from memory for exactly cacheTtl seconds', async () => {
      const {call, clock, requests} = scopedProxy(standIns.serviceUrl, {cacheTtl: 60});
      assert.equal((await call(VIDEO)).headers.get('x-cache'), 'MISS');
      clock.now += 60_000 - 1;
      assert.equal((await call(VIDEO)).headers.get('x-cache'), 'HIT');
      clock.now += 1;
      assert.equal((await call(VIDEO)).headers.get('x-cache'), 'MISS');
      assert.equal((await requests()).length, 2);
    });
  });

  describe('on its own', () => {
    const answer: Answer = {
      status: 200,
      body: new TextEncoder().encode('{"data":{}}'),
      etag: '"a"',
      storedAt: 0,
    };

    /** A source over a store that holds an answer stored at 0 and is read at `at`. */
    function sourceAt(at: number, fetched: Answer | ReturnType<typeof proxyError>) {
      const kept = new Map([[PATH, answer]]);
      const store: AnswerStore = {
        get: async (key) => kept.get(key),
        set: async (key, value) => void kept.set(key, value),
      };
      return answerSource({
        store,
        fetch: async () => fetched,
        freshMs: 1000,
        staleMs: 1000,
        claimMs: 1000,
        now: () => at,
      });
    }

    for (const status of [500, 502, 503, 504, 429]) {
      it(`serves the stale answer when the fetch fails with ${status}`, async () => {
        const source = sourceAt(1500, proxyError(status, 'x', 'failed'));
        assert.deepEqual(await source(PATH), {answer, state: 'STALE'});
      });
    }

    for (const status of [499, 400, 404]) {
      it(`passes a ${status} on rather than the stale answer`, async () => {
        const failed = proxyError(status, 'x', 'refused');
        assert.deepEqual(await sourceAt(1500, failed)(PATH), failed);
      });
    }

    it('fetches with a store that claims but has no release', async () => {
      const store: AnswerStore = {
        get: async () => undefined,
        set: async () => undefined,
        claim: async () => true,
      };
      const source = answerSource({
        store,
        fetch: async () => answer,
        freshMs: 1000,
        staleMs: 0,
        claimMs: 1000,
        now: () => 0,
      });
      assert.deepEqual(await source(PATH), {answer, state: 'MISS'});
    });
  });
});
