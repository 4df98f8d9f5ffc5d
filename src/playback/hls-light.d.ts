// hls.js ships no types for its light build; its API is the full build's, minus the
// controllers it leaves out (subtitles, captions, alternate audio, DRM, CMCD, interstitials).
declare module 'hls.js/light' {
  export * from 'hls.js';
  export {default} from 'hls.js';
}
