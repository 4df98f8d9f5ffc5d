/**
 * What `video-player-quality` carries: the figures a video team watches, vendor-neutral, in
 * milliseconds and bits per second, with no URL and nothing about the viewer. See
 * docs/analytics.md.
 */
export type QualityEvent = StartupEvent | RebufferEvent | SummaryEvent | QualityErrorEvent;

/** The time from the viewer's intent to the first frame, split into its steps. */
export interface StartupEvent {
  type: 'startup';
  videoId: string;
  /** From the intent (click, `play()`, autoplay) to the first frame on screen. */
  totalMs: number;
  /**
   * The steps, one after the other; they sum to `totalMs`. A step that did not happen, or was
   * done before the intent (a record handed over by a carousel, files fetched on hover), is 0.
   */
  steps: StartupSteps;
}

export interface StartupSteps {
  /** Waiting for the video record from the service. */
  recordMs: number;
  /** Waiting for the master playlist (hls.js only; the browser's own HLS says nothing: 0). */
  manifestMs: number;
  /** Importing hls.js (0 for the browser's HLS and the MP4 file). */
  engineMs: number;
  /** Until the first segment's data is in the element (`loadeddata`). */
  firstSegmentMs: number;
  /** From there to the first frame painted. */
  decodeMs: number;
}

/** A stall the viewer saw (not a seek's wait) ended. */
export interface RebufferEvent {
  type: 'rebuffer';
  videoId: string;
  durationMs: number;
  /** Stalls so far in this play session, this one included. */
  count: number;
}

/** A play session ended: the video ended, its source changed, the player left, the page hid. */
export interface SummaryEvent {
  type: 'summary';
  videoId: string;
  /** Time spent playing (not paused, not stalled). */
  watchedMs: number;
  rebufferCount: number;
  rebufferMs: number;
  /** `rebufferMs / (watchedMs + rebufferMs)`, 0 to 1. */
  rebufferRatio: number;
  /** Bits per second, weighted by the time each rendition played; 0 when unknown (no hls.js). */
  averageBitrate: number;
  /** Changes of the rendition on screen after the first frame. */
  levelSwitches: number;
  /** Frames the browser dropped, where it counts them. */
  droppedFrames?: number;
}

/** Loading or playing failed for good; `code` is the error's `kind` (e.g. `network`). */
export interface QualityErrorEvent {
  type: 'error';
  videoId: string;
  code: string;
  fatal: boolean;
}
