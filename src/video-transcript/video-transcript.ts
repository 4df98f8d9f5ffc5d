import {define} from '../internal/define.js';
import {VideoTranscript} from './video-transcript.component.js';

define('video-transcript', VideoTranscript);

declare global {
  interface HTMLElementTagNameMap {
    'video-transcript': VideoTranscript;
  }
}

export {VideoTranscript};
