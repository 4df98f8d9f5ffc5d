import {coalesce} from './coalesce.js';
import type {ProxyError} from './responses.js';
import type {AnswerStore} from './stores.js';
import type {Answer} from './upstream.js';

/** How often an instance that lost a claim looks for the answer the winner stores. */
const POLL_MS = 20;

export interface AnswerSourceSettings {
  store: AnswerStore;
  /** Asks the upstream (within the concurrency limit). */
  fetch: (path: string) => Promise<Answer | ProxyError>;
  /** Milliseconds an answer is fresh; 0 stores nothing. */
  freshMs: number;
  /** Milliseconds past that it is kept, to be served while the service fails. */
  staleMs: number;
  /** Milliseconds a claim on a fetch lasts: the longest the winner may take. */
  claimMs: number;
  now: () => number;
}

export type Served = {answer: Answer; state: 'HIT' | 'MISS' | 'STALE'};

export const isError = (value: object): value is ProxyError => 'code' in value;

/**
 * The answer for an upstream path: from the store while fresh, else fetched once (per instance
 * by coalescing, across instances by a claim in a shared store), and a stale one if that fails.
 */
export function answerSource(settings: AnswerSourceSettings) {
  const {store, freshMs, now} = settings;
  // Concurrent requests for one path read a shared store once, not once each.
  const stored = coalesce((path) => store.get(path));
  const fresh = (answer: Answer | undefined) =>
    answer !== undefined && now() - answer.storedAt < freshMs ? answer : undefined;

  /** Polls the store until a fresh answer shows up, or the claim it waits on runs out. */
  async function awaitAnswer(path: string): Promise<Answer | undefined> {
    const deadline = performance.now() + settings.claimMs;
    while (performance.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      const found = fresh(await stored(path));
      if (found) return found;
    }
    return undefined;
  }

  const load = coalesce(async (path): Promise<Answer | ProxyError> => {
    // Read again: the previous fetch may have stored it since this request found nothing.
    const since = fresh(await stored(path));
    if (since) return since;
    // Only a store shared by instances claims (true: this one fetches), and only for an answer
    // it will keep; undefined: no claim was made, so there is none to wait on or release.
    const claim = freshMs > 0 ? await store.claim?.(path, settings.claimMs) : undefined;
    if (claim === false) {
      const found = await awaitAnswer(path);
      if (found) return found;
    }
    try {
      const result = await settings.fetch(path);
      if (!isError(result) && freshMs > 0) {
        await store.set(path, result, freshMs + settings.staleMs);
      }
      return result;
    } finally {
      if (claim) await store.release?.(path);
    }
  });

  return async (path: string): Promise<Served | ProxyError> => {
    const kept = await stored(path);
    const hit = fresh(kept);
    if (hit) return {answer: hit, state: 'HIT'};
    const result = await load(path);
    if (!isError(result)) return {answer: result, state: 'MISS'};
    const serviceDown = result.status >= 500 || result.status === 429;
    return kept && serviceDown ? {answer: kept, state: 'STALE'} : result;
  };
}
