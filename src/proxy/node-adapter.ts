import type {IncomingMessage, ServerResponse} from 'node:http';
import {VARY} from './cors.js';
import {readLimited} from './read-body.js';
import type {Call, Reply} from './reply.js';
import {errorReply, proxyError} from './responses.js';
import {hasDotSegmentOrBackslash} from './safe-path.js';
import {BAD_PATH, type ProxyContext} from './serve.js';
import {REPLY, type VideoProxyHandler} from './video-proxy.js';

const BAD_REQUEST = proxyError(400, 'bad-request', 'The request could not be read.');
const FAILED = proxyError(500, 'internal', 'The proxy failed.');
/** Methods `fetch` forbids; refused as a `Request` would refuse them. */
const FORBIDDEN_METHOD = /^(?:CONNECT|TRACE|TRACK)$/i;

/**
 * The origin of every URL the handler sees. The `Host` a client sends is never used: a forged
 * one could change the URL, hence the route and the answer cached for everyone.
 */
const ORIGIN = 'http://localhost';

type Replier = (call: Call, context: ProxyContext) => Promise<Reply>;

/**
 * Serves the web-standard handler from Node's `http` server, passing the socket's address as
 * `clientAddress` for the rate limit. `next` (as in Connect/Express middleware) receives
 * requests outside `basePath`; without it every request goes to the handler.
 */
export function toNodeListener(
  handler: VideoProxyHandler,
  basePath = '',
): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void {
  // A handler of `createVideoProxy` is called without a `Request` or `Response` in between.
  const reply: Replier =
    (handler as Partial<Record<typeof REPLY, Replier>>)[REPLY] ??
    (async (call, context) => replyOf(await handler(call.request(), context)));
  return (req, res, next) => {
    // A request of Node's `http` server always has its url and method.
    const target = req.url!;
    if (
      next &&
      !(
        target === basePath ||
        target.startsWith(`${basePath}/`) ||
        target.startsWith(`${basePath}?`)
      )
    ) {
      next();
      return;
    }
    const refused = refusal(req, target);
    const answered = refused
      ? Promise.resolve(refused)
      : reply(nodeCall(req, target), {clientAddress: req.socket.remoteAddress});
    answered
      .then((done) => send(res, done))
      .catch(() => {
        if (res.headersSent) res.end();
        else send(res, errorReply(FAILED, VARY));
      });
  };
}

/** The refusal of a raw request target that must not reach the handler, if it must not. */
function refusal(req: IncomingMessage, target: string): Reply | undefined {
  // Origin-form only: an absolute or `*` target could smuggle another host into the URL.
  if (!target.startsWith('/') || FORBIDDEN_METHOD.test(req.method!)) {
    return errorReply(BAD_REQUEST, VARY);
  }
  // Checked before parsing, which would resolve `..` and turn `\` into `/`.
  if (hasDotSegmentOrBackslash(target.split('?')[0]!)) return errorReply(BAD_PATH, VARY);
  return undefined;
}

function nodeCall(req: IncomingMessage, target: string): Call {
  // Concatenated, not resolved: a target like //evil.test/… stays a path.
  const url = `${ORIGIN}${target}`;
  let request: Request | undefined;
  return {
    method: req.method!,
    url,
    // Every value of a repeated header, as `Headers` would give them.
    header: (name) => req.headersDistinct[name]?.join(', ') ?? null,
    request: () => (request ??= new Request(url, {method: req.method, headers: headersOf(req)})),
    body: (limit) => readLimited(req, limit),
  };
}

function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (const [name, values] of Object.entries(req.headersDistinct)) {
    for (const value of values!) headers.append(name, value);
  }
  return headers;
}

async function replyOf(response: Response): Promise<Reply> {
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
  return {status: response.status, headers: Object.fromEntries(response.headers), body};
}

/** The proxy's answers are small and held in memory: one write, no stream plumbing. */
function send(res: ServerResponse, reply: Reply): void {
  if (reply.body === null) {
    res.writeHead(reply.status, reply.headers).end();
    return;
  }
  reply.headers['content-length'] = String(Buffer.byteLength(reply.body));
  res.writeHead(reply.status, reply.headers).end(reply.body);
}
