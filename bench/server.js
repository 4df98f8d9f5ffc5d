// The benchmark's own loopback server: the demo pages, the built widgets, the bench pages and
// the peer bundles on one origin, with the proxy in front of the stand-in service (and of a
// second stand-in that lists 1000 videos, for the scale figures).
import {once} from 'node:events';
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';
import {createVideoProxy} from '../dist/lib/proxy/index.js';
import {toNodeListener} from '../dist/lib/proxy/node-adapter.js';
import {startStandIns} from '../demo/stand-in/start.js';
import {createStandInService} from '../demo/stand-in/service.js';
import {createVideos} from '../demo/stand-in/videos.js';
import {siteListener} from '../demo/static-files.js';

const API_KEY = 'bench-key';
const HOST = '127.0.0.1';
export const SCALE_CATEGORY = 'Scale';
/** Enough records for the largest `limit` the scale figures ask for. */
const SCALE_SIZE = 1000;

/**
 * @typedef {object} BenchServer
 * @property {string} origin e.g. http://127.0.0.1:40123
 * @property {string} mediaUrl origin of the stand-in delivery host
 * @property {() => Promise<void>} close
 */

/**
 * @param {object} options
 * @param {string} options.peersDir folder of the peer bundles, served under /peers/
 * @returns {Promise<BenchServer>}
 */
export async function startBenchServer({peersDir}) {
  const standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey: API_KEY});
  const scaleService = createStandInService({
    apiKey: API_KEY,
    videos: scaleVideos(standIns.mediaUrl, SCALE_SIZE),
  });
  const scaleUrl = await listen(scaleService);

  // No rate limit (a benchmark is one busy client) and limits up to the scale figures' 1000.
  const proxyFor = (upstream, basePath) =>
    toNodeListener(
      createVideoProxy({
        upstream,
        apiKey: API_KEY,
        basePath,
        rateLimit: false,
        maxLimit: SCALE_SIZE,
      }),
      basePath,
    );
  const routes = [
    ['/api/video', proxyFor(standIns.serviceUrl, '/api/video')],
    ['/api/scale', proxyFor(scaleUrl, '/api/scale')],
  ];
  const folders = [
    ['/dist/', fileURLToPath(new URL('../dist/', import.meta.url))],
    ['/bench/', fileURLToPath(new URL('./pages/', import.meta.url))],
    ['/peers/', peersDir],
    ['/', fileURLToPath(new URL('../demo/', import.meta.url))],
  ];

  const server = createServer(siteListener(routes, folders));

  const origin = await listen(server);
  return {
    origin,
    mediaUrl: standIns.mediaUrl,
    close: async () => {
      await Promise.all([close(server), close(scaleService), standIns.close()]);
    },
  };
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
