import {html, nothing, type TemplateResult} from 'lit';
import type {Video} from '../data/index.js';
import {describeDuration, formatDate, formatDuration} from '../internal/format.js';
import {fill} from '../internal/fill.js';
import type {CarouselStrings} from './carousel-strings.js';

/** Tags beyond these many collapse into one "+N" chip, so every card keeps one chip row. */
const VISIBLE_TAGS = 2;

export interface CardOptions {
  strings: CarouselStrings;
  locale?: string;
  /** 1-based place in the whole list, of which only a first batch may be rendered yet. */
  position: number;
  /** Length of the whole list, so a screen reader announces every video from the start. */
  setSize: number;
  /** Whether this card is the row's single tab stop (roving tabindex). */
  tabbable: boolean;
  /** Whether the animated GIF replaces the thumbnail. */
  previewing: boolean;
}

const hideBroken = (event: Event) => ((event.target as HTMLElement).hidden = true);

/**
 * One card. Its button holds the title and a spoken duration, which name it; the rest
 * of the metadata describes it. The button's hit area covers the whole card (CSS), so a
 * click anywhere on the card selects it. Every field but `id` and `title` is optional.
 */
export function renderCard(video: Video, options: CardOptions): TemplateResult {
  const {strings, locale} = options;
  const {thumbnailUrl, gifUrl, duration} = video.playbackDetails;
  const date = video.originalDate ? formatDate(video.originalDate, locale) : undefined;
  const shown = video.tags.slice(0, VISIBLE_TAGS);
  const hidden = video.tags.slice(VISIBLE_TAGS);
  const metaId = `meta-${video.id}`;
  return html`<li aria-posinset=${options.position} aria-setsize=${options.setSize}>
    <div part="card" class="card">
      <span class="media">
        ${
          thumbnailUrl
            ? html`<img
                part="thumbnail"
                src=${thumbnailUrl}
                alt=""
                width="320"
                height="180"
                loading="lazy"
                decoding="async"
                @error=${hideBroken}
              />`
            : nothing
        }
        ${
          options.previewing && gifUrl
            ? html`<img part="preview" class="preview" src=${gifUrl} alt="" decoding="async" />`
            : nothing
        }
        ${
          duration === undefined
            ? nothing
            : html`<span part="duration" class="duration" aria-hidden="true"
                >${formatDuration(duration)}</span
              >`
        }
      </span>
      <button
        part="card-button"
        type="button"
        class="card-button"
        data-id=${video.id}
        tabindex=${options.tabbable ? 0 : -1}
        aria-describedby=${metaId}
      >
        <span part="title" class="title">${video.title}</span>${
          duration === undefined
            ? nothing
            : html`<span class="visually-hidden">, ${describeDuration(duration, locale)}</span>`
        }
      </button>
      <span id=${metaId} class="meta">
        <span class="facts">
          ${date ? html`<span part="date">${date}</span>` : nothing}
          ${video.finasset ? html`<span part="asset" class="asset">${video.finasset}</span>` : nothing}
          ${
            video.difficulty === undefined
              ? nothing
              : html`<span part="difficulty"
                  >${fill(strings.difficulty, {level: video.difficulty})}</span
                >`
          }
          ${
            video.community
              ? html`<span part="community" class="community">${strings.community}</span>`
              : nothing
          }
        </span>
        <span class="chips">
          ${
            video.sector
              ? html`<span part="chip sector" class="chip sector">${video.sector}</span>`
              : nothing
          }
          ${shown.map((tag) => html`<span part="chip tag" class="chip">${tag}</span>`)}
          ${
            hidden.length
              ? html`<span part="chip tag more" class="chip more" aria-hidden="true"
                    >${fill(strings.moreTags, {count: hidden.length})}</span
                  ><span class="visually-hidden">${hidden.join(', ')}</span>`
              : nothing
          }
        </span>
      </span>
    </div>
  </li>`;
}

/** A placeholder of exactly a card's size, shown while loading so nothing moves later. */
export const skeletonCard = html`<li class="skeleton" part="skeleton" aria-hidden="true">
  <span class="card">
    <span class="media"></span>
    <span class="card-button"
      ><span class="title"><span class="bone"></span></span
    ></span>
    <span class="meta"><span class="bone short"></span></span>
  </span>
</li>`;
