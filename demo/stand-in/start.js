// Starts the stand-in Video Content Service and the stand-in delivery host.
// Run directly: node demo/stand-in/start.js
//   env SERVICE_PORT (8001), MEDIA_PORT (8002), VIDEO_API_KEY (demo-key), HOST (127.0.0.1)
import {once} from 'node:events';
import {pathToFileURL} from 'node:url';
import {createMediaHost} from './media-host.js';
import {createStandInService} from './service.js';

/**
 * @typedef {object} StandIns
 * @property {string} serviceUrl base URL of the service, e.g. http://127.0.0.1:8001
 * @property {string} mediaUrl origin of the delivery host, e.g. http://127.0.0.1:8002
 * @property {() => Promise<void>} close stops both servers (dropping open connections)
 */

/**
 * Starts both stand-ins; port 0 picks a free port. The service's playback URLs point at
 * the delivery host's actual address.
 * @param {object} [options]
 * @param {number} [options.servicePort] default 8001
 * @param {number} [options.mediaPort] default 8002
 * @param {string} [options.apiKey] default demo-key
 * @param {string} [options.host] default 127.0.0.1
 * @returns {Promise<StandIns>}
 */
export async function startStandIns({
  servicePort = 8001,
  mediaPort = 8002,
  apiKey = 'demo-key',
  host = '127.0.0.1',
} = {}) {
  const media = createMediaHost();
  const mediaUrl = await listen(media, mediaPort, host);
  try {
    const service = createStandInService({apiKey, mediaBase: mediaUrl});
    const serviceUrl = await listen(service, servicePort, host);
    return {
      serviceUrl,
      mediaUrl,
      close: () => Promise.all([stop(service), stop(media)]).then(() => undefined),
    };
  } catch (error) {
    await stop(media);
    throw error;
  }
}

/**
 * @param {import('node:http').Server} server
 * @param {number} port
 * @param {string} host
 * @returns {Promise<string>} the server's URL
 */
async function listen(server, port, host) {
  server.listen(port, host);
  await Promise.race([
    once(server, 'listening'),
    once(server, 'error').then(([error]) => Promise.reject(error)),
  ]);
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  const name = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${name}:${address.port}`;
}

/**
 * @param {import('node:http').Server} server
 * @returns {Promise<void>}
 */
function stop(server) {
  if (!server.listening) return Promise.resolve();
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/**
 * @param {string | undefined} value
 * @param {number} fallback
 */
function portFrom(value, fallback) {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`Invalid port: ${value}`);
  }
  return port;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const apiKey = process.env.VIDEO_API_KEY || 'demo-key';
  const standIns = await startStandIns({
    servicePort: portFrom(process.env.SERVICE_PORT, 8001),
    mediaPort: portFrom(process.env.MEDIA_PORT, 8002),
    apiKey,
    host: process.env.HOST || '127.0.0.1',
  });
  const keyNote = process.env.VIDEO_API_KEY
    ? 'x-api-key from VIDEO_API_KEY'
    : `x-api-key: ${apiKey}`;
  console.log(`Stand-in Video Content Service: ${standIns.serviceUrl}  (${keyNote})`);
  console.log(`Stand-in video-delivery host:   ${standIns.mediaUrl}/videos/`);
  const shutdown = () => {
    standIns.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}
