// `npm start`: the demo pages, the built widgets and the proxy on PORT; the stand-in
// service and delivery host beside them unless VIDEO_API_BASE + VIDEO_API_KEY name a real one.
// The proxy reads the same PROXY_* variables as the packaged one (PROXY_ALLOWED_ORIGINS lets a
// page on another origin, a CMS preview say, use it).
import {readFile, stat} from 'node:fs/promises';
import {createServer} from 'node:http';
import {extname} from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {brotliCompress, constants, gzip} from 'node:zlib';
import {accepts} from '../dist/lib/proxy/encoding.js';
import {createVideoProxy, optionsFromEnv} from '../dist/lib/proxy/index.js';
import {toNodeListener} from '../dist/lib/proxy/node-adapter.js';
import {renderedPage} from './rendered-page.js';
import {startStandIns} from './stand-in/start.js';
import {withSiteNav} from './site-nav.js';
import {contentTypes, resolveFile, siteListener} from './static-files.js';

const env = process.env;
const port = Number(env.PORT ?? 8000);
const proxyPath = '/api/video';
const demoDir = fileURLToPath(new URL('.', import.meta.url));
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
// The media-chrome page's skin, an ES module build without bare imports (a devDependency).
const mediaChromeDir = fileURLToPath(
  new URL('../node_modules/media-chrome/dist/', import.meta.url),
);

const real = env.VIDEO_API_BASE && env.VIDEO_API_KEY;
const apiKey = env.VIDEO_API_KEY ?? 'demo-key';
/** @param {Error & {code?: string}} error */
function fail(error) {
  const hint =
    error.code === 'EADDRINUSE' ? ' Set PORT, SERVICE_PORT or MEDIA_PORT to free ports.' : '';
  console.error(`Could not start the demo: ${error.message}.${hint}`);
  process.exit(1);
}

const standIns = real
  ? undefined
  : await startStandIns({
      servicePort: Number(env.SERVICE_PORT ?? 8001),
      mediaPort: Number(env.MEDIA_PORT ?? 8002),
      apiKey,
    }).catch(fail);
const upstream = real ? env.VIDEO_API_BASE : standIns.serviceUrl;
let proxyOptions;
try {
  proxyOptions = optionsFromEnv({
    ...env,
    VIDEO_API_BASE: upstream,
    VIDEO_API_KEY: apiKey,
    PROXY_BASE_PATH: proxyPath,
    // The player page's quality events come back here and are logged (PROXY_BEACON=off: not).
    PROXY_BEACON: env.PROXY_BEACON ?? 'on',
  });
} catch (error) {
  fail(error);
}
const proxyHandler = createVideoProxy(proxyOptions);
const proxy = toNodeListener(proxyHandler, proxyPath);
// Where the pages' fault examples find the stand-in service (null with a real service).
const demoConfig = JSON.stringify({serviceUrl: standIns?.serviceUrl ?? null});
/** @type {import('node:http').RequestListener} */
const sendDemoConfig = (_req, res) => {
  res.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'});
  res.end(demoConfig);
};

/** @type {Array<[string, string]>} */
const folders = [
  ['/dist/', distDir],
  ['/media-chrome/', mediaChromeDir],
  ['/', demoDir],
];
const site = siteListener(
  [
    [proxyPath, proxy],
    ['/demo-config.json', sendDemoConfig],
    [
      '/server-rendered.html',
      renderedPage(
        new URL('./server-rendered.template.html', import.meta.url),
        proxyHandler,
        proxyPath,
      ),
    ],
  ],
  folders,
);

// Text files go out compressed as a CDN would send them (the proxy compresses its own answers),
// each compressed once per version of the file and encoding; the demo's pages with the site's
// nav written in (demo/site-nav.js), compressed or not.
const TEXT = new Set(['.js', '.css', '.html', '.map', '.vtt', '.m3u8']);
const brotli = promisify(brotliCompress);
/** @type {Record<string, (bytes: Buffer) => Promise<Buffer>>} */
const encoders = {
  // Quality 5 compresses the hls.js chunk in well under a second; 11 would take several.
  br: (bytes) => brotli(bytes, {params: {[constants.BROTLI_PARAM_QUALITY]: 5}}),
  gzip: promisify(gzip),
  identity: async (bytes) => bytes,
};
/** @type {Map<string, {version: string, bytes: Promise<Buffer>}>} */
const encoded = new Map();

/**
 * A text file's bytes as the site sends them; a demo page's with its nav.
 * @param {string} file
 * @param {string | undefined} page the URL path of a demo page
 */
async function siteBytes(file, page) {
  const bytes = await readFile(file);
  return page ? Buffer.from(withSiteNav(bytes.toString('utf8'), page)) : bytes;
}

/**
 * Serves a text file of the site, compressed when the request accepts br or gzip; false when
 * the file is neither compressed nor a demo page (the site listener serves it then).
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function sendTextFile(req, res) {
  const header = req.headers['accept-encoding'] ?? '';
  const encoding = ['br', 'gzip'].find((coding) => accepts(header, coding)) ?? 'identity';
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const {pathname} = new URL(req.url ?? '/', 'http://localhost');
  const [prefix, root] = folders.find(([path]) => pathname.startsWith(path)) ?? [];
  const file = root && resolveFile(root, pathname.slice(prefix.length) || 'index.html');
  const info = file && TEXT.has(extname(file)) ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) return false;
  const page = root === demoDir && extname(file) === '.html' ? pathname : undefined;
  if (encoding === 'identity' && !page) return false;
  const key = `${encoding} ${file}`;
  const version = `${info.size} ${info.mtimeMs}`;
  let entry = encoded.get(key);
  if (entry?.version !== version) {
    const bytes = siteBytes(file, page).then(encoders[encoding]);
    bytes.catch(() => encoded.delete(key));
    entry = {version, bytes};
    encoded.set(key, entry);
  }
  const bytes = await entry.bytes;
  res.writeHead(200, {
    'Content-Type': contentTypes[extname(file)],
    ...(encoding === 'identity' ? {} : {'Content-Encoding': encoding}),
    'Content-Length': bytes.length,
    Vary: 'Accept-Encoding',
    'Cache-Control': 'no-cache',
    'Last-Modified': info.mtime.toUTCString(),
  });
  res.end(req.method === 'HEAD' ? undefined : bytes);
  return true;
}

const server = createServer((req, res) => {
  sendTextFile(req, res)
    .then((sent) => sent || site(req, res))
    .catch(() => res.destroy());
});
server.on('error', fail);
server.listen(port, '127.0.0.1', () => {
  console.log(`Demo:            http://localhost:${port}/`);
  console.log(
    `Proxy:           http://localhost:${port}${proxyPath}  ->  ${real ? upstream : 'stand-in service'}`,
  );
  const origins = proxyOptions.allowedOrigins ?? [];
  console.log(
    `Allowed origins: ${origins.length ? origins.join(', ') : 'this site only'} (PROXY_ALLOWED_ORIGINS)`,
  );
  if (standIns) {
    console.log(`Stand-in service: ${standIns.serviceUrl}  (x-api-key: ${apiKey})`);
    console.log(`Delivery host:    ${standIns.mediaUrl}`);
  }
});

const stop = async () => {
  server.close();
  await standIns?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
