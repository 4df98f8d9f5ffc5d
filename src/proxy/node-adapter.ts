import type {IncomingMessage, ServerResponse} from 'node:http';
import type {VideoProxyHandler} from './video-proxy.js';

const BAD_REQUEST = '{"error":{"code":"bad-request","message":"The request could not be read."}}';

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
    const path = req.url ?? '/';
    if (
      next &&
      !(path === basePath || path.startsWith(`${basePath}/`) || path.startsWith(`${basePath}?`))
    ) {
      next();
      return;
    }
    let request: Request;
    try {
      // Origin-form only: an absolute or `*` target could smuggle another host into the URL.
      if (!path.startsWith('/')) throw new TypeError('not origin-form');
      const headers = new Headers();
      for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
        headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
      }
      // Concatenated, not resolved: a target like //evil.test/… stays a path.
      request = new Request(`http://${req.headers.host ?? 'localhost'}${path}`, {
        method: req.method,
        headers,
      });
    } catch {
      // So do methods fetch forbids (CONNECT, TRACE) and unparsable hosts.
      res.writeHead(400, {'content-type': 'application/json; charset=utf-8'});
      res.end(BAD_REQUEST);
      return;
    }
    handler(request, {clientAddress: req.socket.remoteAddress})
      .then(async (response) => {
        // The proxy's answers are small JSON held in memory: one write, no stream plumbing.
        const body = response.body ? new Uint8Array(await response.arrayBuffer()) : undefined;
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.end(body);
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, {'content-type': 'application/json'});
        res.end('{"error":{"code":"internal","message":"The proxy failed."}}');
      });
  };
}
