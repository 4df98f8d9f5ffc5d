// A CDN edge in front of a loopback server: text answers (JS, JSON, playlists, HTML, CSS,
// WebVTT) go out brotli- or gzip-compressed when the client accepts it, as a CDN sends them;
// everything else (segments, images, MP4 byte ranges) is piped through untouched. Compressed
// bytes are cached by content, so the compressor is not what the bench measures. Every answer
// carries `Timing-Allow-Origin: *` so the waterfall sees cross-origin phases and sizes.
import {createHash} from 'node:crypto';
import {once} from 'node:events';
import {Agent, createServer, request} from 'node:http';
import {brotliCompressSync, constants, gzipSync} from 'node:zlib';

const TEXT = /^(text\/|application\/(json|javascript|vnd\.apple\.mpegurl|x-mpegurl))/i;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding']);

/**
 * @typedef {object} Front
 * @property {string} origin where the front listens
 * @property {Record<string, number>} served compressed answers by encoding (`identity` for
 *   text sent raw because the client accepted no compression)
 * @property {() => Promise<void>} close
 */

/**
 * @param {string} upstream origin of the server behind, e.g. http://127.0.0.1:40123
 * @returns {Promise<Front>}
 */
export async function startCompressingFront(upstream) {
  const target = new URL(upstream);
  // A fresh loopback connection per request: a kept-alive one may be closed by the server
  // behind just as it is reused, which would read as a reset.
  const agent = new Agent({keepAlive: false});
  /** @type {Map<string, Buffer>} sha-1 of the raw body and encoding → compressed body */
  const cache = new Map();
  /** @type {Record<string, number>} */
  const served = {};

  const server = createServer((req, res) => {
    const forward = request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        // The client's own Host: the proxy behind checks `Origin` against it.
        headers: req.headers,
        agent,
      },
      (answer) => {
        const headers = {...answer.headers, 'timing-allow-origin': '*'};
        for (const name of HOP_BY_HOP) delete headers[name];
        const encoding = chooseEncoding(req.headers['accept-encoding']);
        const compressible =
          req.method === 'GET' &&
          answer.statusCode === 200 &&
          !answer.headers['content-encoding'] &&
          TEXT.test(answer.headers['content-type'] ?? '');
        if (!compressible) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        readAll(answer).then(
          (body) => {
            served[encoding] = (served[encoding] ?? 0) + 1;
            const bytes = encoding === 'identity' ? body : cached(cache, body, encoding);
            delete headers['accept-ranges'];
            res.writeHead(200, {
              ...headers,
              ...(encoding === 'identity' ? {} : {'content-encoding': encoding}),
              'content-length': bytes.length,
              vary: 'Accept-Encoding',
            });
            res.end(bytes);
          },
          () => res.destroy(),
        );
      },
    );
    // A reset or a dead upstream resets the client too, as an edge passing it on would.
    forward.on('error', () => res.destroy());
    res.on('close', () => forward.destroy());
    req.pipe(forward);
  });
  server.listen(0, target.hostname);
  await once(server, 'listening');
  const {port} = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    origin: `http://${target.hostname}:${port}`,
    served,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        agent.destroy();
      }),
  };
}

/**
 * Brotli where the client takes it (Chromium announces it on secure origins only), else gzip.
 * @param {string | undefined} header `Accept-Encoding`
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function chooseEncoding(header = '') {
  const accepted = header
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !/^\s*q=0(\.0*)?$/.test(q ?? ''))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  return accepted.includes('gzip') ? 'gzip' : 'identity';
}

/**
 * The highest levels, as a CDN serving precompressed static files sends them.
 * @param {Map<string, Buffer>} cache
 * @param {Buffer} body
 * @param {'br' | 'gzip'} encoding
 */
function cached(cache, body, encoding) {
  const key = `${encoding}:${createHash('sha1').update(body).digest('hex')}`;
  let bytes = cache.get(key);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body, {params: {[constants.BROTLI_PARAM_QUALITY]: 11}})
        : gzipSync(body, {level: 9});
    cache.set(key, bytes);
  }
  return bytes;
}

/** @param {import('node:stream').Readable} stream */
async function readAll(stream) {
  const chunks = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}
