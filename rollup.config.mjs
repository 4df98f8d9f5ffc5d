import {nodeResolve} from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import {fileURLToPath} from 'node:url';
import esbuild from 'rollup-plugin-esbuild';

/**
 * Lit ships a css`` template as written: its comments and indentation were ~0.9 KB gzip of the
 * page's script. Strips comments and collapses whitespace in the styles modules' templates
 * (which interpolate nothing), as a CSS minifier would; the source keeps its comments.
 */
function minifyStyles() {
  return {
    name: 'minify-styles',
    transform(code, id) {
      if (!id.endsWith('.styles.ts')) return null;
      const minified = code.replace(/css`([^`]*)`/g, (_, text) => {
        const css = text
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/\s+/g, ' ')
          .replace(/ ?([{};,>]) ?/g, '$1')
          // Only after a colon: before one, a space is a descendant combinator (`.a :hover`).
          .replace(/: /g, ':')
          .trim();
        return `css\`${css}\``;
      });
      return {code: minified, map: null};
    },
  };
}

/**
 * terser's options. Our classes' private members (`_name`) are renamed to short names
 * (`mangle.properties`), in every chunk alike: one name cache, which the plugin fills chunk
 * after chunk (`renameOwnPrivates` sets which names).
 */
const terserOptions = {
  ecma: 2022,
  module: true,
  compress: {passes: 3},
  mangle: {properties: {regex: '^$'}},
  nameCache: {},
  format: {comments: false},
};

const PRIVATE_NAME = /\b_[a-zA-Z]\w*/g;

/**
 * Chooses the private names terser renames: the `_name`s of our own modules that no bundled
 * package's code has, so a package's code (lit, hls.js) is left exactly as it is.
 */
function renameOwnPrivates() {
  return {
    name: 'rename-own-privates',
    renderStart() {
      const ours = new Set();
      const theirs = new Set();
      for (const id of this.getModuleIds()) {
        const names = this.getModuleInfo(id)?.code?.match(PRIVATE_NAME) ?? [];
        for (const name of names) (id.includes('/node_modules/') ? theirs : ours).add(name);
      }
      const renamed = [...ours].filter((name) => !theirs.has(name));
      terserOptions.mangle.properties.regex = `^(?:${renamed.join('|')})$`;
    },
  };
}

/**
 * @lit/task takes only `notEqual` from @lit/reactive-element, whose module brings lit's whole
 * element class with it (its top-level code keeps it from being shaken out), which our widgets
 * do not use (`src/internal/widget-element.ts`): the CDN build gives the task that one function.
 */
function taskWithoutLitElement() {
  const notEqual = fileURLToPath(new URL('src/internal/not-equal.ts', import.meta.url));
  return {
    name: 'task-without-lit-element',
    resolveId(source, importer) {
      return source === '@lit/reactive-element' && importer?.includes('/node_modules/@lit/task/')
        ? notEqual
        : null;
    },
  };
}

// The CDN build: an entry module that registers both elements (its code, lit included, in one
// chunk it imports), while the playback code and hls.js (its light build) are chunks
// fetched by `import()` only when a viewer shows intent to play.
// Bundler users get the unbundled modules of `dist/lib` (built by tsc) instead.
export default {
  input: {'video-content-widgets': 'src/index.ts'},
  // Code the entry shares with its lazy chunks goes in a hashed chunk, never in the entry
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
    manualChunks: (id) =>
      /\/node_modules\/lit-html\//.test(id) || id.endsWith('/src/internal/render-in-root.ts')
        ? 'lit-html'
        : undefined,
    sourcemap: true,
  },
  plugins: [
    taskWithoutLitElement(),
    nodeResolve({browser: true}),
    minifyStyles(),
    esbuild({target: 'es2022', tsconfig: 'tsconfig.build.json'}),
    renameOwnPrivates(),
    terser(terserOptions),
  ],
};
