export {
  createVideoProxy,
  type ProxyContext,
  type RateLimitOptions,
  type VideoProxy,
  type VideoProxyHandler,
  type VideoProxyOptions,
} from './video-proxy.js';
export {optionsFromEnv} from './env-options.js';
