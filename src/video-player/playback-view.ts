// What the player needs only once the viewer asks for the video: the playback session (and
// through it hls.js), the `<video>` with its toolbar, and the keyboard shortcuts. It is loaded
// by `import()` (see playback-controller.ts), so a page of posters pays none of it.
export {PlaybackSession} from '../playback/playback-session.js';
export {renderPlayback} from './playback-template.js';
export {shortcutFor} from './shortcuts.js';
