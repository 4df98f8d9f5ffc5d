// Script bytes, read from the built files: what a page pays before interaction (the entry and
// its static imports) and before a first frame (everything the entry can import), for our
// CDN build and for the peers bundled the same way.
import {fileURLToPath} from 'node:url';
import {findHlsFile, moduleGraph, sizeOfFiles} from './bytes.js';

export const ENTRY = fileURLToPath(new URL('../dist/video-content-widgets.js', import.meta.url));

/**
 * @param {Record<string, string>} peers peer name → its bundled entry
 */
export function measureBytes(peers) {
  const subjects = {'video-content-widgets': ENTRY, ...peers};
  return Object.fromEntries(
    Object.entries(subjects).map(([name, entry]) => {
      const graph = moduleGraph(entry);
      const hls = findHlsFile(graph.all);
      return [
        name,
        {
          beforeInteraction: sizeOfFiles(graph.static),
          beforeFirstFrame: sizeOfFiles(graph.all),
          hlsJs: hls ? sizeOfFiles([hls]) : undefined,
        },
      ];
    }),
  );
}
