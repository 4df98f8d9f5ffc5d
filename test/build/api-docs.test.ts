// docs/api.md is generated from custom-elements.json; this fails when it is stale.
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {describe, it} from 'node:test';
import {renderApiDocs} from '../../scripts/api-docs.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

describe('docs/api.md', () => {
  it('matches what scripts/api-docs.js makes of custom-elements.json (run `npm run analyze`)', async () => {
    assert.equal(
      read('docs/api.md'),
      await renderApiDocs(JSON.parse(read('custom-elements.json'))),
    );
  });

  it('documents every attribute, event, part and custom property of both elements', () => {
    const api = read('docs/api.md');
    for (const name of [
      '`video-id`',
      '`video-progress`',
      '`card-button`',
      '`--video-player-accent`',
    ]) {
      assert.ok(api.includes(name), `${name} is missing`);
    }
  });
});
