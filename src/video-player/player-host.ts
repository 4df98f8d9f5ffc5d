import type {ControllerHost} from '../playback/playback-controller.js';
import {dispatch} from '../internal/events.js';
import type {VideoPlayer} from './video-player.component.js';
import {loadPlaybackView, playbackView} from './load-playback-view.js';
import {loadRecord} from './load-record.js';
import {budgetedPreload} from './page-budget.js';

/** What a player's controller reads from its element, and how the element tells the page. */
export function playerHost(player: VideoPlayer): ControllerHost {
  return {
    loadRecord: (signal, fresh) => loadRecord(player, signal, fresh),
    loadMedia: () => playbackView() ?? loadPlaybackView(),
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
  };
}
