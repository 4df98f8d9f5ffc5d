import type {ControllerHost} from '../playback/playback-controller.js';
import {dispatch} from '../internal/events.js';
import {afterNextPaint} from '../internal/after-paint.js';
import {firstEngine} from '../playback/engine.js';
import {loadPlaybackView, playbackView} from './load-playback-chunk.js';
import {loadRecord} from './load-record.js';
import {budgetedPreload} from './preload-slots.js';
import {askedToPlay} from './last-asked.js';

/**
 * What a player's controller gets from the page around it (the record of a source, the playback
 * code, the page's preload budget, the player's size), and how it tells the page. Every start
 * first calls `warmUp`, so the stream's files and hls.js load beside the playback code whatever
 * started it (the poster, a carousel's choice, `play()`, autoplay, preload). What to play and how
 * comes down from the element (`load(source)`, `options`); nothing here reads its attributes.
 */
export function playerHost(player: HTMLElement, warmUp: () => void): ControllerHost {
  return {
    loadRecord,
    loadMedia: (record, prefer) => {
      warmUp();
      const view = playbackView();
      if (!view) return loadPlaybackView();
      // hls.js's start (hls.js made, the `<video>` and its control bar rendered) waits for the
      // next paint, so the click that asked for it shows at once on a slow CPU (its Interaction
      // to Next Paint); hls.js plays once it has read the manifest in any case. The browser's own
      // HLS and the MP4 file start within the click's task: only there does iOS let them play.
      if (firstEngine(record.playbackDetails, prefer) !== 'hls') return view;
      return new Promise((resolve) => afterNextPaint(() => resolve(view)));
    },
    budget: (preload) => budgetedPreload(player, preload),
    height: () => player.clientHeight,
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
