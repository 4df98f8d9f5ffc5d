import {httpUrl} from '../data/parse-video.js';
import {AuthoringError} from '../internal/authoring-error.js';
import type {QualityEvent} from '../playback/quality-event.js';

/** Events sent at most in one beacon: the proxy's route takes 50 and 16 KiB. */
const BATCH = 20;

const INVALID =
  'The beacon attribute must be an http or https URL (e.g. /api/video/beacon), not "{beacon}". ' +
  'No quality events are sent.';

/**
 * Each sending player's flush, held weakly (its player holds it): the page's one listener for a
 * hidden page keeps no removed player alive.
 */
const flushes = new Set<WeakRef<() => void>>();

function flushAllWhenHidden(): void {
  if (document.visibilityState !== 'hidden') return;
  for (const ref of flushes) {
    const flush = ref.deref();
    if (flush) flush();
    else flushes.delete(ref);
  }
}

/** The player as the sender sees it: its `beacon` attribute, read at each send. */
interface BeaconHost extends EventTarget {
  beacon?: string;
}

/**
 * Sends a player's `video-player-quality` events to its `beacon` URL with
 * `navigator.sendBeacon`, as JSON in a `text/plain` Blob (a CORS-safelisted type, so no
 * preflight): batched, sent on each `summary` and when the page hides; `early` are the events
 * that came before it loaded. A refused beacon is
 * dropped; an invalid URL is reported once in the console and nothing is sent.
 */
export function sendQualityBeacons(player: BeaconHost, early: QualityEvent[] = []): void {
  let queued = early;
  let warned: string | undefined;

  const target = (): string | undefined => {
    const written = player.beacon ?? '';
    const url = httpUrl(written, document.baseURI);
    if (url) return url;
    if (written && warned !== written) {
      warned = written;
      console.warn(new AuthoringError('invalid-beacon', {beacon: written}, INVALID).message);
    }
    return undefined;
  };
  const flush = () => {
    const url = queued.length ? target() : undefined;
    const batch = queued;
    queued = [];
    if (!url) return;
    const body = new Blob([JSON.stringify(batch)], {type: 'text/plain'});
    // false: the browser would not queue it (too big, too many); analytics are not worth a retry.
    navigator.sendBeacon(url, body);
  };

  player.addEventListener('video-player-quality', (event) => {
    const {detail} = event as CustomEvent<QualityEvent>;
    queued.push(detail);
    if (detail.type === 'summary' || queued.length >= BATCH) flush();
  });
  document.addEventListener('visibilitychange', flushAllWhenHidden); // Once, whatever the players.
  flushes.add(new WeakRef(flush));
}
