// Script bytes, read from the built files: what a page pays before interaction (the entry, its
// static imports and the chunks its widgets import as they connect) and before a first frame,
// for our CDN build and for the peers bundled the same way. A play of ours loads one of two
// hls.js builds (`hls.js/light` unless the stream's master playlist declares subtitles,
// captions or alternate audio), never both, so "before first frame" is counted per build:
// everything the entry can import but the other one.
import {fileURLToPath} from 'node:url';
import {findHlsBuilds, moduleGraph, sizeOfFiles} from './bytes.js';

export const ENTRY = fileURLToPath(new URL('../dist/video-content-widgets.js', import.meta.url));
/** The entry of a page whose widgets are players only: it registers `<video-player>` alone. */
export const PLAYER_ENTRY = fileURLToPath(new URL('../dist/video-player.js', import.meta.url));

/** @typedef {{raw: number, gzip: number, brotli: number}} Size */

/**
 * Chunks a page imports as its widgets connect, before any interaction: none for a player (the
 * entry reads its one record), and for a carousel the reader of list answers, its code and
 * lit-html, which renders it. Named as the build names chunks (`chunks/<module>-<hash>.js`).
 */
const ON_LOAD = {
  player: [],
  carousel: ['read-envelope', 'carousel-core', 'lit-html'],
};

/**
 * The files a page of one player, or of one carousel, loads before any interaction: the entry's
 * static graph and the chunks of `ON_LOAD` (a bundle without them: its static graph alone).
 * @param {{static: string[], all: string[]}} graph
 * @param {keyof typeof ON_LOAD} page
 */
export function loadedBeforeInteraction(graph, page) {
  const chunks = ON_LOAD[page].map((name) =>
    graph.all.find((file) => new RegExp(`/chunks/${name}-[^/]+\\.js$`).test(file)),
  );
  return [...graph.static, ...chunks.filter((file) => file !== undefined)];
}

/**
 * A page of players is measured through our player's entry; a page of one carousel, and one
 * player through the entry of the three elements (`allElementsBeforeInteraction`), through that.
 * @param {Record<string, string>} peers peer name → its bundled entry
 * @returns {Record<string, {beforeInteraction: Size, allElementsBeforeInteraction: Size, carouselBeforeInteraction: Size, beforeFirstFrame: {light: Size, full: Size}, hlsJs: {light?: Size, full?: Size}}>}
 *   a peer bundles one build with everything else: both its `beforeFirstFrame` are its bundle
 */
export function measureBytes(peers) {
  const subjects = {'video-content-widgets': [PLAYER_ENTRY, ENTRY], ...peers};
  return Object.fromEntries(
    Object.entries(subjects).map(([name, entries]) => {
      const [graph, allElements] = [entries].flat().map(moduleGraph);
      const everything = allElements ?? graph;
      const {light, full} = findHlsBuilds(graph.all);
      // With one build only (a peer's bundle), a first frame needs all of it.
      const without = (file) =>
        sizeOfFiles(light && full ? graph.all.filter((other) => other !== file) : graph.all);
      return [
        name,
        {
          beforeInteraction: sizeOfFiles(loadedBeforeInteraction(graph, 'player')),
          allElementsBeforeInteraction: sizeOfFiles(loadedBeforeInteraction(everything, 'player')),
          carouselBeforeInteraction: sizeOfFiles(loadedBeforeInteraction(everything, 'carousel')),
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
