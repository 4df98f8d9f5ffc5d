// The CDN entry of a page whose widgets are players only: importing it registers <video-player>.
// It loads what `index.ts` loads but the carousel's and transcript's elements; a page that adds
// either later loads `index.ts` too, which shares every chunk with it.
import './video-player/video-player.js';

export {VideoPlayer} from './video-player/video-player.component.js';
export * from './data/index.js';
export {configure} from './internal/page-config.js';
