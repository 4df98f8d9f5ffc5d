// The proxy contract (conformance.ts) against the Node proxy, over HTTP.
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before} from 'node:test';
import {createVideoProxy} from '../../src/proxy/index.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {
  conformance,
  CONFORMANCE_ORIGIN,
  CONFORMANCE_TIMEOUT,
  type ProxyTarget,
} from './conformance.js';
import {BASE, KEY, scope, startStandIn, type StandIns} from './harness.js';

let standIns: StandIns;
let server: Server;
let target: ProxyTarget;

before(async () => {
  standIns = await startStandIn();
  const {upstream} = scope(standIns.serviceUrl);
  const proxy = createVideoProxy({
    upstream,
    apiKey: KEY,
    basePath: BASE,
    allowedOrigins: [CONFORMANCE_ORIGIN],
    timeout: CONFORMANCE_TIMEOUT,
    rateLimit: false,
    log: () => {},
  });
  server = createServer(toNodeListener(proxy, BASE)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const {port} = server.address() as AddressInfo;
  target = {
    base: `http://127.0.0.1:${port}${BASE}`,
    control: upstream.replace('/scopes/', '/__control/'),
    apiKey: KEY,
  };
});

after(async () => {
  server.closeAllConnections();
  server.close();
  await standIns.close();
});

conformance('Node', () => target);
