// The peers, bundled from node_modules the way a CDN serves them (one minified ES module per
// package, its own `import()`s kept as chunks), into a folder the bench server serves.
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

/** Peer name → the package import that registers its element. */
export const PEERS = Object.freeze({
  'hls-video-element': 'hls-video-element',
  'mux-player': '@mux/mux-player',
});

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/**
 * @param {string} outdir
 * @returns {Promise<Record<string, string>>} peer name → path of its entry file
 */
export async function bundlePeers(outdir) {
  const entries = Object.entries(PEERS).map(([name, specifier]) => ({
    name,
    file: join(outdir, `${name}.entry.js`),
    specifier,
  }));
  await Promise.all(
    entries.map(({file, specifier}) => writeFile(file, `import '${specifier}';\n`)),
  );
  // One build per peer: a shared chunk would blur whose bytes are whose.
  for (const {name, file} of entries) {
    await build({
      entryPoints: [{in: file, out: name}],
      outdir,
      bundle: true,
      splitting: true,
      format: 'esm',
      minify: true,
      target: 'es2022',
      chunkNames: `${name}-chunks/[name]-[hash]`,
      nodePaths: [nodeModules],
      logLevel: 'error',
      legalComments: 'none',
    });
  }
  return Object.fromEntries(entries.map(({name}) => [name, join(outdir, `${name}.js`)]));
}
