// The proxy's validators (src/proxy/etag.ts): a body's ETag and If-None-Match matching.
import assert from 'node:assert/strict';
import {createHash} from 'node:crypto';
import {describe, it} from 'node:test';
import {etagOf, ifNoneMatch} from '../../src/proxy/etag.js';

describe('etagOf', () => {
  it('is the first 96 bits of the SHA-256 as 24 hex digits, small bytes padded', async () => {
    // Bodies whose digests hold bytes under 0x10 among their first 12 (most do).
    for (const text of ['{"a":1}', '[]', 'x'.repeat(1000)]) {
      const body = new TextEncoder().encode(text);
      const hex = createHash('sha256').update(body).digest('hex').slice(0, 24);
      assert.equal(await etagOf(body), `"${hex}"`);
    }
  });
});

describe('ifNoneMatch', () => {
  const etag = '"0123456789abcdef01234567"';
  for (const [header, expected] of [
    [null, false],
    [etag, true],
    [`W/${etag}`, true],
    [`"other", ${etag}`, true],
    ['*', true],
    ['"other"', false],
    // "W/" only counts at the start of a tag.
    [`${etag.slice(0, 13)}W/${etag.slice(13)}`, false],
  ] as const) {
    it(`says ${expected} to ${JSON.stringify(header)}`, () => {
      assert.equal(ifNoneMatch(header, etag), expected);
    });
  }
});
