import type {Video, VideoServiceError} from '../data/index.js';
import type {AuthoringError} from '../internal/authoring-error.js';
import type {ChunkError} from '../internal/chunk-error.js';
import type {PlaybackError} from '../playback/playback-error.js';
import type {Milestone} from '../playback/progress-milestones.js';
import type {QualityEvent} from '../playback/quality-event.js';

/** What `playback-error` carries: why the record could not be loaded, or why it could not play. */
export type PlayerError = VideoServiceError | AuthoringError | PlaybackError | ChunkError;

declare global {
  interface GlobalEventHandlersEventMap {
    'video-load': CustomEvent<{video: Video}>;
    'playback-error': CustomEvent<{error: PlayerError}>;
    'video-progress': CustomEvent<{percent: Milestone}>;
    'video-player-queue-change': CustomEvent<{queue: readonly Video[]; index: number}>;
    'video-player-next': CustomEvent<{video: Video}>;
    'video-player-quality': CustomEvent<QualityEvent>;
  }
}
