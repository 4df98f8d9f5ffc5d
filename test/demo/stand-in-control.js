// The stand-in service of a Node test file, started before its tests and closed after them, and
// the calls its tests make: the scoped API, the control routes, the request log.
import assert from 'node:assert/strict';
import {randomUUID} from 'node:crypto';
import {after, before} from 'node:test';
import {startStandIns} from '../../demo/stand-in/start.js';

export const apiKey = 'fault-test-key-7c1e';
/** @type {Awaited<ReturnType<typeof startStandIns>>} */
export let standIns;

before(async () => {
  standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey});
});
after(() => standIns.close());

/** A fresh scope per test keeps tests independent even when run in parallel. */
export const newScope = () => `t-${randomUUID()}`;

/**
 * @param {string} scope
 * @param {string} path
 * @param {RequestInit} [init]
 */
export function api(scope, path, init = {}) {
  return fetch(`${standIns.serviceUrl}/scopes/${scope}${path}`, {
    ...init,
    headers: {'x-api-key': apiKey, accept: 'application/json', ...init.headers},
  });
}

/**
 * @param {string} scope
 * @param {string} resource '', 'faults' or 'requests'
 * @param {RequestInit} [init]
 */
export function control(scope, resource, init) {
  return fetch(`${standIns.serviceUrl}/__control/${scope}${resource ? `/${resource}` : ''}`, init);
}

/**
 * @param {string} scope
 * @param {object[]} faults
 */
export async function queue(scope, faults) {
  const res = await control(scope, 'faults', {
    method: 'POST',
    headers: {'content-type': 'application/json'},
    body: JSON.stringify({faults}),
  });
  assert.equal(res.status, 200, await res.clone().text());
  return /** @type {{ pending: number }} */ (await res.json());
}

/** @param {string} scope */
export async function requests(scope) {
  const res = await control(scope, 'requests');
  assert.equal(res.status, 200);
  return /** @type {any[]} */ ((await res.json()).requests);
}

/**
 * Polls the scope's log until `done` holds (server-side bookkeeping may trail the client).
 * @param {string} scope
 * @param {(entries: any[]) => boolean} done
 */
export async function waitFor(scope, done) {
  for (let i = 0; i < 50; i++) {
    const entries = await requests(scope);
    if (done(entries)) return entries;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  assert.fail('request log did not reach the expected state');
}
