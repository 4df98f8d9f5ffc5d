// JSX types for React 19, which passes properties and `on<event-name>` listeners to custom
// elements: `import type {} from 'video-content-widgets/types/react';` once in the app.
import type {HTMLAttributes, RefAttributes} from 'react';
import type {VideoCarousel} from '../video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../video-player/video-player.component.js';
import type {VideoTranscript} from '../video-transcript/video-transcript.component.js';
import type {VideoCarouselProps, VideoPlayerProps, VideoTranscriptProps} from './widget-props.js';

type Widget<E, P> = Omit<HTMLAttributes<E>, keyof P> & RefAttributes<E> & P;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace.
  namespace JSX {
    interface IntrinsicElements {
      'video-carousel': Widget<VideoCarousel, VideoCarouselProps>;
      'video-player': Widget<VideoPlayer, VideoPlayerProps>;
      'video-transcript': Widget<VideoTranscript, VideoTranscriptProps>;
    }
  }
}
