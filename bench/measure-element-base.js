// `node bench/measure-element-base.js` (after `npm run build`): what the widgets' element base
// costs, ours (`src/internal/widget-element.ts`) against lit's `ReactiveElement`, in the two
// ways the package is used: the CDN page of one player (gzip, as test/build/budget.test.ts
// counts it), and an npm user's esbuild bundle of a page with a player and a carousel
// (minified and gzip, every chunk but hls.js's). Each is built twice, once as it is and once
// with `widget-element.js` standing for lit's class (`lit-widget-element.ts`), into a temporary
// folder; the package's own `dist/` is not touched.
import * as esbuild from 'esbuild';
import {mkdir, mkdtemp, readFile, readdir, rm, symlink, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {rollup} from 'rollup';
import configs from '../rollup.config.mjs';
import {moduleGraph, sizeOf, sizeOfFiles} from './bytes.js';
import {loadedBeforeInteraction} from './measure-bytes.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const LIT_SHIM = join(root, 'bench/lit-widget-element.ts');
/** The widgets' build (the others are the languages' files). */
const config = configs[0];
const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;

/** Has `widget-element.js` (from src/ or dist/lib/) resolve to lit's class instead. */
const litBase = (shim) => ({
  name: 'lit-base',
  resolveId: (source, importer) =>
    source.endsWith('/widget-element.js') && !importer?.endsWith('lit-widget-element.ts')
      ? shim
      : null,
});

async function cdnPage(base) {
  const dir = await mkdtemp(join(tmpdir(), 'element-base-cdn-'));
  const plugins = base === 'lit' ? [litBase(LIT_SHIM), ...config.plugins] : config.plugins;
  const bundle = await rollup({...config, plugins, onwarn: () => {}});
  await bundle.write({...config.output, dir});
  await bundle.close();
  const graph = moduleGraph(join(dir, 'video-content-widgets.js'));
  const size = {
    player: sizeOfFiles(loadedBeforeInteraction(graph, 'player')).gzip,
    carousel: sizeOfFiles(loadedBeforeInteraction(graph, 'carousel')).gzip,
  };
  await rm(dir, {recursive: true});
  return size;
}

/** The package as a bundler user gets it: `dist/lib`, bundled with esbuild, split, minified. */
async function npmPage(base) {
  const dir = await mkdtemp(join(tmpdir(), 'element-base-npm-'));
  const shim = join(dir, 'lit-widget-element.js');
  if (base === 'lit') {
    const {code} = await esbuild.transform(await readFile(LIT_SHIM, 'utf8'), {loader: 'ts'});
    await writeFile(shim, code);
  }
  // The package installed in an app's node_modules: its name resolves through its `exports`.
  await mkdir(join(dir, 'node_modules'));
  await symlink(root, join(dir, 'node_modules/video-content-widgets'));
  const result = await esbuild.build({
    stdin: {
      contents: `import 'video-content-widgets/video-player.js';
        import 'video-content-widgets/video-carousel.js';`,
      resolveDir: dir,
      loader: 'js',
    },
    nodePaths: [join(root, 'node_modules')], // for the lit shim, written outside the package
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    outdir: join(dir, 'out'),
    metafile: true,
    logLevel: 'silent',
    plugins:
      base === 'lit'
        ? [
            {
              name: 'lit-base',
              setup(build) {
                build.onResolve({filter: /\/widget-element\.js$/}, (args) =>
                  args.importer === shim ? undefined : {path: shim},
                );
              },
            },
          ]
        : [],
  });
  const outputs = Object.entries(result.metafile.outputs).filter(
    ([, output]) => !Object.keys(output.inputs).some((input) => input.includes('hls.js')),
  );
  const bytesOf = (pattern) =>
    outputs.reduce(
      (sum, [, output]) =>
        sum +
        Object.entries(output.inputs)
          .filter(([input]) => pattern.test(input))
          .reduce((total, [, input]) => total + input.bytesInOutput, 0),
      0,
    );
  const files = await Promise.all(outputs.map(([path]) => readFile(join(process.cwd(), path))));
  const size = {
    minified: files.reduce((sum, file) => sum + file.length, 0),
    gzip: files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
    ours: bytesOf(/dist\/lib\/internal\/(widget-element|reactive-properties|dev-mode)\.js$/),
    lit: bytesOf(/@lit\/reactive-element\/(reactive-element|css-tag)\.js$/),
  };
  await rm(dir, {recursive: true});
  return size;
}

async function main() {
  await readdir(join(root, 'dist/lib')).catch(() => {
    throw new Error('Run `npm run build` first: the npm bundle is made from dist/lib.');
  });
  const rows = [];
  for (const base of ['ours', 'lit']) {
    const cdn = await cdnPage(base);
    const npm = await npmPage(base);
    rows.push({base, cdn, npm});
  }
  console.log('element base  CDN player page  CDN carousel page  npm page (min / gzip)');
  for (const {base, cdn, npm} of rows) {
    console.log(
      [
        base.padEnd(12),
        kb(cdn.player).padStart(15),
        kb(cdn.carousel).padStart(18),
        `${kb(npm.minified)} / ${kb(npm.gzip)}`.padStart(22),
      ].join('  '),
    );
    console.log(
      `${''.padEnd(12)}  npm page carries: our base ${kb(npm.ours)} min, lit's ${kb(npm.lit)} min`,
    );
  }
}

await main();
