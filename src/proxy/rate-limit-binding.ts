import type {RateStore} from './stores.js';

/** Cloudflare's rate-limiting binding (`[[ratelimits]]` in wrangler.toml), as a Worker sees it. */
export interface RateLimitBinding {
  limit(options: {key: string}): Promise<{success: boolean}>;
}

/**
 * Seconds a refused client is told to wait. The binding does not say when it will let the
 * client through; 10 s is the shorter of the two periods it can count over.
 */
const RETRY_SECONDS = 10;

export function isRateLimitBinding(value: unknown): value is RateLimitBinding {
  return typeof (value as Partial<RateLimitBinding> | null)?.limit === 'function';
}

/**
 * Rate limits counted by Cloudflare's rate-limiting binding, shared by the isolates of a
 * location, with the limit and period set in wrangler.toml (the proxy's own `burst` and
 * `perSecond` are then not used).
 */
export function rateLimitBindingStore(binding: RateLimitBinding): RateStore {
  return {
    async take(client) {
      const {success} = await binding.limit({key: client});
      return success ? 0 : RETRY_SECONDS;
    },
  };
}
