// Bundles the script of each framework demo page (demo/frameworks/<name>.html) from node_modules,
// as an app's own bundler would: no CDN. `node demo/frameworks/build.js [outdir]`, run by
// `npm start` after `npm run build` (the pages import the built package, dist/lib).
// Default outdir: demo/frameworks/build/ (kept out of dist/, so it is never packed).
import {readFile} from 'node:fs/promises';
import {resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';
import {compile} from 'svelte/compiler';

/** The pages, each with its entry script `demo/frameworks/<name>.js`. */
export const PAGES = Object.freeze(['react', 'preact', 'vue', 'svelte', 'angular']);

/**
 * Compiles `.svelte` files for the browser, as the Svelte plugin of a real bundler does.
 * @type {import('esbuild').Plugin}
 */
export const sveltePlugin = {
  name: 'svelte',
  setup(build) {
    build.onLoad({filter: /\.svelte$/}, async ({path}) => {
      const source = await readFile(path, 'utf8');
      const {js, warnings} = compile(source, {filename: path, generate: 'client'});
      return {
        contents: js.code,
        loader: 'js',
        warnings: warnings.map(({message}) => ({text: message})),
      };
    });
  },
};

/** The build-time flags React and Vue read, set as an app's production build sets them. */
export const productionDefines = Object.freeze({
  'process.env.NODE_ENV': '"production"',
  __VUE_OPTIONS_API__: 'true',
  __VUE_PROD_DEVTOOLS__: 'false',
  __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
});

/**
 * @param {string} outdir
 * @returns {Promise<string[]>} the bundles written, one per page
 */
export async function buildFrameworkPages(outdir) {
  await build({
    entryPoints: PAGES.map((name) => fileURLToPath(new URL(`${name}.js`, import.meta.url))),
    outdir,
    bundle: true,
    format: 'esm',
    // As an app's bundler does: hls.js, imported when playback starts, in chunks of its own.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'es2022',
    minify: true,
    sourcemap: true,
    // Vue's build with the template compiler: the page's template is a string.
    alias: {vue: 'vue/dist/vue.esm-bundler.js'},
    define: productionDefines,
    plugins: [sveltePlugin],
    logLevel: 'warning',
  });
  return PAGES.map((name) => resolve(outdir, `${name}.js`));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = resolve(process.argv[2] ?? fileURLToPath(new URL('build/', import.meta.url)));
  await buildFrameworkPages(outdir);
  console.log(`Framework demo pages: ${PAGES.join(', ')} bundled into ${outdir}`);
}
