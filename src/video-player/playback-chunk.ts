// What the player needs only once the viewer asks for the video: the media layer (and through
// it hls.js), the `<video>` with its control bar, the keyboard shortcuts and the viewer's memory. It is loaded by
// `import()` (see load-playback-chunk.ts), so a page of posters pays none of it.
export {attach} from '../playback/media-binding.js';
export {applyCaptionStyle} from './caption-style.js';
export {ControlBar} from './control-bar.js';
export {renderInFrame, renderPlayback} from './playback-template.js';
export {runShortcut} from './shortcuts.js';
export {keepViewerMemory} from './viewer-memory-controller.js';
export {PlayingFeatures} from './playing-features.js';
