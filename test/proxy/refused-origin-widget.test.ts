// The widgets' data client against the real proxy (over HTTP, as from a page on another
// origin): a refusal of the page's origin reaches the author as words to act on, and is
// not retried. Node reads the 403 whatever its CORS headers; a browser needs them to.
import assert from 'node:assert/strict';
import {once} from 'node:events';
import {createServer, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {after, before, describe, it} from 'node:test';
import {VideoClient, VideoServiceError} from '../../src/data/index.js';
import {toNodeListener} from '../../src/proxy/node-adapter.js';
import {BASE, ORIGIN, scopedProxy, startStandIn, type StandIns} from './harness.js';

describe('the widgets’ client, refused by the proxy for its origin', () => {
  let standIns: StandIns;
  let server: Server;
  let hits = 0;
  let endpoint: string;
  let upstreamRequests: () => Promise<unknown[]>;

  before(async () => {
    standIns = await startStandIn();
    // As web-test-runner.config.js mounts it: no allowed origins.
    const {proxy, requests} = scopedProxy(standIns.serviceUrl);
    upstreamRequests = requests;
    const listener = toNodeListener(proxy, BASE);
    server = createServer((req, res) => {
      hits++;
      listener(req, res);
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}${BASE}`;
  });
  after(async () => {
    server.closeAllConnections();
    server.close();
    await standIns.close();
  });

  it('reports origin-not-allowed, says what to configure, and asks once', async () => {
    const client = new VideoClient({
      sleep: async () => {},
      // The page's origin, as a browser on another site sends it.
      fetch: (url, init) =>
        fetch(url, {...init, headers: {...(init?.headers as object), origin: ORIGIN}}),
    });
    let error: unknown;
    try {
      await client.listVideos({endpoint}, {category: 'Investing Basics', limit: 4});
    } catch (caught) {
      error = caught;
    }
    assert.ok(error instanceof VideoServiceError, String(error));
    assert.equal(error.kind, 'origin-not-allowed');
    assert.equal(error.status, 403);
    assert.equal(error.retryable, false);
    // Outside a page there is no origin to name; in one, it is named (test/data).
    assert.equal(
      error.message,
      'This site is not allowed to use the video service. Add its origin to the allowed origins of the proxy (PROXY_ALLOWED_ORIGINS), or serve the proxy from this site.',
    );
    assert.equal(hits, 1);
    assert.deepEqual(await upstreamRequests(), []);
  });
});
