// Checks the built package (run after `npm run build`): the CDN entry, its lazy hls.js
// chunk, and that every path of the exports map exists.
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {describe, it} from 'node:test';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const entry = read('dist/video-content-widgets.js');
const chunks = readdirSync(new URL('../../dist/chunks/', import.meta.url)).filter((f) =>
  f.endsWith('.js'),
);
// A string only hls.js itself contains (its event name for a parsed master playlist).
const HLS_MARKER = 'hlsManifestParsed';

describe('the CDN build', () => {
  it('registers both elements', () => {
    assert.match(entry, /["']video-carousel["']/);
    assert.match(entry, /["']video-player["']/);
  });

  it('keeps hls.js out of the entry', () => {
    assert.ok(!entry.includes(HLS_MARKER));
  });

  it('puts hls.js in a chunk the entry imports only on demand', () => {
    const hlsChunks = chunks.filter((file) => read(`dist/chunks/${file}`).includes(HLS_MARKER));
    assert.equal(hlsChunks.length, 1);
    const name = hlsChunks[0]!.replace(/[.-]/g, (c) => `\\${c}`);
    assert.match(entry, new RegExp(`import\\(["']\\./chunks/${name}["']\\)`));
    assert.doesNotMatch(entry, new RegExp(`from\\s*["']\\./chunks/${name}["']`));
  });
});

describe('the package', () => {
  it('has a file behind every path of its exports map', () => {
    const {exports} = JSON.parse(read('package.json')) as {
      exports: Record<string, string | Record<string, string>>;
    };
    const paths = Object.values(exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    for (const path of paths)
      assert.ok(existsSync(new URL(`../../${path}`, import.meta.url)), path);
  });
});
