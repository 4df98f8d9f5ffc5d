import {define} from '../internal/define.js';
import {VideoCarousel} from './video-carousel.component.js';

export {VideoCarousel};

define('video-carousel', VideoCarousel);

declare global {
  interface HTMLElementTagNameMap {
    'video-carousel': VideoCarousel;
  }
}
