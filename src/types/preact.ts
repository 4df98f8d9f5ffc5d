// JSX types for Preact, which sets properties and binds `on<event-name>` listeners on custom
// elements: `import type {} from 'video-content-widgets/types/preact';` once in the app.
import type {HTMLAttributes} from 'preact';
import type {VideoCarousel} from '../video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../video-player/video-player.component.js';
import type {VideoTranscript} from '../video-transcript/video-transcript.component.js';
import type {VideoCarouselProps, VideoPlayerProps, VideoTranscriptProps} from './widget-props.js';

type Widget<E extends EventTarget, P> = Omit<HTMLAttributes<E>, keyof P> & P;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX is a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'video-carousel': Widget<VideoCarousel, VideoCarouselProps>;
      'video-player': Widget<VideoPlayer, VideoPlayerProps>;
      'video-transcript': Widget<VideoTranscript, VideoTranscriptProps>;
    }
  }
}
