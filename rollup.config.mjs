import {nodeResolve} from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

// The CDN build: one ES module that registers both elements, with lit inside and
// hls.js split into a chunk beside it, fetched by `import()` only when a video plays.
// Bundler users get the unbundled modules of `dist/lib` (built by tsc) instead.
export default {
  input: {'video-content-widgets': 'src/index.ts'},
  // Lazy chunks import what they share with the entry from the entry itself, rather than
  // through a third chunk that every page would have to fetch.
  preserveEntrySignatures: 'allow-extension',
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
