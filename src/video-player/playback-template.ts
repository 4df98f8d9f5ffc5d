import {html, nothing, type TemplateResult} from 'lit';
import {keyed} from 'lit/directives/keyed.js';
import type {Video} from '../data/index.js';
import type {PlaybackError} from '../playback/playback-error.js';
import type {PlaybackSession, Preload} from '../playback/playback-session.js';
import type {PlayerStrings} from './player-strings.js';

/** What the playback view shows and whom it tells about the media's events. */
export interface PlaybackTemplateOptions {
  video: Video;
  session?: PlaybackSession;
  strings: PlayerStrings;
  preload: Preload;
  loop: boolean;
  muted: boolean;
  onVolumeChange(event: Event): void;
  onTimeUpdate(event: Event): void;
  onEnded(event: Event): void;
  /** `play`, `pause`, `playing`, `error`: re-dispatched from the host. */
  onMediaEvent(event: Event): void;
  onQualityChange(event: Event): void;
  renderError(error: PlaybackError, retry: () => void): TemplateResult;
}

/** The `<video>`, the quality and captions toolbar, and a playback error over them. */
export function renderPlayback(options: PlaybackTemplateOptions) {
  const {video, session, strings} = options;
  const {thumbnailUrl} = video.playbackDetails;
  // A new element per record: text tracks hls.js adds cannot be removed from an element.
  return html`${keyed(
    video,
    html`<video
      part="video"
      controls
      playsinline
      tabindex="0"
      aria-label=${video.title}
      poster=${thumbnailUrl ?? nothing}
      preload=${options.preload === 'metadata' ? 'metadata' : 'auto'}
      ?loop=${options.loop}
      .muted=${options.muted}
      @volumechange=${options.onVolumeChange}
      @timeupdate=${options.onTimeUpdate}
      @ended=${options.onEnded}
      @play=${options.onMediaEvent}
      @pause=${options.onMediaEvent}
      @playing=${options.onMediaEvent}
      @error=${options.onMediaEvent}
    ></video>`,
  )}
  ${
    session && (session.renditions.length > 1 || session.hasCaptions)
      ? html`<div part="toolbar" class="toolbar">
          ${
            session.renditions.length > 1
              ? html`<label class="quality"
                  ><span class="visually-hidden">${strings.quality}</span>
                  <select part="quality" @change=${options.onQualityChange}>
                    <option value="-1" ?selected=${session.level === -1}>${strings.auto}</option>
                    ${session.renditions.map(
                      (rendition) =>
                        html`<option
                          value=${rendition.level}
                          ?selected=${session.level === rendition.level}
                        >
                          ${rendition.label}
                        </option>`,
                    )}
                  </select></label
                >`
              : nothing
          }
          ${
            session.hasCaptions
              ? html`<button
                  part="captions-button"
                  class="button"
                  type="button"
                  aria-pressed=${session.captions ? 'true' : 'false'}
                  @click=${() => session.setCaptions(!session.captions)}
                >
                  ${strings.captions}
                </button>`
              : nothing
          }
        </div>`
      : nothing
  }
  ${session?.error ? options.renderError(session.error, () => void session.retry()) : nothing}`;
}
