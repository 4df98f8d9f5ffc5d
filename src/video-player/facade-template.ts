import {html, nothing} from 'lit';
import type {Video} from '../data/index.js';
import {fill} from '../internal/fill.js';
import {describeDuration, formatDuration} from '../internal/format.js';
import type {PlayerStrings} from './player-strings.js';

/**
 * The poster facade: the whole poster is one large play button, named after the video,
 * with title, length and chips on top; where the viewer left the video (`resumeAt`), it
 * resumes there, and two buttons offer to resume or start over. It holds no media element, so nothing but the
 * poster image is downloaded. The length is spoken in `locale` (the page's language).
 */
export function renderFacade(
  video: Video,
  strings: PlayerStrings,
  onActivate: (at?: number) => void,
  resumeAt: number | undefined,
  locale: string | undefined,
) {
  const {thumbnailUrl, duration} = video.playbackDetails;
  const chips = [
    ...(video.sector ? [video.sector] : []),
    ...video.tags,
    ...(video.community ? [strings.community] : []),
  ];
  return html`<button
      part="facade"
      class="facade"
      type="button"
      aria-label=${fill(strings.play, {title: video.title})}
      aria-describedby="details"
      @click=${() => onActivate(resumeAt)}
    >
      ${
        thumbnailUrl
          ? html`<img part="poster" class="poster" src=${thumbnailUrl} alt="" decoding="async" />`
          : nothing
      }
      <span part="play-icon" class="play-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="32" height="32"><path d="M8 5v14l11-7z" /></svg>
      </span>
    </button>
    ${
      resumeAt
        ? html`<div class="resume">
            <button
              part="resume-button"
              class="button"
              type="button"
              @click=${() => onActivate(resumeAt)}
            >
              ${fill(strings.resume, {time: formatDuration(resumeAt)!})}
            </button>
            <button
              part="start-over-button"
              class="button"
              type="button"
              @click=${() => onActivate()}
            >
              ${strings.startOver}
            </button>
          </div>`
        : nothing
    }
    <div part="details" class="details" id="details">
      <p part="title" class="title">${video.title}</p>
      ${
        duration !== undefined
          ? html`<p part="duration" class="duration">
              <span aria-hidden="true">${formatDuration(duration)}</span>
              <span class="visually-hidden">${describeDuration(duration, locale)}</span>
            </p>`
          : nothing
      }
      ${
        chips.length
          ? html`<ul part="chips" class="chips">
              ${chips.map((chip) => html`<li part="chip" class="chip">${chip}</li>`)}
            </ul>`
          : nothing
      }
    </div>`;
}
