import {nodeResolve} from '@rollup/plugin-node-resolve';
import {analyze} from 'eslint-scope';
import {readdirSync} from 'node:fs';
import esbuild from 'rollup-plugin-esbuild';
import {minify} from 'terser';

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

/** Names a binding may take: what rollup gives an export between chunks, never a keyword. */
const SHORT_NAME = /^(?!(?:do|if|in|for|let|new|try|var)$)[A-Za-z_$][\w$]{0,2}$/;

/** `tree` with each node's `range`, which eslint-scope reads (rollup's nodes have `start`, `end`). */
function withRanges(tree) {
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node.start === 'number') node.range = [node.start, node.end];
    for (const key in node) if (key !== 'range') visit(node[key]);
  };
  visit(tree);
  return tree;
}

/**
 * terser, for the widgets and the languages' files alike, giving each binding a chunk exports or
 * imports between chunks the short name rollup exports it as (read from the chunk's syntax tree):
 * `export{a,b}` instead of `export{Te as a,Ue as b}`. The shared chunk exports about ninety
 * bindings to the lazy chunks: its export list was 0.3 KB gzip of the page's first script.
 */
function minifier() {
  return {
    name: 'minifier',
    async renderChunk(code) {
      const tree = withRanges(this.parse(code));
      // The globals the chunk reads (`URL`, `Map`): a binding given one's name would hide it.
      const {globalScope} = analyze(tree, {ecmaVersion: 2022, sourceType: 'module'});
      const taken = new Set(globalScope.through.map(({identifier}) => identifier.name));
      const given = {};
      const give = (local, name) => {
        if (!SHORT_NAME.test(name) || taken.has(name) || `$${local}` in given) return;
        taken.add(name);
        given[`$${local}`] = name;
      };
      for (const node of tree.body) {
        if (node.type === 'ExportNamedDeclaration' && !node.source) {
          for (const {local, exported} of node.specifiers) give(local.name, exported.name);
        } else if (node.type === 'ImportDeclaration') {
          for (const {type, local, imported} of node.specifiers) {
            if (type === 'ImportSpecifier') give(local.name, imported.name);
          }
        }
      }
      const result = await minify(code, {
        ecma: 2022,
        module: true,
        compress: {passes: 3},
        format: {comments: false},
        // terser keeps these names for these bindings, and gives no other binding any of them.
        nameCache: {vars: {props: given}},
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
// chunks alone: a page of players pays nothing for the other elements). The playback code and
// hls.js are chunks fetched by `import()` only when a viewer shows intent to play.
// Bundler users get the unbundled modules of `dist/lib` (built by tsc) instead.
export default [
  {
    input: {'video-content-widgets': 'src/index.ts', 'video-player': 'src/player.ts'},
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
      // have plurals, and a chunk of its own would be fetched after them. So does @lit/task (the
      // carousel's list and the transcript's captions).
      manualChunks: (id) =>
        /\/node_modules\/(lit-html|@lit\/task)\//.test(id) ||
        id.endsWith('/src/internal/render-in-root.ts') ||
        id.endsWith('/src/i18n/plural.ts')
          ? 'lit-html'
          : undefined,
      // Not what they import: @lit/task's import of lit's element base stays in the shared chunk.
      onlyExplicitManualChunks: true,
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
];
