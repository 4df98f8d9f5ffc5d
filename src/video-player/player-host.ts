import type {ControllerHost} from '../playback/playback-controller.js';
import {dispatch} from '../internal/events.js';
import type {VideoPlayer} from './video-player.component.js';
import {loadPlaybackView, playbackView} from './load-playback-view.js';
import {loadRecord} from './load-record.js';
import {budgetedPreload} from './page-budget.js';
import {askedToPlay} from './last-asked.js';

/**
 * What a player's controller reads from its element, and how the element tells the page. Every
 * start first calls `warmUp`, so the stream's files and hls.js load beside the playback code
 * whatever started it (the poster, a carousel's choice, `play()`, autoplay, preload).
 */
export function playerHost(player: VideoPlayer, warmUp: () => void): ControllerHost {
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
    emit: (type, detail) =>
      detail === undefined
        ? player.dispatchEvent(new Event(type)) // Media events, not bubbling, as on `<video>`.
        : dispatch(player, type as 'video-load', detail as {video: never}),
    asked: () => askedToPlay(player),
  };
}
