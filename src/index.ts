// The CDN entry: importing it registers <video-carousel>, <video-player> and <video-transcript>.
import './video-carousel/video-carousel.js';
import './video-player/video-player.js';
import './video-transcript/video-transcript.js';

export {VideoCarousel} from './video-carousel/video-carousel.component.js';
export {VideoPlayer} from './video-player/video-player.component.js';
export {VideoTranscript} from './video-transcript/video-transcript.component.js';
export * from './data/index.js';
export {configure, type PageConfig} from './internal/page-config.js';
export type {CarouselStrings} from './video-carousel/carousel-strings.js';
export type {PlayerStrings} from './video-player/player-strings.js';
export type {TranscriptStrings} from './video-transcript/transcript-strings.js';
export type {PlayerError} from './video-player/video-player.component.js';
export type {
  PlayerCommands,
  PlayerPlayback,
  PlayerSnapshot,
  PlayerStatus,
} from './playback/player-snapshot.js';
export type {
  QualityErrorEvent,
  QualityEvent,
  RebufferEvent,
  StartupEvent,
  StartupSteps,
  SummaryEvent,
} from './playback/quality-event.js';
export type {
  VideoCarouselEvents,
  VideoCarouselProps,
  VideoPlayerEvents,
  VideoPlayerProps,
} from './types/widget-props.js';
