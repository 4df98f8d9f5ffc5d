import type {AnswerStore} from './stores.js';
import type {Answer} from './upstream.js';

/**
 * Answers in the runtime's Cache API (a Worker's `caches.default`, Deno's `caches.open(…)`), so
 * every isolate of a data centre serves what any of them fetched. Each answer is stored under
 * its upstream URL, with what the proxy needs beside the body in headers of its own.
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
      return {
        status: status === 404 ? 404 : 200,
        etag: response.headers.get('etag') ?? '',
        storedAt: Number(response.headers.get('x-stored-at')),
        body: new Uint8Array(await response.arrayBuffer()),
      };
    },
    async set(key, answer: Answer, keepMs) {
      // Stored as a 200 whatever the answer: a cache may refuse to keep a 404.
      const response = new Response(answer.body, {
        headers: {
          'cache-control': `max-age=${Math.ceil(keepMs / 1000)}`,
          'content-type': 'application/json',
          etag: answer.etag,
          'x-answer-status': String(answer.status),
          'x-stored-at': String(answer.storedAt),
        },
      });
      await (await opened()).put(url(key), response);
    },
  };
}
