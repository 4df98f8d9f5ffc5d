// Checks the built package (run after `npm run build`): the CDN entry, its lazy hls.js chunks
// (the light build, and the full one for streams with alternate audio), and that every path of
// the exports map exists.
import assert from 'node:assert/strict';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {moduleGraph} from '../../bench/bytes.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const graph = moduleGraph(
  fileURLToPath(new URL('../../dist/video-content-widgets.js', import.meta.url)),
);
// What runs before any interaction: the entry and what it imports statically.
const entry = graph.static.map((file) => readFileSync(file, 'utf8')).join('\n');
const chunks = readdirSync(new URL('../../dist/chunks/', import.meta.url)).filter((f) =>
  f.endsWith('.js'),
);
// A string only hls.js itself contains (its event name for a parsed master playlist).
const HLS_MARKER = 'hlsManifestParsed';
// The WebVTT header the full build's subtitle parser reads (our own parser is in the playback
// chunk, not in hls.js's).
const FULL_BUILD_MARKER = 'X-TIMESTAMP-MAP';

const escape = (name: string) => name.replace(/[.-]/g, (c) => `\\${c}`);

describe('the CDN build', () => {
  it('imports nothing by a path that could drop its query string', () => {
    // A chunk importing the entry (`../video-content-widgets.js`) would run it twice on a page
    // that loaded it as `video-content-widgets.js?ver=1`.
    for (const file of chunks) {
      assert.doesNotMatch(read(`dist/chunks/${file}`), /video-content-widgets\.js/, file);
    }
  });

  it('registers both elements', () => {
    assert.match(entry, /["']video-carousel["']/);
    assert.match(entry, /["']video-player["']/);
  });

  it('keeps hls.js out of the entry', () => {
    assert.ok(!entry.includes(HLS_MARKER));
  });

  it('puts the light and the full hls.js builds in chunks imported only on demand', () => {
    const hlsChunks = chunks.filter((file) => read(`dist/chunks/${file}`).includes(HLS_MARKER));
    const full = hlsChunks.filter((file) =>
      read(`dist/chunks/${file}`).includes(FULL_BUILD_MARKER),
    );
    assert.equal(hlsChunks.length, 2, hlsChunks.join());
    assert.equal(full.length, 1, 'one of them is the full build');
    const others = chunks.filter((file) => !hlsChunks.includes(file));
    const all = graph.all.map((file) => readFileSync(file, 'utf8')).join('\n');
    for (const file of hlsChunks) {
      const name = escape(file);
      assert.match(all, new RegExp(`import\\(["']\\./(chunks/)?${name}["']\\)`));
      // No module imports it statically: neither the entry nor another chunk.
      for (const code of [
        read('dist/video-content-widgets.js'),
        ...others.map((other) => read(`dist/chunks/${other}`)),
      ]) {
        assert.doesNotMatch(code, new RegExp(`(from\\s*|import\\s*)["'][./a-z]*${name}["']`));
      }
    }
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
