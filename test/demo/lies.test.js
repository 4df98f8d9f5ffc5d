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
