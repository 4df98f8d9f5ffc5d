import {waitUntil as openWcWaitUntil} from '@open-wc/testing';

type Options = Parameters<typeof openWcWaitUntil>[2];

/**
 * @open-wc's `waitUntil` with a wait a loaded CI machine can meet: its own default of 1 s is
 * shorter than a lazy chunk plus a media start can take there (the test's own 20 s still bounds it).
 */
export function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string,
  options: Options = {},
): Promise<void> {
  return openWcWaitUntil(predicate, message, {timeout: 10_000, ...options});
}
