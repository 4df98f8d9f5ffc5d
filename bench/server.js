// The benchmark's own loopback server: the demo pages, the built widgets, the bench pages and
// the peer bundles on one origin, with the proxy in front of the stand-in service (and of a
// second stand-in that lists 1000 videos, for the scale figures). The site and the delivery
// host are each reached through a compressing front (bench/compress.js), as behind a CDN; the
// fault routes are reached directly, so a stall stays a stall.
import {once} from 'node:events';
import {readdir} from 'node:fs/promises';
import {createServer} from 'node:http';
import {sep} from 'node:path';
import {fileURLToPath} from 'node:url';
import {createVideoProxy} from '../dist/lib/proxy/index.js';
import {toNodeListener} from '../dist/lib/proxy/node-adapter.js';
import {renderedPage} from '../demo/rendered-page.js';
import {createMediaHost} from '../demo/stand-in/media-host.js';
import {createStandInService} from '../demo/stand-in/service.js';
import {createVideos} from '../demo/stand-in/videos.js';
import {siteListener} from '../demo/static-files.js';
import {startCompressingFront} from './compress.js';
import {CLIPS} from './measure-first-frame.js';

const API_KEY = 'bench-key';
const HOST = '127.0.0.1';
export const SCALE_CATEGORY = 'Scale';
/** Enough records for the largest `limit` the scale figures ask for. */
const SCALE_SIZE = 1000;

/**
 * @typedef {object} BenchServer
 * @property {string} origin e.g. http://127.0.0.1:40123, compressing
 * @property {string} mediaUrl origin of the stand-in delivery host, compressing
 * @property {string} faultMediaUrl the same host without the front, for its fault routes
 * @property {string} serviceUrl the stand-in service itself, whose scopes take lies
 * @property {string} apiKey its key, for a widget in direct mode
 * @property {() => Record<string, number>} compressed text answers sent, by encoding
 * @property {() => Promise<void>} warm has the front compress every script before it is timed
 * @property {() => Promise<void>} close
 */

/**
 * @param {object} options
 * @param {string} options.peersDir folder of the peer bundles, served under /peers/
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer({peersDir}) {
  const mediaHost = createMediaHost();
  const faultMediaUrl = await listen(mediaHost);
  const mediaFront = await startCompressingFront(faultMediaUrl);
  const mediaUrl = mediaFront.origin;
  const service = createStandInService({apiKey: API_KEY, videos: benchVideos(mediaUrl)});
  const serviceUrl = await listen(service);
  const scaleService = createStandInService({
    apiKey: API_KEY,
    videos: scaleVideos(mediaUrl, SCALE_SIZE),
  });
  const scaleUrl = await listen(scaleService);

  // No rate limit (a benchmark is one busy client) and limits up to the scale figures' 1000.
  const proxyFor = (upstream, basePath) =>
    createVideoProxy({
      upstream,
      apiKey: API_KEY,
      basePath,
      rateLimit: false,
      maxLimit: SCALE_SIZE,
    });
  const proxy = proxyFor(serviceUrl, '/api/video');
  const routes = [
    ['/api/video', toNodeListener(proxy, '/api/video')],
    ['/api/scale', toNodeListener(proxyFor(scaleUrl, '/api/scale'), '/api/scale')],
    ...[
      ['/bench/player-rendered.html', './pages/player-rendered.html'],
      ['/bench/carousel-rendered.html', './pages/carousel-rendered.html'],
      ['/server-rendered.html', '../demo/server-rendered.template.html'],
    ].map(([path, template]) => [
      path,
      renderedPage(new URL(template, import.meta.url), proxy, '/api/video'),
    ]),
  ];
  const folders = [
    ['/dist/', fileURLToPath(new URL('../dist/', import.meta.url))],
    ['/bench/', fileURLToPath(new URL('./pages/', import.meta.url))],
    ['/peers/', peersDir],
    ['/', fileURLToPath(new URL('../demo/', import.meta.url))],
  ];

  const server = createServer(siteListener(routes, folders));
  const siteFront = await startCompressingFront(await listen(server));

  return {
    origin: siteFront.origin,
    mediaUrl,
    faultMediaUrl,
    serviceUrl,
    apiKey: API_KEY,
    compressed: () => sum(siteFront.served, mediaFront.served),
    // Brotli only: Chromium asks for it, loopback included.
    warm: async () => {
      for (const [prefix, root] of [folders[0], folders[2]]) {
        for (const file of await readdir(root, {recursive: true})) {
          if (!file.endsWith('.js')) continue;
          const url = `${siteFront.origin}${prefix}${file.split(sep).join('/')}`;
          await (await fetch(url, {headers: {'accept-encoding': 'br'}})).arrayBuffer();
        }
      }
    },
    close: async () => {
      await Promise.all([siteFront.close(), mediaFront.close()]);
      await Promise.all([server, scaleService, service, mediaHost].map(close));
    },
  };
}

/**
 * The fixture catalog, and a record for each bench clip that is a fixture's clip packaged
 * another way (CLIPS in measure-first-frame.js: its `recordOf`), so that our player is given a
 * video id for that stream as for any other. The added records are in no category: the
 * carousels the other parts measure list what they listed before.
 * @param {string} mediaUrl
 */
function benchVideos(mediaUrl) {
  const fixtures = createVideos(mediaUrl);
  const added = Object.values(CLIPS)
    .filter((clip) => clip.recordOf !== undefined)
    .map(({videoId, clip, master, recordOf}) => {
      const video = fixtures.find(({id}) => id === recordOf);
      if (!video) throw new Error(`no fixture ${recordOf}`);
      return {
        ...video,
        id: videoId,
        playbackDetails: {
          ...video.playbackDetails,
          streamUrl: `${mediaUrl}/videos/${clip}/${master}`,
        },
        categories: {items: []},
      };
    });
  return [...fixtures, ...added];
}

/**
 * The fixture catalog repeated to `size` records in one category, each with its own id,
 * title and thumbnail URL, as a large real catalog would be.
 * @param {string} mediaUrl
 * @param {number} size
 */
function scaleVideos(mediaUrl, size) {
  const fixtures = createVideos(mediaUrl);
  return Array.from({length: size}, (_, i) => {
    const video = fixtures[i % fixtures.length];
    const id = 100_000 + i;
    return {
      ...video,
      id,
      title: `${video.title} (${i + 1})`,
      playbackDetails: {
        ...video.playbackDetails,
        thumbnailUrl: `${video.playbackDetails.thumbnailUrl}&copy=${id}`,
      },
      categories: {items: [{categoryName: SCALE_CATEGORY}]},
    };
  });
}

/** @param {Record<string, number>[]} counts */
function sum(...counts) {
  /** @type {Record<string, number>} */
  const total = {};
  for (const count of counts) {
    for (const [key, value] of Object.entries(count)) total[key] = (total[key] ?? 0) + value;
  }
  return total;
}

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<string>} its origin
 */
async function listen(server) {
  server.listen(0, HOST);
  await once(server, 'listening');
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://${HOST}:${port}`;
}

/** @param {import('node:http').Server} server */
function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve(undefined));
    server.closeAllConnections();
  });
}
