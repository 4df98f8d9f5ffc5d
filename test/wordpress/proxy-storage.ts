// What the PHP proxy stores and how it limits clients: a token bucket per client (a test client
// has a bucket of 3, see wordpress-site.ts), a cap on kept answers (20 in the test site), and
// nothing left behind when the plugin is deleted.
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import type {WordPressSite} from './wordpress-site.js';

export function proxyStorage(site: () => WordPressSite) {
  describe('the PHP proxy’s limits', () => {
    const list = (category: string, headers: Record<string, string> = {}) =>
      fetch(`${site().endpoint}/content/video?categoryName=${encodeURIComponent(category)}`, {
        headers,
      });

    it('answers a client past its bucket 429 with Retry-After, and no other client', async () => {
      const client = {'x-test-client': `bucket-${Date.now()}`};
      for (let i = 0; i < 3; i++)
        assert.equal((await list('Investing Basics', client)).status, 200);
      const refused = await list('Investing Basics', client);
      assert.equal(refused.status, 429);
      assert.ok(Number(refused.headers.get('retry-after')) >= 1);
      assert.equal(refused.headers.get('cache-control'), 'no-store');
      assert.deepEqual(await refused.json(), {
        error: {code: 'rate-limited', message: 'Too many requests; try again later.'},
      });
      assert.equal((await list('Investing Basics')).status, 200, 'another client');
    });

    it('keeps at most its cap of answers, forgetting the oldest', async () => {
      const names = Array.from({length: 30}, (_, i) => `capped-${Date.now()}-${i}`);
      for (const name of names) assert.equal((await list(name)).headers.get('x-cache'), 'MISS');
      const rows = await site().storedRows();
      assert.ok(rows.answers <= 20, `${rows.answers} answers kept`);
      assert.equal(rows.timeouts, rows.answers);
      assert.equal((await list(names.at(-1)!)).headers.get('x-cache'), 'HIT');
      assert.equal((await list(names[0]!)).headers.get('x-cache'), 'MISS', 'the oldest forgotten');
    });
  });
}

/** Last of all: it deletes what the plugin stored, then does so on a network of its own. */
export function uninstall(site: () => WordPressSite) {
  it('leaves no option, kept answer or expiry row when deleted', async () => {
    const before = await site().storedRows();
    assert.ok(before.options >= 3 && before.answers > 0, JSON.stringify(before));
    await site().uninstall();
    assert.deepEqual(await site().storedRows(), {options: 0, answers: 0, timeouts: 0});
  });

  it('leaves none on any site of a multisite network', async () => {
    const {before, after} = await site().uninstallOnNetwork();
    const sites = Object.keys(before);
    assert.equal(sites.length, 2, 'two sites');
    for (const id of sites) {
      assert.ok(before[id]!.options > 0 && before[id]!.answers > 0, JSON.stringify(before));
      assert.deepEqual(after[id], {options: 0, answers: 0, timeouts: 0}, `site ${id}`);
    }
  });
}
