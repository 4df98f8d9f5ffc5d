import type {ControllerHost} from '../playback/playback-controller.js';
import {dispatch} from '../internal/events.js';
import type {PreferPlayback} from '../playback/engine.js';
import type {Preload} from '../playback/session-options.js';
import {loadPlaybackView, playbackView} from './load-playback-chunk.js';
import {loadRecord, type RecordSource} from './load-record.js';
import {budgetedPreload} from './preload-slots.js';
import {askedToPlay} from './last-asked.js';

/** What the controller reads of its `<video-player>`. */
export interface PlayerElement extends RecordSource, HTMLElement {
  preload: Preload;
  preferPlayback: PreferPlayback;
  loop: boolean;
  startTime: number;
}

/**
 * What a player's controller reads from its element, and how the element tells the page. Every
 * start first calls `warmUp`, so the stream's files and hls.js load beside the playback code
 * whatever started it (the poster, a carousel's choice, `play()`, autoplay, preload).
 */
export function playerHost(player: PlayerElement, warmUp: () => void): ControllerHost {
  return {
    loadRecord: (signal, fresh) => loadRecord(player, signal, fresh),
    loadMedia: () => {
      warmUp();
      return playbackView() ?? loadPlaybackView();
    },
    startOptions: () => ({
      preload: budgetedPreload(player, player.preload),
      prefer: player.preferPlayback === 'native' ? 'native' : 'mse',
      loop: player.loop,
      startTime: player.startTime,
      playerHeight: player.clientHeight,
    }),
    emit: (type, detail) => {
      // Failed for good: `error` too, as a `<video>` that could not play says it.
      if (type === 'playback-error') player.dispatchEvent(new Event('error'));
      // Media events, not bubbling, as on `<video>`.
      if (detail === undefined) player.dispatchEvent(new Event(type));
      else dispatch(player, type as 'video-load', detail as {video: never});
    },
    asked: () => askedToPlay(player),
  };
}
