// Template types for Svelte 5, which sets properties and binds `on<event-name>` listeners on
// custom elements: `import type {} from 'video-content-widgets/types/svelte';` once in the app.
import type {HTMLAttributes} from 'svelte/elements';
import type {VideoCarousel} from '../video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../video-player/video-player.component.js';
import type {VideoTranscript} from '../video-transcript/video-transcript.component.js';
import type {VideoCarouselProps, VideoPlayerProps, VideoTranscriptProps} from './widget-props.js';

type Widget<E extends EventTarget, P> = Omit<HTMLAttributes<E>, keyof P> & P;

declare module 'svelte/elements' {
  interface SvelteHTMLElements {
    'video-carousel': Widget<VideoCarousel, VideoCarouselProps>;
    'video-player': Widget<VideoPlayer, VideoPlayerProps>;
    'video-transcript': Widget<VideoTranscript, VideoTranscriptProps>;
  }
}
