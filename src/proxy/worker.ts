// The proxy as a Cloudflare Workers module: `main` of a wrangler config, with VIDEO_API_BASE as
// a var and VIDEO_API_KEY as a secret (`wrangler secret put VIDEO_API_KEY`); see docs/proxy.md.
import {cacheApiStore} from './cache-api-store.js';
import {optionsFromEnv} from './env-options.js';
import {isRateLimitBinding, rateLimitBindingStore} from './rate-limit-binding.js';
import {createVideoProxy, type VideoProxyHandler} from './video-proxy.js';

// One handler per isolate, so its coalescing and rate limits outlive a single request; answers
// live in the data centre's cache (`caches.default`), shared by every isolate there, and so do
// rate limits when a rate-limiting binding named RATE_LIMITER is configured.
let handler: VideoProxyHandler | undefined;

export default {
  async fetch(request: Request, env: Readonly<Record<string, unknown>>): Promise<Response> {
    try {
      handler ??= workerProxy(env);
    } catch (error) {
      // The message names the setting at fault, never the key.
      console.error(error instanceof TypeError ? error.message : 'video proxy: invalid settings.');
      return new Response(
        '{"error":{"code":"misconfigured","message":"The proxy is not configured."}}',
        {status: 500, headers: {'content-type': 'application/json; charset=utf-8'}},
      );
    }
    // Cloudflare sets this header itself; a client cannot forge it past the edge.
    const clientAddress = request.headers.get('cf-connecting-ip') ?? undefined;
    return handler(request, {clientAddress});
  },
};

/**
 * The proxy with its answers in the data centre's cache, and its rate limits in the
 * rate-limiting binding when there is one, shared by the isolates there.
 */
function workerProxy(env: Readonly<Record<string, unknown>>): VideoProxyHandler {
  const options = optionsFromEnv(env);
  const edge = (globalThis.caches as (CacheStorage & {default?: Cache}) | undefined)?.default;
  const answerStore = edge && cacheApiStore(async () => edge, options.upstream.replace(/\/+$/, ''));
  const limiter = env.RATE_LIMITER;
  const rateStore = isRateLimitBinding(limiter) ? rateLimitBindingStore(limiter) : undefined;
  return createVideoProxy({...options, answerStore, rateStore});
}
