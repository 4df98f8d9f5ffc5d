// What a template may write on the elements, shared by the React, Preact, Vue and Svelte
// declarations beside this file.
import type {Video, VideoServiceError} from '../data/index.js';
import type {CarouselStrings} from '../video-carousel/carousel-strings.js';
import type {VideoCarousel} from '../video-carousel/video-carousel.component.js';
import type {PlayerError, VideoPlayer} from '../video-player/video-player.component.js';
import type {PlayerStrings} from '../video-player/player-strings.js';
import type {TranscriptStrings} from '../video-transcript/transcript-strings.js';
import type {VideoTranscript} from '../video-transcript/video-transcript.component.js';
import type {Milestone} from '../playback/progress-milestones.js';
import type {QualityEvent} from '../playback/quality-event.js';

/** `<video-carousel>`'s attributes, by their attribute names. */
export interface VideoCarouselAttributes {
  category?: string;
  limit?: number | string;
  endpoint?: string;
  'api-key'?: string;
  player?: string;
  label?: string;
  preview?: 'hover' | 'none';
  'structured-data'?: boolean;
  filter?: string;
  filters?: boolean;
}

/** `<video-player>`'s attributes, by their attribute names. */
export interface VideoPlayerAttributes {
  'video-id'?: number | string;
  endpoint?: string;
  'api-key'?: string;
  preload?: 'none' | 'visible' | 'metadata' | 'auto';
  autoplay?: boolean;
  /** `native`: the browser's controls; `none`: none of the player's, for another skin. */
  controls?: 'native' | 'none';
  muted?: boolean;
  loop?: boolean;
  'start-time'?: number | string;
  'prefer-playback'?: 'auto' | 'mse' | 'native';
  'structured-data'?: boolean;
  remember?: 'none';
  beacon?: string;
}

/** `<video-transcript>`'s attributes. */
export interface VideoTranscriptAttributes {
  for?: string;
}

/** Properties that only exist as properties (no attribute). */
export interface VideoCarouselProperties {
  strings?: Partial<CarouselStrings>;
}

export interface VideoPlayerProperties {
  video?: Video;
  strings?: Partial<PlayerStrings>;
}

export interface VideoTranscriptProperties {
  strings?: Partial<TranscriptStrings>;
}

/** The custom events of each element, by event name. */
export interface VideoCarouselEvents {
  'video-select': CustomEvent<{video: Video}>;
  'videos-load': CustomEvent<{videos: Video[]}>;
  'videos-error': CustomEvent<{error: Error | VideoServiceError}>;
  'videos-filter': CustomEvent<{filter: string}>;
}

export interface VideoPlayerEvents {
  'video-load': CustomEvent<{video: Video}>;
  'playback-error': CustomEvent<{error: PlayerError}>;
  'video-progress': CustomEvent<{percent: Milestone}>;
  'video-player-quality': CustomEvent<QualityEvent>;
}

/** Handlers named `on<event-name>`, as React 19, Preact and Svelte 5 bind custom events. */
export type EventHandlerProps<Events> = {
  [K in keyof Events & string as `on${K}`]?: (event: Events[K]) => void;
};

export type VideoCarouselProps = VideoCarouselAttributes &
  VideoCarouselProperties &
  EventHandlerProps<VideoCarouselEvents>;

export type VideoPlayerProps = VideoPlayerAttributes &
  VideoPlayerProperties &
  EventHandlerProps<VideoPlayerEvents>;

export type VideoTranscriptProps = VideoTranscriptAttributes & VideoTranscriptProperties;

/** Each element's class and template props by tag name: what the JSX declarations map. */
export interface WidgetTags {
  'video-carousel': {element: VideoCarousel; props: VideoCarouselProps};
  'video-player': {element: VideoPlayer; props: VideoPlayerProps};
  'video-transcript': {element: VideoTranscript; props: VideoTranscriptProps};
}

/** A framework's template type per tag: its own attributes of the element, with the widget's props. */
export type WidgetElements<Own extends {[Tag in keyof WidgetTags]: object}> = {
  [Tag in keyof WidgetTags]: Omit<Own[Tag], keyof WidgetTags[Tag]['props']> &
    WidgetTags[Tag]['props'];
};
