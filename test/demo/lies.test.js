// Stand-in service: faults that lie about the answer (lies.js).
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {after, before, describe, test} from 'node:test';
import {startStandIns} from '../../demo/stand-in/start.js';

const apiKey = 'lie-test-key-41d0';
/** @type {Awaited<ReturnType<typeof startStandIns>>} */
let standIns;

before(async () => {
  standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey});
});
after(() => standIns.close());

/**
 * Queues faults in a new scope.
 * @param {object[]} faults
 * @returns {Promise<{response: Response, list: string}>} the control answer and the scope's list URL
 */
async function scopeWith(faults) {
  const scope = `t-${randomUUID()}`;
  const response = await fetch(`${standIns.serviceUrl}/__control/${scope}/faults`, {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({faults}),
  });
  return {response, list: `${standIns.serviceUrl}/scopes/${scope}/content/video`};
}

/** The request log of the scope whose list URL is `list`. */
async function requests(list) {
  const control = list.replace('/scopes/', '/__control/').replace('/content/video', '/requests');
  return (await (await fetch(control)).json()).requests;
}

/** The scope's first logged request, once its answer is over. */
async function ended(list) {
  for (let wait = 0; wait < 100; wait++) {
    const [logged] = await requests(list);
    if (typeof logged?.bytesSent === 'number') return logged;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the answer never ended');
}

const get = (url) => fetch(url, {headers: {'x-api-key': apiKey}});

describe('stand-in lies', () => {
  test('records: more records than limit asked for, with unique ids', async () => {
    const {list} = await scopeWith([{records: {count: 40}}]);
    const res = await get(`${list}?limit=12`);
    assert.equal(res.status, 200);
    const {items} = (await res.json()).data;
    assert.equal(items.length, 40);
    assert.equal(new Set(items.map((/** @type {{id: number}} */ v) => v.id)).size, 40);
    assert.ok(items.every((/** @type {{title: string}} */ v) => v.title.length > 0));
  });

  test('records: titles padded to titleLength', async () => {
    const {list} = await scopeWith([{records: {count: 2, titleLength: 1_000_000}}]);
    const {items} = (await (await get(list)).json()).data;
    assert.deepEqual(
      items.map((/** @type {{title: string}} */ v) => v.title.length),
      [1_000_000, 1_000_000],
    );
  });

  test('records in chunks: the same answer, in many writes, without a content-length', async () => {
    const {list} = await scopeWith([{records: {count: 300, chunkSize: 1024, chunkDelayMs: 1}}]);
    const res = await get(list);
    assert.equal(res.headers.get('content-length'), null);
    let reads = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of /** @type {AsyncIterable<Uint8Array>} */ (res.body)) {
      reads++;
      text += decoder.decode(chunk, {stream: true});
    }
    assert.equal(JSON.parse(text).data.items.length, 300);
    assert.ok(reads > 20, `${reads} reads`);
    const [logged] = await requests(list);
    assert.equal(logged.bytesSent > text.length, true, 'the log counts the body and the head');
  });

  test('records in chunks: sending stops when the client goes away', async () => {
    const {list} = await scopeWith([{records: {count: 10_000, chunkSize: 4096, chunkDelayMs: 2}}]);
    const res = await get(list);
    const reader = /** @type {ReadableStream<Uint8Array>} */ (res.body).getReader();
    await reader.read();
    await reader.cancel();
    const logged = await ended(list);
    // 10,000 records are over 5 MB, which take over 2.5 s in writes 2 ms apart.
    assert.ok(logged.bytesSent < 5_000_000, `${logged.bytesSent} bytes sent`);
  });

  test('records paused after 64 KB: nothing more is sent, and the answer ends when the client goes away', async () => {
    const pauseAfter = 64 * 1024;
    const {list} = await scopeWith([
      {records: {count: 10_000, chunkSize: 4096, chunkDelayMs: 0, pauseAfter}},
    ]);
    const res = await get(list);
    const reader = /** @type {ReadableStream<Uint8Array>} */ (res.body).getReader();
    let read = 0;
    while (read < pauseAfter) read += (await reader.read()).value?.length ?? 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [paused] = await requests(list);
    assert.equal(paused.bytesSent, null, 'the answer is still open');
    await reader.cancel();
    const logged = await ended(list);
    assert.equal(read, pauseAfter);
    assert.ok(
      logged.bytesSent > pauseAfter && logged.bytesSent < pauseAfter + 1024,
      `${logged.bytesSent} bytes sent`,
    );
  });

  test('reset: the status arrives, then the body fails', async () => {
    const {list} = await scopeWith([{status: 500, reset: true}]);
    const res = await get(list);
    assert.equal(res.status, 500);
    await assert.rejects(res.text());
  });

  test('the next request is answered truthfully again', async () => {
    const {list} = await scopeWith([{records: {count: 3}}]);
    await (await get(list)).arrayBuffer();
    const {items} = (await (await get(`${list}?limit=2`)).json()).data;
    assert.equal(items.length, 2);
  });

  for (const [fault, message] of [
    [{records: {count: 0}}, /records must be/],
    [{records: {count: 5, titleLength: 3e6}}, /records must be/],
    [{records: {count: 5, extra: 1}}, /records must be/],
    [{records: {count: 5, chunkSize: 10}}, /records must be/],
    [{records: {count: 5, chunkDelayMs: 5}}, /records must be/],
    [{records: {count: 5, pauseAfter: 4096}}, /records must be/],
    [{records: {count: 5, chunkSize: 1024, pauseAfter: 0}}, /records must be/],
    [{records: {count: 5}, status: 200}, /records is its own answer/],
    [{reset: true}, /reset needs a status/],
    [{status: 500, reset: 'yes'}, /reset must be true/],
  ]) {
    test(`refuses ${JSON.stringify(fault)}`, async () => {
      const {response} = await scopeWith([fault]);
      assert.equal(response.status, 400);
      assert.match((await response.json()).error.message, message);
    });
  }
});
