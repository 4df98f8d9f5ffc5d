import {define} from '../internal/define.js';
import {VideoPlayer} from './video-player.component.js';

define('video-player', VideoPlayer);

declare global {
  interface HTMLElementTagNameMap {
    'video-player': VideoPlayer;
  }
}

export {VideoPlayer};
