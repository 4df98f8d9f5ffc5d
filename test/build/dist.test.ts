// Checks the built package (run after `npm run build`): the CDN entry, its lazy hls.js chunks
// (the light build, and the full one for streams with alternate audio), that every path of the
// exports map exists, that the development checks ship under the `development` condition only,
// and that the library holds nothing but what its exports reach.
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
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

const LIB = fileURLToPath(new URL('../../dist/lib/', import.meta.url));
const DEVELOPMENT = join(LIB, 'development/');
const manifest = JSON.parse(read('package.json')) as {
  exports: Record<string, string | Record<string, string>>;
  bin: Record<string, string>;
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Every file of the library, as a path under dist/lib. */
const libFiles = readdirSync(LIB, {recursive: true, encoding: 'utf8'}).filter((file) =>
  /\.(?:js|d\.ts)$/.test(file),
);

describe('the npm build (dist/lib)', () => {
  it('has the development checks off by default and on under `development`, as lit’s packages', () => {
    for (const [path, target] of Object.entries(manifest.exports)) {
      if (typeof target === 'string' || !target['default']!.startsWith('./dist/lib/')) continue;
      assert.deepEqual(Object.keys(target), ['types', 'development', 'default'], path);
      assert.equal(
        target['development'],
        target['default']!.replace('./dist/lib/', './dist/lib/development/'),
        path,
      );
    }
    // The two trees hold the same modules; only the checks differ.
    const modules = (dir: string) =>
      readdirSync(dir, {recursive: true, encoding: 'utf8'})
        .filter((file) => file.endsWith('.js') && !file.startsWith('development/'))
        .sort();
    assert.deepEqual(modules(LIB), modules(DEVELOPMENT));
    // lit's own checks follow the user's conditions: no module names lit's development build.
    for (const file of libFiles) {
      assert.doesNotMatch(
        readFileSync(join(LIB, file), 'utf8'),
        /["']@?lit[\w/@-]*\/development\//,
        file,
      );
    }
  });

  it('resolves to the one tree or the other as Node resolves the package by its name', () => {
    const resolved = (conditions: string[]) =>
      execFileSync(
        process.execPath,
        [
          ...conditions,
          '--input-type=module',
          '-e',
          "console.log(import.meta.resolve('video-content-widgets/video-player.js'))",
        ],
        {cwd: fileURLToPath(new URL('../../', import.meta.url)), encoding: 'utf8'},
      ).trim();
    assert.equal(fileURLToPath(resolved([])), join(LIB, 'video-player/video-player.js'));
    assert.equal(
      fileURLToPath(resolved(['--conditions=development'])),
      join(DEVELOPMENT, 'video-player/video-player.js'),
    );
  });

  it('holds only what its exports, its bin and its documented Workers module reach', () => {
    // A module by its path without extension; its code is read in the development tree (tsc's,
    // which imports as written) and its types in dist/lib.
    const sources = (module: string) =>
      [join(DEVELOPMENT, `${module}.js`), join(LIB, `${module}.d.ts`)].filter((file) =>
        existsSync(file),
      );
    const modules = readdirSync(DEVELOPMENT, {recursive: true, encoding: 'utf8'})
      .filter((file) => file.endsWith('.js'))
      .map((file) => file.replace(/\.js$/, ''));
    const moduleOf = (path: string) =>
      relative(LIB, path)
        .replace(/^development\//, '')
        .replace(/\.(?:d\.ts|js)$/, '');
    const reached = new Set(
      [
        ...Object.values(manifest.exports).flatMap((target) =>
          typeof target === 'string' ? [target] : Object.values(target),
        ),
        ...Object.values(manifest.bin),
        // docs/proxy.md: wrangler's `main`.
        'dist/lib/proxy/worker.js',
      ]
        .map((path) => fileURLToPath(new URL(`../../${path}`, import.meta.url)))
        .filter((path) => path.startsWith(LIB))
        .map(moduleOf),
    );
    for (const module of reached) {
      for (const file of sources(module)) {
        // `from './x.js'`, `import './x.js'`, `import('./x.js')`, `import(`./lang/${tag}.js`)`.
        const specifiers = readFileSync(file, 'utf8').matchAll(
          /\b(?:from|import)\s*\(?\s*(["'`])(\.{1,2}\/[^"'`]+)\1/g,
        );
        for (const [, , specifier] of specifiers) {
          const target = moduleOf(resolve(dirname(file), specifier!));
          const pattern = new RegExp(
            `^${target
              .split(/\$\{[^}]*\}/)
              .map(escapeRegExp)
              .join('[^/]+')}$`,
          );
          for (const other of modules) if (pattern.test(other)) reached.add(other);
        }
      }
    }
    assert.deepEqual(
      modules.filter((module) => !reached.has(module)),
      [],
    );
  });
});
