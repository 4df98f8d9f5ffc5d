export {
  createVideoProxy,
  type BeaconOptions,
  type ProxyContext,
  type RateLimitOptions,
  type VideoProxy,
  type VideoProxyHandler,
  type VideoProxyOptions,
} from './video-proxy.js';
export {optionsFromEnv} from './env-options.js';
export {cacheApiStore} from './cache-api-store.js';
export {rateLimitBindingStore, type RateLimitBinding} from './rate-limit-binding.js';
export type {AnswerStore, RateStore} from './stores.js';
