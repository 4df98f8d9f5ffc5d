// Stand-in service: scoped API, fault injection and the scoped request log.
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {
  api,
  apiKey,
  control,
  newScope,
  queue,
  requests,
  standIns,
  waitFor,
} from './stand-in-control.js';

describe('scoped API', () => {
  test('answers like the unscoped API', async () => {
    const scope = newScope();
    const scoped = await api(scope, '/content/video?categoryName=Crypto%20Explained&limit=2');
    const plain = await fetch(
      `${standIns.serviceUrl}/content/video?categoryName=Crypto%20Explained&limit=2`,
      {
        headers: {'x-api-key': apiKey},
      },
    );
    assert.equal(scoped.status, 200);
    assert.deepEqual(await scoped.json(), await plain.json());
    const one = await api(scope, '/content/video/1011');
    assert.equal((await one.json()).data.items[0].id, 1011);
  });

  test('bad scope names → 400 JSON', async () => {
    for (const scope of ['has_underscore', 'a'.repeat(65), 'sp%20ace', '']) {
      const res = await api(scope, '/content/video');
      assert.equal(res.status, 400, scope);
      assert.equal((await res.json()).error.code, 'bad_scope');
      const ctl = await control(scope || '%20', 'requests');
      assert.equal(ctl.status, 400, `control ${scope}`);
      await ctl.arrayBuffer();
    }
  });
});

describe('faults', () => {
  test('503 with Retry-After and an HTML body, then a normal answer', async () => {
    const scope = newScope();
    const {pending} = await queue(scope, [
      {
        status: 503,
        body: '<h1>Service Unavailable</h1>',
        contentType: 'text/html',
        retryAfter: '1',
      },
    ]);
    assert.equal(pending, 1);
    const failed = await api(scope, '/content/video?limit=1');
    assert.equal(failed.status, 503);
    assert.equal(failed.headers.get('retry-after'), '1');
    assert.equal(failed.headers.get('content-type'), 'text/html');
    assert.equal(failed.headers.get('access-control-allow-origin'), '*');
    assert.match(failed.headers.get('access-control-expose-headers') ?? '', /Retry-After/i);
    assert.equal(await failed.text(), '<h1>Service Unavailable</h1>');

    const ok = await api(scope, '/content/video?limit=1');
    assert.equal(ok.status, 200);
    assert.equal((await ok.json()).data.items.length, 1);
  });

  test('faults are consumed in order, `times` repeats, and the queue is per scope', async () => {
    const scope = newScope();
    const other = newScope();
    await queue(scope, [{status: 429, retryAfter: 2, times: 2}, {status: 500}]);
    const pending = await (await control(scope, 'faults')).json();
    assert.equal(pending.faults.length, 3);

    const untouched = await api(other, '/content/video?limit=1');
    assert.equal(untouched.status, 200, 'another scope is unaffected');
    await untouched.arrayBuffer();

    const statuses = [];
    for (let i = 0; i < 4; i++) {
      const res = await api(scope, '/content/video/1001');
      statuses.push(res.status);
      if (res.status !== 200) {
        assert.equal(
          (await res.json()).error.code,
          'injected_fault',
          'default body is a JSON error',
        );
      } else {
        await res.arrayBuffer();
      }
    }
    assert.deepEqual(statuses, [429, 429, 500, 200]);
  });

  test('a 200 fault with a non-envelope body simulates a bad response', async () => {
    const scope = newScope();
    await queue(scope, [{status: 200, body: {items: 'nope'}}]);
    const res = await api(scope, '/content/video');
    assert.equal(res.status, 200);
    assert.deepEqual(await res.json(), {items: 'nope'});
  });

  test('delay without status delays, then answers normally', async () => {
    const scope = newScope();
    await queue(scope, [{delayMs: 300}]);
    const started = performance.now();
    const res = await api(scope, '/content/video?limit=2');
    const elapsed = performance.now() - started;
    assert.equal(res.status, 200);
    assert.equal((await res.json()).data.items.length, 2);
    assert.ok(elapsed >= 290, `took ${elapsed} ms`);
  });

  test('delay with status delays, then sends the fault', async () => {
    const scope = newScope();
    await queue(scope, [{delayMs: 200, status: 504}]);
    const started = performance.now();
    const res = await api(scope, '/content/video');
    assert.equal(res.status, 504);
    assert.ok(performance.now() - started >= 190);
    await res.arrayBuffer();
  });

  test('a client timeout during a delay aborts cleanly', async () => {
    const scope = newScope();
    await queue(scope, [{delayMs: 5000}]);
    await assert.rejects(
      api(scope, '/content/video', {signal: AbortSignal.timeout(100)}),
      (error) => error instanceof Error && error.name === 'TimeoutError',
    );
    const log = await waitFor(scope, (entries) => entries[0]?.status === 0);
    assert.equal(log[0].fault, true);
  });

  test('drop destroys the connection: fetch rejects', async () => {
    const scope = newScope();
    await queue(scope, [{drop: true}]);
    await assert.rejects(api(scope, '/content/video'), TypeError);
    const res = await api(scope, '/content/video?limit=1');
    assert.equal(res.status, 200, 'next request is normal');
    await res.arrayBuffer();
  });

  test('cors: false leaves out Access-Control-Allow-Origin', async () => {
    const scope = newScope();
    await queue(scope, [{status: 502, cors: false}]);
    const res = await api(scope, '/content/video');
    assert.equal(res.status, 502);
    assert.equal(res.headers.get('access-control-allow-origin'), null);
    await res.arrayBuffer();
  });

  test('DELETE clears pending faults', async () => {
    const scope = newScope();
    await queue(scope, [{status: 500, times: 3}]);
    assert.equal((await control(scope, 'faults', {method: 'DELETE'})).status, 204);
    assert.deepEqual((await (await control(scope, 'faults')).json()).faults, []);
    const res = await api(scope, '/content/video?limit=1');
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  });

  test('bad fault bodies → 400 JSON', async () => {
    const scope = newScope();
    for (const body of [
      'not json',
      '[]',
      '{"faults":{}}',
      '{"faults":[1]}',
      '{"faults":[{}]}',
      '{"faults":[{"status":99}]}',
      '{"faults":[{"status":"503"}]}',
      '{"faults":[{"delayMs":-1}]}',
      '{"faults":[{"drop":true,"status":500}]}',
      '{"faults":[{"status":500,"typo":1}]}',
      '{"faults":[{"status":500,"times":0}]}',
    ]) {
      const res = await control(scope, 'faults', {method: 'POST', body});
      assert.equal(res.status, 400, body);
      assert.equal((await res.json()).error.code, 'bad_request');
    }
    assert.deepEqual((await (await control(scope, 'faults')).json()).faults, []);
  });

  test('control endpoints answer CORS preflights and carry CORS headers', async () => {
    const scope = newScope();
    const pre = await control(scope, 'faults', {
      method: 'OPTIONS',
      headers: {origin: 'http://x.test', 'access-control-request-method': 'POST'},
    });
    assert.equal(pre.status, 204);
    assert.match(pre.headers.get('access-control-allow-methods') ?? '', /POST/);
    const res = await control(scope, 'requests');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    await res.arrayBuffer();
  });
});

describe('scoped request log', () => {
  test('counts API requests, records key presence but never the key', async () => {
    const scope = newScope();
    await (
      await api(scope, '/content/video?categoryName=Taxes%20%26%20Accounts&limit=2')
    ).arrayBuffer();
    await (await api(scope, '/content/video/1001')).arrayBuffer();
    await (
      await fetch(`${standIns.serviceUrl}/scopes/${scope}/content/video`, {
        headers: {accept: 'application/json'},
      })
    ).arrayBuffer();
    await (await api(scope, '/content/video', {headers: {'x-api-key': 'wrong'}})).arrayBuffer();
    // Preflights are not API requests and are not logged.
    await (
      await fetch(`${standIns.serviceUrl}/scopes/${scope}/content/video`, {method: 'OPTIONS'})
    ).arrayBuffer();

    const res = await control(scope, 'requests');
    const text = await res.text();
    assert.ok(!text.includes(apiKey), 'the key value never appears');
    assert.ok(!text.includes('wrong'), 'not even a wrong key');
    const log = JSON.parse(text).requests;
    assert.equal(log.length, 4);
    assert.deepEqual(
      log.map((/** @type {any} */ r) => [r.method, r.path, r.apiKey, r.apiKeyValid, r.status]),
      [
        ['GET', '/content/video', true, true, 200],
        ['GET', '/content/video/1001', true, true, 200],
        ['GET', '/content/video', false, false, 401],
        ['GET', '/content/video', true, false, 401],
      ],
    );
    assert.deepEqual(log[0].query, {categoryName: 'Taxes & Accounts', limit: '2'});
    assert.equal(log[0].accept, 'application/json');
    assert.equal(log[0].fault, false);

    const other = await requests(newScope());
    assert.deepEqual(other, [], 'other scopes see nothing');
  });

  test('faulted and dropped requests are logged; DELETE clears the log', async () => {
    const scope = newScope();
    await queue(scope, [{status: 503}, {drop: true}]);
    await (await api(scope, '/content/video')).arrayBuffer();
    await api(scope, '/content/video').catch(() => undefined);
    await (await api(scope, '/content/video?limit=1')).arrayBuffer();
    const log = await waitFor(
      scope,
      (entries) => entries.length === 3 && entries[1].status !== null,
    );
    assert.deepEqual(
      log.map((/** @type {any} */ r) => [r.fault, r.status]),
      [
        [true, 503],
        [true, 0],
        [false, 200],
      ],
    );
    assert.equal((await control(scope, 'requests', {method: 'DELETE'})).status, 204);
    assert.deepEqual(await requests(scope), []);
  });

  test('DELETE /__control/<scope> resets faults and log together', async () => {
    const scope = newScope();
    await queue(scope, [{status: 500}, {status: 500}]);
    await (await api(scope, '/content/video')).arrayBuffer();
    assert.equal((await control(scope, '', {method: 'DELETE'})).status, 204);
    assert.deepEqual(await requests(scope), []);
    assert.deepEqual((await (await control(scope, 'faults')).json()).faults, []);
  });
});
