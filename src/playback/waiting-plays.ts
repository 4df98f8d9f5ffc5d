import {interruptedPlay} from '../internal/abort.js';
import type {PlaybackError} from './playback-error.js';

type Waiter = {resolve: () => void; reject: (error: unknown) => void};

/** What the plays read of their session: whether it failed for good, whether it should play. */
interface Outcome {
  readonly error?: PlaybackError;
  /** The last of play and pause was a play: a play cut short by our own new source goes on. */
  readonly wantsPlay: boolean;
}

/**
 * The plays a session was asked for: they wait until an engine gave the `<video>` its source (a
 * `play()` before would be cut off), then settle as `HTMLMediaElement.play()` does (a pause
 * rejects them with an `AbortError`); a play cut off by a source that failed, or by the session's
 * own next source, goes on with that source, for the same callers.
 */
export class WaitingPlays {
  private _waiting: Waiter[] = [];
  /** The engine gave the element its source: `play()` can be called without being cut off. */
  private _sourceSet = false;
  /** Counts sources set, so a failed play knows whether a fallback has one already. */
  private _attempt = 0;

  constructor(
    private readonly _video: HTMLVideoElement,
    private readonly _session: Outcome,
    private readonly _signal: AbortSignal,
  ) {}

  /** A play that starts once there is a source. */
  add(): Promise<void> {
    const played = new Promise<void>((resolve, reject) => this._waiting.push({resolve, reject}));
    if (this._sourceSet) this.playNow();
    return played;
  }

  /** A pause: the plays still waiting are cut short, and start nothing. */
  drop(): void {
    this.rejectAll(interruptedPlay());
  }

  /** The element has its source; with `play`, a play asked for earlier starts now. */
  sourceSet(play: boolean): void {
    this._sourceSet = true;
    this._attempt++;
    if (play) this.playNow();
  }

  /** The engine took its source away (a retry, the next engine, the end). */
  sourceRemoved(): void {
    this._sourceSet = false;
  }

  playNow(): void {
    const waiting = this._waiting.splice(0);
    const attempt = this._attempt;
    this._video.play().then(
      () => waiting.forEach(({resolve}) => resolve()),
      (error: unknown) => {
        const name = (error as Error | undefined)?.name;
        const failed = this._session.error;
        const ownSource = name === 'AbortError' && this._session.wantsPlay;
        if ((name !== 'NotSupportedError' && !ownSource) || failed || this._signal.aborted) {
          return waiting.forEach(({reject}) => reject(failed ?? error));
        }
        // This source failed, or the session set another (a retry): it plays for the same callers.
        this._waiting.push(...waiting);
        if (this._sourceSet && attempt !== this._attempt) this.playNow();
      },
    );
  }

  rejectAll(error: unknown): void {
    for (const {reject} of this._waiting.splice(0)) reject(error);
  }
}
