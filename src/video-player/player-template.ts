import {html, nothing} from 'lit';
import {fill} from '../internal/fill.js';
import {localeOf} from '../internal/locale-of.js';
import type {PlayerPlayback, PlayerSnapshot} from '../playback/player-snapshot.js';
import {renderError} from './error-template.js';
import {renderFacade} from './facade-template.js';
import {playbackView} from './load-playback-view.js';
import type {PlayerStrings} from './player-strings.js';
import type {ControlBar} from './control-bar.js';
import type {PlayerQueue, QueueHost} from './player-queue.js';

/** What the player's template needs besides its snapshot. */
export interface PlayerTemplateOptions {
  strings: PlayerStrings;
  playback: PlayerPlayback;
  /** The `<video>`, once playback started. */
  media?: HTMLVideoElement;
  /** Our control bar; none with `controls="native"`. */
  bar?: ControlBar;
  /** The records to go on with, and the place in them, once there is a queue. */
  queue?: PlayerQueue;
  player: QueueHost;
  onKeydown(event: KeyboardEvent): void;
  /** Pointer over or down, a touch or focus in the player (the event): a play is likely. */
  onIntent(event: Event): void;
  /** The poster was activated: play, from `at` seconds when given. */
  onPlay(at?: number): void;
  /** Where the viewer left this video, if the player remembers it (read only for the poster). */
  resumeAt(): number | undefined;
}

/** What the player and its control bar show: the player renders again when one of them changes. */
export const shownState = (s: PlayerSnapshot) => [
  ...[s.status, s.record, s.error, s.muted, s.levels, s.level, s.playingLevel],
  ...[s.textTracks, s.captions, s.captionsTrack, s.captionStyle],
  ...[s.paused, s.currentTime, s.duration, s.bufferedEnd, s.volume, s.rate],
];

/**
 * The player's box: the status (over the server-rendered poster, if any), the poster, or the
 * `<video>` with its control bar; an error over them.
 */
export function renderPlayer(state: PlayerSnapshot, options: PlayerTemplateOptions) {
  const {record, error, status} = state;
  const {strings, media, playback} = options;
  const view = playbackView();
  return html`<div
    part="base"
    class="frame"
    role=${record ? 'group' : nothing}
    aria-label=${record ? fill(strings.region, {title: record.title}) : nothing}
    @keydown=${options.onKeydown}
    @pointerenter=${options.onIntent}
    @pointerdown=${options.onIntent}
    @touchstart=${{handleEvent: options.onIntent, passive: true}}
    @focusin=${options.onIntent}
  >
    ${
      status === 'loading' || status === 'torn-down'
        ? html`<div class="picture">
            <slot inert></slot>
            <p part="status" class="status" role="status">${strings.loading}</p>
          </div>`
        : !record
          ? nothing
          : media && view
            ? html`${view.renderPlayback(media, state, playback, strings, options.bar, options.queue)}
              ${view.renderPlayingFeatures(options.player, options.queue, strings)}`
            : renderFacade(
                record,
                strings,
                options.onPlay,
                options.resumeAt(),
                localeOf(options.player),
              )
    }
    ${error ? renderError(error, strings, () => playback.retry()) : nothing}
  </div>`;
}
