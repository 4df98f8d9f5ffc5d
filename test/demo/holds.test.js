// Stand-in service: a held answer waits for the test's release, never for the clock.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {api, control, newScope, queue, standIns, waitFor} from './stand-in-control.js';

/** @param {string} scope */
async function release(scope) {
  const res = await control(scope, 'release', {method: 'POST'});
  assert.equal(res.status, 200);
  return /** @type {{released: number}} */ (await res.json()).released;
}

/** Whether `promise` is still pending once the server has had a moment to answer. */
async function pending(promise) {
  const early = Symbol('pending');
  return (await Promise.race([promise, new Promise((r) => setTimeout(r, 300, early))])) === early;
}

describe('a held answer', () => {
  test('waits until the scope is released, then answers normally', async () => {
    const scope = newScope();
    await queue(scope, [{hold: true}]);
    const answer = api(scope, '/content/video?limit=2');
    await waitFor(scope, (entries) => entries.length === 1);
    assert.equal(await pending(answer), true, 'answered before its release');
    assert.equal(await release(scope), 1);
    const res = await answer;
    assert.equal(res.status, 200);
    assert.equal((await res.json()).data.items.length, 2);
  });

  test('goes at once when the release came before its request', async () => {
    const scope = newScope();
    await queue(scope, [{hold: true, status: 503}]);
    assert.equal(await release(scope), 0);
    const res = await api(scope, '/content/video');
    assert.equal(res.status, 503, 'the rest of the fault still applies');
    await res.arrayBuffer();
  });

  test('queued after a release, waits for the next one', async () => {
    const scope = newScope();
    await release(scope);
    await queue(scope, [{hold: true, times: 2}]);
    const answers = [api(scope, '/content/video/1011'), api(scope, '/content/video/1012')];
    await waitFor(scope, (entries) => entries.length === 2);
    assert.equal(await pending(Promise.race(answers)), true);
    assert.equal(await release(scope), 2);
    for (const res of await Promise.all(answers)) {
      assert.equal(res.status, 200);
      await res.arrayBuffer();
    }
  });

  test('ends cleanly when its client goes away', async () => {
    const scope = newScope();
    await queue(scope, [{hold: true}]);
    const client = new AbortController();
    const answer = api(scope, '/content/video', {signal: client.signal});
    await waitFor(scope, (entries) => entries.length === 1);
    client.abort();
    await assert.rejects(answer, (error) => error instanceof Error && error.name === 'AbortError');
    const log = await waitFor(scope, (entries) => entries[0]?.status === 0);
    assert.equal(log[0].fault, true);
    assert.equal(await release(scope), 0, 'nothing waits any more');
  });

  test('hold must be a boolean', async () => {
    const body = JSON.stringify({faults: [{hold: 'yes'}]});
    const res = await control(newScope(), 'faults', {method: 'POST', body});
    assert.equal(res.status, 400);
    assert.match((await res.json()).error.message, /hold must be a boolean/);
  });
});

describe("a held segment (the delivery host's hold-later fault)", () => {
  const media = (path) => fetch(`${standIns.mediaUrl}${path}`);

  test('comes once its key is released; the playlists and first segment come at once', async () => {
    const base = `/faults/hold-later/${newScope()}/compound-growth`;
    for (const path of ['master.m3u8', '360p/index.m3u8', '360p/seg-000.ts']) {
      const res = await media(`${base}/${path}`);
      assert.equal(res.status, 200, path);
      await res.arrayBuffer();
    }
    const later = media(`${base}/360p/seg-001.ts`);
    assert.equal(await pending(later), true, 'a later segment came before its release');
    const key = base.split('/')[3];
    const released = await fetch(`${standIns.mediaUrl}/__release/${key}`, {method: 'POST'});
    assert.deepEqual(await released.json(), {released: 1});
    const res = await later;
    assert.equal(res.status, 200);
    assert.ok((await res.arrayBuffer()).byteLength > 0);
    const after = await media(`${base}/360p/seg-002.ts`);
    assert.equal(after.status, 200, 'released for good');
    await after.arrayBuffer();
  });

  test('needs a key before the clip', async () => {
    const res = await media('/faults/hold-later/compound-growth');
    assert.equal(res.status, 404);
    await res.arrayBuffer();
  });
});
