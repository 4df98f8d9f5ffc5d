import type {IncomingMessage, ServerResponse} from 'node:http';
import {Readable} from 'node:stream';

/**
 * Serves a web-standard handler from Node's `http` server. `next` (as in Connect/Express
 * middleware) receives requests outside `basePath`; without it they get a 404.
 */
export function toNodeListener(
  handler: (request: Request) => Promise<Response>,
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
    const request = new Request(new URL(path, `http://${req.headers.host ?? 'localhost'}`), {
      method: req.method,
      headers: Object.entries(req.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, Array.isArray(value) ? value.join(', ') : value]],
      ) as Array<[string, string]>,
    });
    handler(request)
      .then(async (response) => {
        res.writeHead(response.status, Object.fromEntries(response.headers));
        if (response.body) {
          Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res);
        } else {
          res.end();
        }
      })
      .catch(() => {
        if (!res.headersSent) res.writeHead(500, {'content-type': 'application/json'});
        res.end('{"error":{"code":"internal","message":"The proxy failed."}}');
      });
  };
}
