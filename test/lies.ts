import {DEFAULT_REQUEST} from '../src/data/request.js';
import type {Fault, Scope} from './stand-in.js';
import {waitUntil} from './wait-until.js';

/** A stand-in fault with the fields that lie about the answer (demo/stand-in/lies.js). */
export interface Lie extends Fault {
  headers?: Record<string, string>;
  /**
   * With `chunkSize`, sent in writes of that many bytes, `chunkDelayMs` apart; with `pauseAfter`,
   * nothing more after that many bytes until the client goes away.
   */
  records?: {
    count: number;
    titleLength?: number;
    chunkSize?: number;
    chunkDelayMs?: number;
    pauseAfter?: number;
  };
  reset?: boolean;
  times?: number;
}

/** Queues lies in the scope, ahead of its normal answers. */
export function lie(scope: Scope, ...lies: Lie[]): Promise<void> {
  return scope.fault(...lies);
}

/**
 * The bytes the stand-in sent for the scope's last request, once it is over. Waits half the
 * time a client's attempt may take: an answer the client left open ends when that time aborts
 * it, which must not pass for the client going away on its own.
 */
export async function bytesSent(scope: Scope): Promise<number> {
  let sent: number | null | undefined;
  await waitUntil(
    async () => {
      sent = (await scope.requests()).at(-1)?.bytesSent;
      return typeof sent === 'number';
    },
    'the last request never ended',
    {timeout: DEFAULT_REQUEST.timeout / 2},
  );
  return sent!;
}
