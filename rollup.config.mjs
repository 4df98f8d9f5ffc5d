import {nodeResolve} from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

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
    sourcemap: true,
  },
  plugins: [
    nodeResolve({browser: true}),
    esbuild({target: 'es2022', tsconfig: 'tsconfig.build.json'}),
    terser({ecma: 2022, module: true, format: {comments: false}}),
  ],
};
