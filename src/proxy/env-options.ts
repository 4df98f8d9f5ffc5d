import {DEFAULT_RATE_LIMIT, type VideoProxyOptions} from './video-proxy.js';

/** The environment variables read by `optionsFromEnv`, for help texts and docs. */
export const ENV_HELP = `  VIDEO_API_BASE         base URL of the Video Content Service (required)
  VIDEO_API_KEY          its API key (required; never pass it as an argument)
  PROXY_BASE_PATH        mount path (default /api/video)
  PROXY_ALLOWED_ORIGINS  comma-separated origins whose pages may call, or * (default: none)
  PROXY_PUBLIC_ORIGIN    the origin your own pages are served from, e.g. https://www.example.com
  PROXY_CACHE_TTL        seconds an answer stays fresh; 0 = no cache (default 60)
  PROXY_STALE_TTL        seconds past that an answer is served if the service fails (default 600)
  PROXY_MAX_LIMIT        largest limit forwarded (default 100)
  PROXY_TIMEOUT          milliseconds the service may take (default 10000)
  PROXY_CONCURRENCY      calls to the service in flight at most (default 16)
  PROXY_QUEUE_SIZE       calls that may wait for one of those, beyond which 503 (default 256)
  PROXY_QUEUE_WAIT       milliseconds a call may wait for one, then 503 (default 3000)
  PROXY_REDIS_URL        redis://host:6379 shared by instances: answers, one upstream call per
                         answer, limits (needs the redis package); default: each in memory
  PROXY_RATE_LIMIT       per client: <burst>/<perSecond>, e.g. 60/10 (the default), or off
  PROXY_BEACON           on: accept the players' quality events at <base path>/beacon and log
                         one JSON line per event (default off)
  PROXY_CLIENT_HEADER    header your load balancer sets to the client address (its last entry
                         counts), e.g. x-forwarded-for; default: the connection's address`;

/**
 * Proxy options from environment variables (Node's `process.env`, a Worker's `env`, …), so the
 * key comes from the environment and never from a command line. Throws a `TypeError` that
 * names the variable at fault and never shows the key.
 */
export function optionsFromEnv(
  env: Readonly<Record<string, unknown>>,
): VideoProxyOptions & {basePath: string} {
  const text = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const required = (name: string): string => {
    const value = text(name);
    if (value === undefined) throw new TypeError(`video proxy: set ${name}.`);
    return value;
  };
  const number = (name: string): number | undefined => {
    const value = text(name);
    if (value === undefined) return undefined;
    if (!/^\d+(\.\d+)?$/.test(value)) {
      throw new TypeError(`video proxy: ${name} must be a number, got "${value}".`);
    }
    return Number(value);
  };
  return {
    upstream: required('VIDEO_API_BASE'),
    apiKey: required('VIDEO_API_KEY'),
    basePath: text('PROXY_BASE_PATH') ?? '/api/video',
    allowedOrigins: text('PROXY_ALLOWED_ORIGINS')?.split(/[\s,]/).filter(Boolean),
    publicOrigin: text('PROXY_PUBLIC_ORIGIN'),
    cacheTtl: number('PROXY_CACHE_TTL'),
    staleTtl: number('PROXY_STALE_TTL'),
    maxLimit: number('PROXY_MAX_LIMIT'),
    timeout: number('PROXY_TIMEOUT'),
    concurrency: number('PROXY_CONCURRENCY'),
    queueSize: number('PROXY_QUEUE_SIZE'),
    queueWait: number('PROXY_QUEUE_WAIT'),
    redisUrl: text('PROXY_REDIS_URL'),
    rateLimit: rateLimitFrom(text('PROXY_RATE_LIMIT'), text('PROXY_CLIENT_HEADER')),
    beacon: switchOf('PROXY_BEACON', text('PROXY_BEACON')) ? {} : undefined,
  };
}

function switchOf(name: string, value: string | undefined): boolean {
  if (value === undefined || value === 'off') return false;
  if (value === 'on') return true;
  throw new TypeError(`video proxy: ${name} must be on or off, got "${value}".`);
}

function rateLimitFrom(
  value: string | undefined,
  clientHeader: string | undefined,
): VideoProxyOptions['rateLimit'] {
  if (value === 'off') return false;
  const rate = value === undefined ? undefined : rateOf(value);
  if (clientHeader === undefined) return rate;
  return {
    ...(rate ?? DEFAULT_RATE_LIMIT),
    // The last entry is the one the balancer itself added; earlier ones come from the client.
    key: (request, context) =>
      request.headers.get(clientHeader)?.split(',').at(-1)!.trim() || context.clientAddress,
  };
}

/** The rate limit `<burst>/<perSecond>`, e.g. `60/10`. */
function rateOf(value: string): {burst: number; perSecond: number} {
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(value);
  if (!match) {
    throw new TypeError(`video proxy: PROXY_RATE_LIMIT must be <burst>/<perSecond> or off.`);
  }
  return {burst: Number(match[1]), perSecond: Number(match[2])};
}
