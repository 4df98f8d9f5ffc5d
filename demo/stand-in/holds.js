// Held answers of the stand-ins: a service fault with `hold: true` keeps its request waiting
// until the test releases the scope (POST /__control/<scope>/release), the delivery host's
// `hold-later` fault its later segments until the test releases the key (media-faults.js). A
// state such as "while loading" or "while stalled" then lasts exactly as long as the test needs
// it, however slow the machine; a fixed delay would race the browser instead.
import {EventEmitter, once} from 'node:events';

/** The holds of one scope (or key). */
export class Holds {
  /** How many times the scope was released. */
  _releases = 0;
  /** For each queued hold fault, the release it waits for (a fault queued `times` times: once). */
  _marks = new WeakMap();
  _events = new EventEmitter().setMaxListeners(0);
  /** Requests waiting now. */
  held = 0;

  /**
   * Notes faults as they are queued: a hold waits for the first release after its queuing, so a
   * release that comes before its request (the browser was slow to send it) still lets it go.
   * @param {readonly {hold?: boolean}[]} faults
   */
  queued(faults) {
    for (const fault of faults) if (fault.hold) this._marks.set(fault, this._releases + 1);
  }

  /**
   * Lets every held request go, and every hold queued so far; returns how many were waiting.
   * @returns {number}
   */
  release() {
    const waiting = this.held;
    this._releases++;
    this._events.emit('release');
    return waiting;
  }

  /**
   * Waits until the fault's hold is released; rejects when `signal` aborts.
   * @param {{hold?: boolean}} fault
   * @param {AbortSignal} signal
   */
  wait(fault, signal) {
    return this.until(this._marks.get(fault) ?? 0, signal);
  }

  /**
   * Waits until the scope has been released `mark` times; rejects when `signal` aborts.
   * @param {number} mark
   * @param {AbortSignal} signal
   */
  async until(mark, signal) {
    this.held++;
    try {
      while (this._releases < mark) await once(this._events, 'release', {signal});
    } finally {
      this.held--;
    }
  }
}

/**
 * Runs `wait` with a signal that aborts when the client goes away; false if it went away first.
 * @param {import('node:http').ServerResponse} res
 * @param {(signal: AbortSignal) => Promise<unknown>} wait
 * @returns {Promise<boolean>}
 */
export async function whileConnected(res, wait) {
  const aborted = new AbortController();
  const onClose = () => aborted.abort();
  res.on('close', onClose);
  try {
    await wait(aborted.signal);
    return true;
  } catch {
    return false;
  } finally {
    res.off('close', onClose);
  }
}
