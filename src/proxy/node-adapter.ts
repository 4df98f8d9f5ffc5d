import type {IncomingMessage, ServerResponse} from 'node:http';
import {VARY} from './cors.js';
import {errorResponse, proxyError} from './responses.js';
import {hasDotSegmentOrBackslash} from './safe-path.js';
import {BAD_PATH, type VideoProxyHandler} from './video-proxy.js';

const BAD_REQUEST = proxyError(400, 'bad-request', 'The request could not be read.');
const FAILED = proxyError(500, 'internal', 'The proxy failed.');

/**
 * The origin of every URL the handler sees. The `Host` a client sends is never used: a forged
 * one could change the URL, hence the route and the answer cached for everyone.
 */
const ORIGIN = 'http://localhost';

/**
 * Serves the web-standard handler from Node's `http` server, passing the socket's address as
 * `clientAddress` for the rate limit. `next` (as in Connect/Express middleware) receives
 * requests outside `basePath`; without it every request goes to the handler.
 */
export function toNodeListener(
  handler: VideoProxyHandler,
  basePath = '',
): (req: IncomingMessage, res: ServerResponse, next?: () => void) => void {
  return (req, res, next) => {
    const target = req.url ?? '/';
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
    const request = toRequest(req, target);
    const answered =
      request instanceof Response
        ? Promise.resolve(request)
        : handler(request, {
            clientAddress: req.socket.remoteAddress,
          });
    answered
      .then((response) => send(res, response))
      .catch(() => {
        if (res.headersSent) res.end();
        else void send(res, errorResponse(FAILED, VARY));
      });
  };
}

/** The `Request` for a raw request target, or the refusal when it must not reach the handler. */
function toRequest(req: IncomingMessage, target: string): Request | Response {
  // Origin-form only: an absolute or `*` target could smuggle another host into the URL.
  if (!target.startsWith('/')) return errorResponse(BAD_REQUEST, VARY);
  // Checked before parsing, which would resolve `..` and turn `\` into `/`.
  if (hasDotSegmentOrBackslash(target.split('?')[0]!)) return errorResponse(BAD_PATH, VARY);
  try {
    const headers = new Headers();
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
      headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
    }
    // Concatenated, not resolved: a target like //evil.test/… stays a path.
    return new Request(`${ORIGIN}${target}`, {method: req.method, headers});
  } catch {
    // So do methods fetch forbids (CONNECT, TRACE).
    return errorResponse(BAD_REQUEST, VARY);
  }
}

/** The proxy's answers are small JSON held in memory: one write, no stream plumbing. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : undefined;
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}
