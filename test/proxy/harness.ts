// Shared by the proxy tests: the real stand-in service, a fresh scope of it per test (its own
// request log and fault queue), and a proxy onto that scope.
import {startStandIns} from '../../demo/stand-in/start.js';
import {
  createVideoProxy,
  type ProxyContext,
  type VideoProxyOptions,
} from '../../src/proxy/index.js';

export const KEY = 'proxy-test-key-5e1f0c7a';
export const BASE = '/api/video';
export const ORIGIN = 'http://widgets.test';

/** One request as the stand-in logged it (see demo/stand-in/service.js). */
export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  apiKey: boolean;
  apiKeyValid: boolean;
  accept: string | null;
  status: number | null;
}

export type StandIns = Awaited<ReturnType<typeof startStandIns>>;

export const startStandIn = () => startStandIns({servicePort: 0, mediaPort: 0, apiKey: KEY});

/** A fresh scope of the stand-in: the upstream URL onto it, its request log and fault queue. */
export function scope(serviceUrl: string) {
  const name = `proxy-${Math.random().toString(36).slice(2)}`;
  const control = `${serviceUrl}/__control/${name}`;
  return {
    upstream: `${serviceUrl}/scopes/${name}`,
    requests: async () =>
      ((await (await fetch(`${control}/requests`)).json()) as {requests: LoggedRequest[]}).requests,
    fault: async (...faults: object[]) => {
      const response = await fetch(`${control}/faults`, {
        method: 'POST',
        body: JSON.stringify({faults}),
      });
      if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
    },
  };
}

/**
 * A proxy mounted at BASE onto a fresh scope, with a clock the test moves (`clock.now`), its log
 * lines collected, and no rate limit unless the test asks for one.
 */
export function scopedProxy(serviceUrl: string, options: Partial<VideoProxyOptions> = {}) {
  const target = scope(serviceUrl);
  const logs: string[] = [];
  const clock = {now: 1_000_000};
  const proxy = createVideoProxy({
    upstream: target.upstream,
    apiKey: KEY,
    basePath: BASE,
    rateLimit: false,
    log: (line) => logs.push(line),
    now: () => clock.now,
    ...options,
  });
  const call = (path: string, init?: RequestInit, context?: ProxyContext) =>
    proxy(new Request(`${ORIGIN}${path}`, init), context);
  return {...target, proxy, call, logs, clock};
}

/** Everything a client can see of a response: status, headers and body. */
export async function visible(response: Response): Promise<string> {
  return `${response.status} ${JSON.stringify([...response.headers])} ${await response.text()}`;
}

/** The `error.code` of a JSON error response. */
export async function errorCode(response: Response): Promise<string | undefined> {
  return (await errorOf(response))?.code;
}

/** The `error` object of a proxy's refusal: its code and its message. */
export async function errorOf(
  response: Response,
): Promise<{code?: string; message?: string} | undefined> {
  const body = (await response.json()) as {error?: {code?: string; message?: string}};
  return body.error;
}
