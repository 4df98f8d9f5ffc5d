import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {upstreamLimit} from '../../src/proxy/upstream-limit.js';

/** A task the test finishes by hand, recording when it started. */
function task(started: string[], name: string) {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  const run = () => {
    started.push(name);
    return new Promise<string>((resolve, reject) => {
      finish = () => resolve(name);
      fail = reject;
    });
  };
  return {run, finish: () => finish(name), fail: (error: Error) => fail(error)};
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('upstreamLimit', () => {
  it('runs at most `concurrency` tasks, then the queued ones in order as slots free', async () => {
    const limit = upstreamLimit(2, 10, 10_000);
    const started: string[] = [];
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => task(started, name));
    const results = [a, b, c, d].map((t) => limit(t!.run));
    await tick();
    assert.deepEqual(started, ['a', 'b']);
    b!.finish();
    await tick();
    assert.deepEqual(started, ['a', 'b', 'c']);
    a!.finish();
    c!.finish();
    await tick();
    assert.deepEqual(started, ['a', 'b', 'c', 'd']);
    d!.finish();
    assert.deepEqual(await Promise.all(results), ['a', 'b', 'c', 'd']);
  });

  it('answers undefined at once when the queue is full', async () => {
    const limit = upstreamLimit(1, 1, 10_000);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => task(started, name));
    const first = limit(a!.run);
    const second = limit(b!.run);
    assert.equal(await limit(c!.run), undefined);
    a!.finish();
    await tick();
    b!.finish();
    assert.deepEqual([await first, await second], ['a', 'b']);
    assert.deepEqual(started, ['a', 'b']);
  });

  it('queues nothing with a queueSize of 0', async () => {
    const limit = upstreamLimit(1, 0, 10_000);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => task(started, name));
    const first = limit(a!.run);
    assert.equal(await limit(b!.run), undefined);
    a!.finish();
    assert.equal(await first, 'a');
  });

  it('gives up on a wait longer than queueWait and frees its place', async () => {
    const limit = upstreamLimit(1, 1, 20);
    const started: string[] = [];
    const [a, b, c] = ['a', 'b', 'c'].map((name) => task(started, name));
    const first = limit(a!.run);
    assert.equal(await limit(b!.run), undefined);
    // The place b held is free again, and c, queued after, still starts when a finishes.
    const third = limit(c!.run);
    a!.finish();
    await tick();
    c!.finish();
    assert.deepEqual([await first, await third], ['a', 'c']);
    assert.deepEqual(started, ['a', 'c']);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = upstreamLimit(1, 0, 10_000);
    const started: string[] = [];
    const [a, b] = ['a', 'b'].map((name) => task(started, name));
    const first = limit(a!.run);
    a!.fail(new Error('boom'));
    await assert.rejects(first, /boom/);
    const second = limit(b!.run);
    b!.finish();
    assert.equal(await second, 'b');
  });
});
