import type {QualityEvent} from '../playback/quality-event.js';
import {MAX_BEACON_BYTES, parseBeacon} from './beacon-events.js';
import {corsHeaders, originRefused, preflightReply, VARY, type OriginPolicy} from './cors.js';
import type {Call, Reply} from './reply.js';
import {errorReply, proxyError, SECURITY_HEADERS} from './responses.js';
import {rateLimited, type ProxyContext, type ServeSettings} from './serve.js';

/** The proxy's `beacon` option: it accepts the players' quality events at `{basePath}/beacon`. */
export interface BeaconOptions {
  /**
   * Receives the validated events of each beacon (e.g. to hand them to an analytics store);
   * default: one JSON line per event through the proxy's `log`.
   */
  log?: (events: readonly QualityEvent[]) => void;
}

type BeaconSettings = Pick<ServeSettings, 'rateLimit' | 'rates' | 'now'> & {
  policy: OriginPolicy;
  /** The proxy's own logger, for the default. */
  logLine: (line: string) => void;
};

const TOO_BIG = proxyError(
  413,
  'too-large',
  `A beacon may hold ${MAX_BEACON_BYTES} bytes at most.`,
);
const POST_ONLY = proxyError(405, 'method-not-allowed', 'Send quality events with POST.', {
  allow: 'POST',
});

/**
 * Serves `POST {basePath}/beacon`: checks the origin, the rate limit, the size and every field
 * of the events (see beacon-events.ts), hands them to `log` and answers 204. Nothing of it is
 * ever sent upstream.
 */
export function beaconRoute(options: BeaconOptions, settings: BeaconSettings) {
  const log =
    options.log ??
    ((events) => events.forEach((event) => settings.logLine(JSON.stringify({beacon: event}))));
  return async (call: Call, context: ProxyContext): Promise<Reply> => {
    const origin = call.header('origin');
    // Browsers send an Origin with every POST, their own page's too; that one they mark so.
    const sameOrigin = call.header('sec-fetch-site') === 'same-origin';
    const cors = sameOrigin ? {} : corsHeaders(settings.policy, origin);
    if (!cors) return originRefused(call.method, origin ?? '');
    // A beacon is a simple request (text/plain): a preflight only comes from another client.
    if (call.method === 'OPTIONS') {
      return preflightReply(call.header('access-control-request-method'), cors);
    }
    const headers = {...VARY, ...cors};
    if (call.method !== 'POST') return errorReply(POST_ONLY, headers);
    const limited = await rateLimited(settings, call, context);
    if (limited) return errorReply(limited, headers);
    const body = await call.body(MAX_BEACON_BYTES);
    if (!body) return errorReply(TOO_BIG, headers);
    const events = parseBeacon(body);
    if (typeof events === 'string') {
      return errorReply(proxyError(400, 'invalid-beacon', events), headers);
    }
    log(events);
    return {
      status: 204,
      headers: {...SECURITY_HEADERS, ...headers, 'cache-control': 'no-store'},
      body: null,
    };
  };
}
