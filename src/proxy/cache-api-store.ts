import {gunzip} from './encoding.js';
import type {AnswerStore} from './stores.js';
import type {Answer} from './upstream.js';

/**
 * Answers in the runtime's Cache API (a Worker's `caches.default`, Deno's `caches.open(…)`), so
 * every isolate of a data centre serves what any of them fetched. Each answer is stored under
 * its upstream URL, gzipped as the proxy sends it, with what the proxy needs beside the body in
 * headers of its own.
 */
export function cacheApiStore(open: () => Promise<Cache>, upstream: string): AnswerStore {
  let cache: Promise<Cache> | undefined;
  const opened = () => (cache ??= open());
  const url = (key: string) => `${upstream}${key}`;
  return {
    async get(key) {
      const response = await (await opened()).match(url(key));
      if (!response) return undefined;
      const status = Number(response.headers.get('x-answer-status'));
      const stored = new Uint8Array(await response.arrayBuffer());
      const gzipped = response.headers.get('x-answer-gzip') === '1';
      return {
        status: status === 404 ? 404 : 200,
        etag: response.headers.get('etag') ?? '',
        storedAt: Number(response.headers.get('x-stored-at')),
        body: gzipped ? await gunzip(stored) : stored,
        ...(gzipped ? {gzip: stored} : {}),
      };
    },
    async set(key, answer: Answer, keepMs) {
      // Stored as a 200 whatever the answer: a cache may refuse to keep a 404. Opaque bytes
      // without `content-encoding`, so no cache decodes or encodes them on the way.
      const response = new Response(answer.gzip ?? answer.body, {
        headers: {
          'cache-control': `max-age=${Math.ceil(keepMs / 1000)}`,
          'content-type': 'application/octet-stream',
          etag: answer.etag,
          'x-answer-status': String(answer.status),
          'x-answer-gzip': answer.gzip ? '1' : '0',
          'x-stored-at': String(answer.storedAt),
        },
      });
      await (await opened()).put(url(key), response);
    },
  };
}
