// The peers, bundled from node_modules the way a CDN serves them (one minified ES module per
// package, its own `import()`s kept as chunks), into a folder the bench server serves.
import {writeFile} from 'node:fs/promises';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {build} from 'esbuild';

/**
 * Peer name → its entry: the package import that registers its element, or, for an engine
 * with no element of its own, what the bench page imports from it (bench/pages/spf.html).
 */
export const PEERS = Object.freeze({
  'hls-video-element': "import 'hls-video-element';",
  'mux-player': "import '@mux/mux-player';",
  // Video.js 10's engine (issue 51): its media adapter, without the media-tracks lists.
  spf: "export {HlsVideoAdapterCore} from '@videojs/spf/hls-video';",
});

const nodeModules = fileURLToPath(new URL('../node_modules/', import.meta.url));

/**
 * @param {string} outdir
 * @returns {Promise<Record<string, string>>} peer name → path of its entry file
 */
export async function bundlePeers(outdir) {
  const entries = Object.entries(PEERS).map(([name, source]) => ({
    name,
    file: join(outdir, `${name}.entry.js`),
    source,
  }));
  await Promise.all(entries.map(({file, source}) => writeFile(file, `${source}\n`)));
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
