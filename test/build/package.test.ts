// The package as a user gets it (run after `npm run build`): `npm pack` holds only what a user
// needs, and an app that installs the tarball and bundles it with Vite or esbuild plays a video
// from the stand-in, with hls.js in a chunk of its own that loads on demand.
import assert from 'node:assert/strict';
import {execFile} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import * as esbuild from 'esbuild';
import {build as viteBuild, createLogger} from 'vite';
import {startTestSite, type TestSite} from './test-site.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
const npm = (args: string[], cwd: string) => run('npm', args, {cwd, maxBuffer: 16 << 20});

/**
 * What may be published: the library (its types, its modules, and the same modules with their
 * development checks in `dist/lib/development/`), the script-tag bundle and its chunks (a
 * language's words in `chunks/lang/`), manifest.
 */
const PUBLISHED = [
  /^package\.json$/,
  /^README\.md$/,
  /^LICENSE$/,
  /^custom-elements\.json$/,
  /^dist\/(?:video-content-widgets|video-player|media-tracks)\.js$/,
  /^dist\/chunks\/(?:lang\/)?[\w.-]+\.js$/,
  /^dist\/lib\/(?!development\/)(?:[\w-]+\/)*[\w.-]+\.(?:js|d\.ts)$/,
  /^dist\/lib\/development\/(?:[\w-]+\/)*[\w.-]+\.js$/,
];

/** A string only hls.js itself contains, to tell which chunk holds it. */
const HLS_MARKER = 'fragLoadPolicy';

describe('the published package', () => {
  let work: string;
  let tarball: string;
  let files: string[] = [];

  before(async () => {
    work = await mkdtemp(join(tmpdir(), 'vcw-package-'));
    // --ignore-scripts: the test runs after `npm run build`; `prepack` would build again.
    const {stdout} = await npm(
      ['pack', '--json', '--ignore-scripts', '--pack-destination', work],
      root,
    );
    const [packed] = JSON.parse(stdout) as [{filename: string; files: {path: string}[]}];
    tarball = join(work, packed.filename);
    files = packed.files.map((file) => file.path);
  });
  after(() => rm(work, {recursive: true, force: true}));

  it('holds only the library, the script-tag bundle, types, manifest, README and LICENSE', () => {
    assert.ok(files.includes('LICENSE') && files.includes('dist/video-content-widgets.js'));
    assert.ok(files.includes('dist/video-player.js'));
    // The library twice, as lit's packages ship it: development checks off, and on (`development`).
    assert.ok(
      files.includes('dist/lib/index.js') && files.includes('dist/lib/development/index.js'),
    );
    // What only a test uses stays out (test/build/dist.test.ts checks every module is reached).
    assert.ok(!files.some((file) => /english-words/.test(file)));
    assert.ok(files.some((file) => file.endsWith('.d.ts')));
    const stray = files.filter((file) => !PUBLISHED.some((pattern) => pattern.test(file)));
    assert.deepEqual(stray, []);
    assert.ok(!PUBLISHED.some((pattern) => pattern.test('dist/demo-frameworks/react.js')));
    assert.ok(!PUBLISHED.some((pattern) => pattern.test('dist/lib/index.js.map')));
  });

  it('builds cleanly before packing', async () => {
    const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8'));
    assert.equal(manifest.scripts.prepack, 'npm run build');
    assert.match(manifest.scripts.build, /^rm -rf dist && /);
  });

  describe('installed into an app', () => {
    let app: string;
    let site: TestSite;

    before(async () => {
      app = join(work, 'app');
      await mkdir(app);
      await writeFile(
        join(app, 'package.json'),
        JSON.stringify({name: 'scratch-app', private: true, type: 'module'}),
      );
      const react = ['react', 'react-dom'].map((name) => `${name}@${devVersion(name)}`);
      await npm(['install', '--ignore-scripts', '--no-audit', '--no-fund', tarball, ...react], app);
      await writeFile(join(app, 'main.js'), "import 'video-content-widgets';\n");
      await writeFile(
        join(app, 'index.html'),
        `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>App</title>
    <meta name="video-content-widgets:endpoint" content="/api/video" />
    <script type="module" src="./main.js"></script>
  </head>
  <body>
    <main><video-player video-id="1002" autoplay muted></video-player></main>
  </body>
</html>
`,
      );
      // The bundle under test is chosen per request: /vite/…, /esbuild/… or /react/….
      site = await startTestSite([
        ['/vite/', join(app, 'dist')],
        ['/esbuild/', join(app, 'out')],
        ['/react/', join(app, 'react-out')],
      ]);
    });
    after(() => site?.close());

    /** Files the entry imports statically, recursively (`import … from "x"`, not `import("x")`). */
    async function staticGraph(dir: string, entry: string): Promise<string[]> {
      const seen = new Set<string>();
      const visit = async (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        const code = await readFile(join(dir, file), 'utf8');
        for (const [, spec] of code.matchAll(/\b(?:from|import)\s*["']([^"']+)["']/g)) {
          await visit(join(file, '..', spec!));
        }
      };
      await visit(entry);
      return [...seen];
    }

    async function assertHlsIsLazy(dir: string, entry: string, all: string[]) {
      const eager = await staticGraph(dir, entry);
      for (const file of eager) {
        assert.ok(!(await readFile(join(dir, file), 'utf8')).includes(HLS_MARKER), file);
      }
      const lazy = all.filter((file) => !eager.includes(file));
      const holders = [];
      for (const file of lazy) {
        if ((await readFile(join(dir, file), 'utf8')).includes(HLS_MARKER)) holders.push(file);
      }
      assert.ok(holders.length >= 1, `a lazy chunk holds hls.js: ${lazy.join(', ')}`);
    }

    it('bundles with esbuild without a warning, hls.js lazy, and plays', async () => {
      const result = await esbuild.build({
        absWorkingDir: app,
        entryPoints: ['main.js'],
        bundle: true,
        splitting: true,
        format: 'esm',
        minify: true,
        outdir: 'out',
        metafile: true,
        logLevel: 'silent',
      });
      assert.deepEqual(result.warnings, []);
      await copyFile(join(app, 'index.html'), join(app, 'out', 'index.html'));
      const outputs = Object.keys(result.metafile.outputs).map((file) => file.slice('out/'.length));
      await assertHlsIsLazy(join(app, 'out'), 'main.js', outputs);
      const loaded = await site.play('/esbuild/index.html');
      assert.ok(
        loaded.some((file) => file.includes('hls')),
        loaded.join(),
      );
    });

    it('bundles with Vite warning of nothing but hls.js’s full build, hls.js lazy, and plays', async () => {
      const warnings = await buildWithVite(app);
      const html = await readFile(join(app, 'dist', 'index.html'), 'utf8');
      const entry = /src="\/vite\/([^"]+\.js)"/.exec(html)?.[1];
      assert.ok(entry, html);
      const all = (await readdir(join(app, 'dist', 'assets'))).map((file) => `assets/${file}`);
      // The one warning Vite may give: a chunk over 500 kB, which must be hls.js's full build
      // alone, loaded only by a stream with audio renditions of its own (issue 34; docs/performance.md).
      const large = [];
      for (const file of all) {
        if ((await stat(join(app, 'dist', file))).size > 500 * 1000) large.push(file);
      }
      assert.deepEqual(
        warnings.map((warning) => /Some chunks are larger than 500 kB/.test(warning)),
        large.length > 0 ? [true] : [],
        warnings.join('\n'),
      );
      assert.ok(large.length <= 1, large.join());
      for (const file of large) {
        const code = await readFile(join(app, 'dist', file), 'utf8');
        assert.ok(code.includes('audio-track-controller'), `${file} is not hls.js's full build`);
      }
      await assertHlsIsLazy(join(app, 'dist'), entry, all);
      const loaded = await site.play('/vite/index.html');
      assert.ok(
        loaded.some((file) => file.includes('hls')),
        loaded.join(),
      );
    });

    it('runs the React recipe of docs/frameworks.md: a chosen card plays', async () => {
      const docs = await readFile(join(root, 'docs/frameworks.md'), 'utf8');
      const recipe = /## React 19\n[\s\S]*?```tsx\n([\s\S]*?)```/.exec(docs)?.[1];
      assert.ok(recipe, 'docs/frameworks.md has a React 19 recipe');
      await mkdir(join(app, 'react'));
      await writeFile(join(app, 'react', 'videos.tsx'), recipe);
      await writeFile(join(app, 'react', 'main.tsx'), REACT_MAIN);
      const result = await esbuild.build({
        absWorkingDir: app,
        entryPoints: ['react/main.tsx'],
        bundle: true,
        splitting: true,
        format: 'esm',
        jsx: 'automatic',
        outdir: 'react-out',
        logLevel: 'silent',
      });
      assert.deepEqual(result.warnings, []);
      await writeFile(join(app, 'react-out', 'index.html'), REACT_PAGE);
      let chosen: number | undefined;
      await site.play('/react/index.html', async (page) => {
        await page.evaluate(() =>
          document.addEventListener('video-select', (event) => {
            (window as unknown as {chosen: number}).chosen = event.detail.video.id;
          }),
        );
        await page.locator('video-carousel [part~="card-button"]').nth(1).click();
        chosen = await page.evaluate(() => (window as unknown as {chosen: number}).chosen);
      });
      assert.equal(typeof chosen, 'number');
    });
  });
});

/** The version of a package this project tests with, so the app gets the same. */
function devVersion(name: string): string {
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return manifest.devDependencies[name];
}

/** The React recipe's app: the widgets' endpoint set in the entry, as the docs say. */
const REACT_MAIN = `import {createRoot} from 'react-dom/client';
import {configure} from 'video-content-widgets';
import {Videos} from './videos.tsx';

configure({endpoint: '/api/video'});
createRoot(document.getElementById('app')!).render(<Videos />);
`;
const REACT_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>React recipe</title></head>
  <body><main id="app"></main><script type="module" src="./main.js"></script></body>
</html>
`;

/** Builds the app with Vite's defaults, as `vite build` would, and returns its warnings. */
async function buildWithVite(app: string): Promise<string[]> {
  const warnings: string[] = [];
  const logger = createLogger('warn', {allowClearScreen: false});
  logger.warn = (message) => void warnings.push(message);
  logger.warnOnce = logger.warn;
  await viteBuild({root: app, base: '/vite/', logLevel: 'warn', customLogger: logger});
  return warnings;
}
