// custom-elements.json is generated from JSDoc; this fails when the committed file is stale.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';

const root = new URL('../../', import.meta.url);

describe('custom-elements.json', () => {
  it('matches what the analyzer makes of the sources now (run `npm run analyze`)', () => {
    // The analyzer takes --outdir relative to the working directory.
    const outdir = 'node_modules/.cache/manifest-check';
    execFileSync('node_modules/.bin/cem', ['analyze', '--quiet', '--outdir', outdir], {cwd: root});
    const fresh = readFileSync(new URL(`${outdir}/custom-elements.json`, root), 'utf8');
    assert.equal(readFileSync(new URL('custom-elements.json', root), 'utf8'), fresh);
  });
});
