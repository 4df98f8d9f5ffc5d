// Script bytes, read from the built files: what a page pays before interaction (the entry and
// its static imports) and before a first frame, for our CDN build and for the peers bundled
// the same way. A play of ours loads one of two hls.js builds (`hls.js/light` unless the
// stream's master playlist declares subtitles, captions or alternate audio), never both, so
// "before first frame" is counted per build: everything the entry can import but the other one.
import {fileURLToPath} from 'node:url';
import {findHlsBuilds, moduleGraph, sizeOfFiles} from './bytes.js';

export const ENTRY = fileURLToPath(new URL('../dist/video-content-widgets.js', import.meta.url));

/** @typedef {{raw: number, gzip: number, brotli: number}} Size */

/**
 * @param {Record<string, string>} peers peer name → its bundled entry
 * @returns {Record<string, {beforeInteraction: Size, beforeFirstFrame: {light: Size, full: Size}, hlsJs: {light?: Size, full?: Size}}>}
 *   a peer bundles one build with everything else: both its `beforeFirstFrame` are its bundle
 */
export function measureBytes(peers) {
  const subjects = {'video-content-widgets': ENTRY, ...peers};
  return Object.fromEntries(
    Object.entries(subjects).map(([name, entry]) => {
      const graph = moduleGraph(entry);
      const {light, full} = findHlsBuilds(graph.all);
      // With one build only (a peer's bundle), a first frame needs all of it.
      const without = (file) =>
        sizeOfFiles(light && full ? graph.all.filter((other) => other !== file) : graph.all);
      return [
        name,
        {
          beforeInteraction: sizeOfFiles(graph.static),
          beforeFirstFrame: {light: without(full), full: without(light)},
          hlsJs: {
            light: light ? sizeOfFiles([light]) : undefined,
            full: full ? sizeOfFiles([full]) : undefined,
          },
        },
      ];
    }),
  );
}
