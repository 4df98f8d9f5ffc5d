import type {Reply} from './reply.js';

/** A refusal or failure the proxy answers itself, as `{"error": {code, message}}`. */
export interface ProxyError {
  status: number;
  code: string;
  /** Says what to do, without the key, the upstream address or anything the upstream said. */
  message: string;
  headers?: Record<string, string>;
}

/** On every response: the body is JSON only, never rendered, and no page URL leaks onwards. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};

export const JSON_TYPE = 'application/json; charset=utf-8';

export function proxyError(
  status: number,
  code: string,
  message: string,
  headers?: Record<string, string>,
): ProxyError {
  return {status, code, message, headers};
}

/** The error as a reply; `extra` carries the CORS and `Vary` headers of the request. */
export function errorReply(error: ProxyError, extra: Record<string, string>, head = false): Reply {
  const body = JSON.stringify({error: {code: error.code, message: error.message}});
  return {
    status: error.status,
    headers: {
      ...SECURITY_HEADERS,
      ...extra,
      ...error.headers,
      'content-type': JSON_TYPE,
      'cache-control': 'no-store',
    },
    body: head ? null : body,
  };
}
