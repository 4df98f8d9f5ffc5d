// workerd's Cache API and bindings, reached from the test's own Node process through Miniflare:
// the code under test runs here, where Stryker's per-test coverage sees it, against the real
// parts it meets on Workers.
import {Miniflare, Response as MiniflareResponse} from 'miniflare';

/** The rate-limiting binding's settings, as Miniflare simulates `[[ratelimits]]`. */
export type RateLimits = Record<string, {simple: {limit: number; period: 10 | 60}}>;

/** A workerd runtime with nothing of its own to serve: its cache and bindings are the point. */
export async function workerdRuntime(ratelimits: RateLimits = {}) {
  const mf = new Miniflare({
    modules: true,
    script: 'export default {fetch: () => new Response(null, {status: 404})};',
    compatibilityDate: '2025-07-01',
    ratelimits,
  });
  await mf.ready;
  // Typed by hand: Miniflare's typings of `getCaches` clash with the DOM's.
  const caches = (await mf.getCaches()) as unknown as {default: WorkerdCache};
  const edge = nodeSideCache(caches.default);
  const bindings = await mf.getBindings();
  return {edge, bindings, dispose: () => mf.dispose()};
}

/** The part of workerd's Cache that Miniflare hands to Node and the proxy uses. */
interface WorkerdCache {
  match(url: string): Promise<unknown>;
  put(url: string, response: MiniflareResponse): Promise<void>;
}

/**
 * workerd's `caches.default` as a DOM `Cache` in Node. Miniflare carries a Response into workerd
 * only when it is one of its own (its serializer refuses Node's class), so what is put is copied
 * into one — status, headers and bytes, nothing else; matches come back as workerd gives them.
 */
function nodeSideCache(cache: WorkerdCache): Cache {
  const edge: Pick<Cache, 'match' | 'put'> = {
    match: async (request) => (await cache.match(String(request))) as Response | undefined,
    put: async (request, response) => {
      const copy = new MiniflareResponse(await response.arrayBuffer(), {
        status: response.status,
        headers: [...response.headers],
      });
      await cache.put(String(request), copy);
    },
  };
  return edge as Cache;
}

/**
 * Runs `run` within one window of a rate-limiting binding of `period` seconds. Miniflare counts
 * per fixed window of the wall clock and empties every bucket when the next one begins, so a run
 * that straddles two is run again (`attempt` is for the run to take keys not counted yet).
 */
export async function withinOneWindow<T>(
  period: 10 | 60,
  run: (attempt: number) => Promise<T>,
): Promise<T> {
  const window = () => Math.floor(Date.now() / (period * 1000));
  for (let attempt = 0; ; attempt++) {
    const started = window();
    const result = await run(attempt);
    if (window() === started || attempt === 2) return result;
  }
}
