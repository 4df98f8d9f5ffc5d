/** The share of a video watched that `video-progress` reports. */
export type Milestone = 25 | 50 | 75 | 100;

const MILESTONES: readonly Milestone[] = [25, 50, 75, 100];

/** Remembers which milestones one playback has passed, so each is reported once. */
export class ProgressMilestones {
  private _reached = 0;

  /** Milestones newly passed at `time` of `duration` (100 only at the end: `ended` passes it). */
  passed(time: number, duration: number, ended = false): Milestone[] {
    if (!(duration > 0)) return [];
    const percent = ended ? 100 : (time / duration) * 100;
    const passed = MILESTONES.filter(
      (milestone) =>
        milestone > this._reached && milestone <= percent && (milestone < 100 || ended),
    );
    if (passed.length) this._reached = passed[passed.length - 1]!;
    return passed;
  }

  reset(): void {
    this._reached = 0;
  }
}
