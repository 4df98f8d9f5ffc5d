type Caller = {resolve: () => void; reject: (error: unknown) => void};

/**
 * The callers of `play()` while no media could take it yet: each settles as the play that ran
 * for it does (a pause before it ran settles it, as a `<video>`'s cut-short play does).
 */
export class PendingPlays {
  private _callers: Caller[] = [];

  /** One more caller; settled by the next `follow` or `reject`. */
  add(): Promise<void> {
    return new Promise<void>((resolve, reject) => this._callers.push({resolve, reject}));
  }

  /** Every caller so far settles as `played` does. */
  follow(played: Promise<void>): void {
    const callers = this._callers.splice(0);
    played.then(
      () => callers.forEach(({resolve}) => resolve()),
      (error: unknown) => callers.forEach(({reject}) => reject(error)),
    );
  }

  /** Every caller so far is rejected with `error`, as after a play that failed with it. */
  reject(error: unknown): void {
    this.follow(Promise.reject(error));
  }
}
