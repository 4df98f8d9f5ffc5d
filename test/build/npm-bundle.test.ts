// The package as a bundler user gets it (run after `npm run build`): `dist/lib` installed in an
// app's node_modules and bundled with esbuild (split, minified) for a page with a player, a
// carousel and a transcript. The bundle holds one element base, lit's: the elements, @lit/task
// and lit-html share one copy of `@lit/reactive-element`, and nothing else is an element base.
import assert from 'node:assert/strict';
import {mkdir, mkdtemp, readFile, rm, symlink} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, it} from 'node:test';
import {fileURLToPath} from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('an npm user’s bundle', () => {
  let dir: string;
  let inputs: string[];
  let code: string;

  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'npm-bundle-'));
    // The package installed in an app's node_modules: its name resolves through its `exports`.
    await mkdir(join(dir, 'node_modules'));
    await symlink(root, join(dir, 'node_modules/video-content-widgets'));
    const result = await esbuild.build({
      stdin: {
        contents: `import 'video-content-widgets/video-player.js';
          import 'video-content-widgets/video-carousel.js';
          import 'video-content-widgets/video-transcript.js';`,
        resolveDir: dir,
        loader: 'js',
      },
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      platform: 'browser',
      outdir: join(dir, 'out'),
      metafile: true,
      logLevel: 'silent',
    });
    const outputs = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
    inputs = Object.keys(result.metafile.inputs);
    const files = await Promise.all(outputs.map((file) => readFile(join(process.cwd(), file))));
    code = files.map(String).join('\n');
  });

  after(() => rm(dir, {recursive: true}));

  it('holds one copy of lit’s element base, which the widgets, @lit/task and lit-html share', () => {
    const bases = inputs.filter((input) =>
      /@lit\/reactive-element\/reactive-element\.js$/.test(input),
    );
    assert.equal(bases.length, 1, bases.join());
    assert.ok(
      inputs.some((input) => /@lit\/task\//.test(input)),
      '@lit/task is in the bundle',
    );
  });

  it('holds no other element base', () => {
    // An element base defines `observedAttributes` and makes the shadow root: lit's alone.
    assert.equal(code.match(/\bget observedAttributes\(/g)?.length, 1);
    assert.equal(code.match(/\battachShadow\(/g)?.length, 1);
  });
});
