// A stand-in service for answers the JSON fault queue cannot express: bodies larger than a proxy
// accepts, bodies in several chunks, invalid UTF-8, and slow answers whose overlap is counted.
// The first path segment names the answer, so a client's base URL picks it:
//   http://127.0.0.1:<port>/<answer>/content/video?…
import {once} from 'node:events';
import {createServer} from 'node:http';
import {sendChunked} from './send-chunked.js';

const MIB = 1024 * 1024;

/** A JSON object of exactly `size` bytes: an empty list padded with a string of `x`. */
export function jsonOfSize(size) {
  const shell = '{"data":{"items":[]},"pad":""}';
  return Buffer.from(shell.replace('""', `"${'x'.repeat(size - shell.length)}"`));
}

/** @type {Record<string, (res: import('node:http').ServerResponse) => void | Promise<void>>} */
const ANSWERS = {
  // Declares more than 4 MiB, sends a little and then nothing: only a client that trusts the
  // declared length answers at once; one that reads on waits for its timeout.
  'declared-oversized': (res) => {
    res.writeHead(200, {'content-type': 'application/json', 'content-length': 4 * MIB + 1});
    res.write('{"data":');
  },
  'declared-at-cap': (res) => {
    const body = jsonOfSize(4 * MIB);
    res.writeHead(200, {'content-type': 'application/json', 'content-length': body.length});
    res.end(body);
  },
  // No length declared: the size shows only while reading.
  'streamed-oversized': (res) => sendInParts(res, jsonOfSize(4 * MIB + 1)),
  'streamed-at-cap': (res) => sendInParts(res, jsonOfSize(4 * MIB)),
  'three-chunks': (res) =>
    sendInParts(res, Buffer.from('{"data":{"items":[{"id":1,"title":"ok"}]}}'), 3),
  'invalid-utf8': (res) => {
    const body = Buffer.concat([
      Buffer.from('{"data":{"items":[]},"x":"'),
      Buffer.of(0xff),
      Buffer.from('"}'),
    ]);
    res.writeHead(200, {'content-type': 'application/json', 'content-length': body.length});
    res.end(body);
  },
};

/** Writes `body` in `parts` chunks, each flushed before the next, without a content-length. */
function sendInParts(res, body, parts = 16) {
  res.writeHead(200, {'content-type': 'application/json'});
  return sendChunked(res, body, {size: Math.ceil(body.length / parts)});
}

/**
 * Starts the raw-answer service on a free loopback port. `/slow-<ms>/…` answers an empty list
 * after that many milliseconds; `inFlight()` and `maxInFlight()` count the overlap of all
 * requests, `requests()` their number.
 */
export async function startRawAnswers() {
  let inFlight = 0;
  let maxInFlight = 0;
  let requests = 0;
  const server = createServer(async (req, res) => {
    requests++;
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => inFlight--);
    const name = (req.url ?? '/').split('/')[1] ?? '';
    const slow = /^slow-(\d+)$/.exec(name);
    if (slow) {
      await new Promise((resolve) => setTimeout(resolve, Number(slow[1])));
      res.writeHead(200, {'content-type': 'application/json'});
      res.end('{"data":{"items":[]}}');
      return;
    }
    const answer = ANSWERS[name];
    if (answer) await answer(res);
    else {
      res.writeHead(404, {'content-type': 'application/json'});
      res.end('{"error":"no such answer"}');
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    inFlight: () => inFlight,
    maxInFlight: () => maxInFlight,
    requests: () => requests,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve(undefined)));
    },
  };
}
