// `npm start`: the demo pages, the built widgets and the proxy on PORT; the stand-in
// service and delivery host beside them unless VIDEO_API_BASE + VIDEO_API_KEY name a real one.
// The proxy reads the same PROXY_* variables as the packaged one (PROXY_ALLOWED_ORIGINS lets a
// page on another origin, a CMS preview say, use it).
import {createServer} from 'node:http';
import {fileURLToPath} from 'node:url';
import {createVideoProxy, optionsFromEnv} from '../dist/lib/proxy/index.js';
import {toNodeListener} from '../dist/lib/proxy/node-adapter.js';
import {startStandIns} from './stand-in/start.js';
import {siteListener} from './static-files.js';

const env = process.env;
const port = Number(env.PORT ?? 8000);
const proxyPath = '/api/video';
const demoDir = fileURLToPath(new URL('.', import.meta.url));
const distDir = fileURLToPath(new URL('../dist/', import.meta.url));

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
  });
} catch (error) {
  fail(error);
}
const proxy = toNodeListener(createVideoProxy(proxyOptions), proxyPath);
// Where the pages' fault examples find the stand-in service (null with a real service).
const demoConfig = JSON.stringify({serviceUrl: standIns?.serviceUrl ?? null});
/** @type {import('node:http').RequestListener} */
const sendDemoConfig = (_req, res) => {
  res.writeHead(200, {'content-type': 'application/json', 'cache-control': 'no-store'});
  res.end(demoConfig);
};

const server = createServer(
  siteListener(
    [
      [proxyPath, proxy],
      ['/demo-config.json', sendDemoConfig],
    ],
    [
      ['/dist/', distDir],
      ['/', demoDir],
    ],
  ),
);
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
