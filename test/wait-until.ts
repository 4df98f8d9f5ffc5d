import {waitUntil as openWcWaitUntil} from '@open-wc/testing';

type Options = Parameters<typeof openWcWaitUntil>[2];

/**
 * @open-wc's `waitUntil` with a wait a loaded CI machine can meet: its own default of 1 s is
 * shorter than a lazy chunk plus a media start can take there (the test's own 20 s still bounds it).
 * A message given as a function is read when the wait fails, to say the state it ended in.
 */
export async function waitUntil(
  predicate: () => unknown | Promise<unknown>,
  message?: string | (() => string),
  options: Options = {},
): Promise<void> {
  const settings = {timeout: 10_000, ...options};
  if (typeof message !== 'function') return openWcWaitUntil(predicate, message, settings);
  try {
    await openWcWaitUntil(predicate, undefined, settings);
  } catch {
    throw new Error(message());
  }
}
