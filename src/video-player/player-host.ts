import type {ControllerHost} from '../playback/playback-controller.js';
import {dispatch} from '../internal/events.js';
import {afterNextPaint} from '../internal/after-paint.js';
import {firstEngine, type PreferPlayback} from '../playback/engine.js';
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
  const prefer = (): PreferPlayback => (player.preferPlayback === 'native' ? 'native' : 'mse');
  return {
    loadRecord: (signal, fresh) => loadRecord(player, signal, fresh),
    loadMedia: (record) => {
      warmUp();
      const view = playbackView();
      if (!view) return loadPlaybackView();
      // hls.js's start (hls.js made, the `<video>` and its control bar rendered) waits for the
      // next paint, so the click that asked for it shows at once on a slow CPU (its Interaction
      // to Next Paint); hls.js plays once it has read the manifest in any case. The browser's own
      // HLS and the MP4 file start within the click's task: only there does iOS let them play.
      if (firstEngine(record.playbackDetails, prefer()) !== 'hls') return view;
      return new Promise((resolve) => afterNextPaint(() => resolve(view)));
    },
    startOptions: () => ({
      preload: budgetedPreload(player, player.preload),
      prefer: prefer(),
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
