import {nodeResolve} from '@rollup/plugin-node-resolve';
import {existsSync, readdirSync} from 'node:fs';
import {isAbsolute, join} from 'node:path';
import {fileURLToPath} from 'node:url';
import esbuild from 'rollup-plugin-esbuild';
import {minify} from 'terser';

/**
 * Lit ships a css`` template as written: its comments and indentation were ~0.9 KB gzip of the
 * page's script. Strips comments and collapses whitespace in the styles modules' templates
 * (which interpolate nothing), as a CSS minifier would; the source keeps its comments. Also in
 * `dist/lib` (tsc's modules): a server prints these styles into every page it renders, and a
 * bundler leaves a template's text as it is.
 */
function minifyStyles() {
  return {
    name: 'minify-styles',
    transform(code, id) {
      if (!/\.styles\.[jt]s$/.test(id)) return null;
      // tsc writes a tagged template with a space after its tag.
      const minified = code.replace(/css ?`([^`]*)`/g, (_, text) => {
        const css = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/ ?([{};,>]) ?/g, '$1')
          // Only after a colon: before one, a space is a descendant combinator (`.a :hover`).
          .replace(/: /g, ':')
          // The last declaration of a block needs no semicolon; a fraction no leading zero.
          .replace(/;}/g, '}')
          .replace(/(?<![\w.])0\.(\d)/g, '.$1')
          .trim();
        return `css\`${css}\``;
      });
      return {code: minified, map: null};
    },
  };
}

/**
 * terser over each chunk, with its own options only (rollup minifies nothing itself; this is
 * what `@rollup/plugin-terser` does).
 */
function minifier() {
  return {
    name: 'minifier',
    async renderChunk(code) {
      const result = await minify(code, {
        ecma: 2022,
        module: true,
        compress: {passes: 3},
        format: {comments: false},
        sourceMap: true,
      });
      return {code: result.code, map: result.map};
    },
  };
}

/**
 * Each language's words, a file of its own beside the chunks (`chunks/lang/<tag>.js`, which
 * `src/i18n/language-controller.ts` imports by name), built apart so that it holds all it needs:
 * a page in that language fetches this one file, beside the widgets' first chunk.
 */
const languages = readdirSync(new URL('src/i18n/lang/', import.meta.url))
  .map((file) => file.replace(/\.ts$/, ''))
  .map((tag) => ({
    input: `src/i18n/lang/${tag}.ts`,
    output: {file: `dist/chunks/lang/${tag}.js`, format: 'es', sourcemap: true},
    plugins: [esbuild({target: 'es2022', tsconfig: 'tsconfig.build.json'}), minifier()],
  }));

// The CDN build: an entry module that registers the three elements (their code in two chunks it
// imports: the player's with everything the elements share, and the carousel's and transcript's
// elements), and one that registers the player only (`video-player.js`, the first of those
// chunks alone: a page of players pays nothing for the other elements), and `media-tracks.js`,
// which a page whose controls are another player's skin adds (src/media-tracks.ts). The playback
// code and hls.js are chunks fetched by `import()` only when a viewer shows intent to play.
// Bundler users get the unbundled modules of `dist/lib` (built by tsc) instead.
/**
 * The npm build, as lit's packages ship theirs: tsc writes the modules as written, development
 * checks on, to `dist/lib/development/` (the `development` export condition) and their types to
 * `dist/lib/`; this writes the same modules, one file each and unminified, without those checks
 * to `dist/lib/` (the default condition).
 */
const development = fileURLToPath(new URL('dist/lib/development/', import.meta.url));
const library = existsSync(development) && {
  input: readdirSync(development, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(development, file)),
  // Packages (lit, hls.js, node:) stay imports, resolved by the user's bundler or Node.
  external: (id) => !id.startsWith('.') && !isAbsolute(id),
  preserveEntrySignatures: 'strict',
  output: {dir: 'dist/lib', format: 'es', preserveModules: true, preserveModulesRoot: development},
  plugins: [minifyStyles()],
};

export default [
  {
    input: {
      'video-content-widgets': 'src/index.ts',
      'video-player': 'src/player.ts',
      'media-tracks': 'src/media-tracks.ts',
    },
    // Code an entry shares with its lazy chunks goes in a hashed chunk, never in the entry
    // itself: a chunk importing `../video-content-widgets.js` would run a second copy on pages
    // that load the entry with a query string (WordPress adds `?ver=`).
    preserveEntrySignatures: 'strict',
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      // lit-html is only in the lazy chunks (what a page shows before any interaction is written
      // with DOM calls): one chunk of its own, which `importView` fetches beside the chunk that
      // renders with it, not after it.
      // The plural forms' chooser goes with it (src/i18n/plural.ts): only those chunks' words
      // have plurals, and a chunk of its own would be fetched after them.
      // Its helpers for hydration go with the hydration chunk (src/internal/hydrate.ts).
      manualChunks: (id) =>
        (/\/node_modules\/lit-html\//.test(id) &&
          !/\/(directive-helpers|private-ssr-support)\.js$/.test(id)) ||
        id.endsWith('/src/internal/render-in-root.ts') ||
        id.endsWith('/src/i18n/plural.ts')
          ? 'lit-html'
          : undefined,
      sourcemap: true,
    },
    plugins: [
      nodeResolve({browser: true}),
      minifyStyles(),
      esbuild({target: 'es2022', tsconfig: 'tsconfig.build.json'}),
      minifier(),
    ],
  },
  ...languages,
  // Only after tsc (`npm run build`); bench/measure-element-base.js reads this file without it.
  ...(library ? [library] : []),
];
