import {chunksOf, readLimited} from './read-body.js';

/**
 * What the proxy needs of a request. The web handler makes one from a `Request`; the Node
 * adapter makes one straight from Node's request, so a cache hit builds no `Request`,
 * `Headers` or `Response` (most of a hit's cost when it did).
 */
export interface Call {
  method: string;
  /** The absolute URL, e.g. `http://localhost/api/video/content/video?limit=3`. */
  url: string;
  /** A request header's value, `null` when absent. */
  header(name: string): string | null;
  /** The request as a `Request`, made only when asked for (a custom rate-limit key). */
  request(): Request;
  /** The body, read only when asked for; `undefined` once it is longer than `limit` bytes. */
  body(limit: number): Promise<Uint8Array | undefined>;
}

/** What the proxy answers: a status, headers and a body, before any runtime's wrapping. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array<ArrayBuffer> | string | null;
}

export function callOf(request: Request): Call {
  return {
    method: request.method,
    url: request.url,
    header: (name) => request.headers.get(name),
    request: () => request,
    body: (limit) => readLimited(chunksOf(request.body), limit),
  };
}

export function toResponse(reply: Reply): Response {
  // Workers would otherwise gzip the gzipped body again; other runtimes ignore the member.
  const init: ResponseInit & {encodeBody?: 'manual'} = {
    status: reply.status,
    headers: reply.headers,
    // Stryker disable next-line StringLiteral: only workerd reads it, where Stryker's coverage
    // does not reach; workerd.test.ts fails with it empty or without it (gzipped twice).
    encodeBody: 'manual',
  };
  return new Response(reply.body, init);
}
