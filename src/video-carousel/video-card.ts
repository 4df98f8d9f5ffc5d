import {html, nothing, type TemplateResult} from 'lit/html.js';
import {guard} from 'lit/directives/guard.js';
import type {Video} from '../data/index.js';
import {watchHref} from '../data/watch-href.js';
import {clampText, describeDuration, formatDuration, readableTitle} from '../internal/format.js';
import {formatDate} from '../internal/format-date.js';
import {fill} from '../internal/placeholders.js';
import type {CoreStrings} from './carousel-strings.js';

/**
 * Bounds on what a card lays out, whatever the service sends: a megabyte title or a
 * thousand tags would otherwise cost long layout tasks (and no reader needs them).
 */
const MAX_TITLE = 200;
export const MAX_CHIP = 40;
const MAX_TAGS = 8;

export interface CardOptions {
  strings: CoreStrings;
  locale?: string;
  /** 1-based place in the whole list, of which only the first pages may be shown. */
  position: number;
  /** Length of the whole list, so a screen reader announces every video from the start. */
  setSize: number;
  /** Whether this card is the row's single tab stop (roving tabindex). */
  tabbable: boolean;
  /** Whether the animated GIF replaces the thumbnail. */
  previewing: boolean;
  /**
   * Whether its thumbnail is fetched as the page's HTML is read, not once laid out: a printed
   * first row's, which the browser finds before any script (lazy ones wait for its first layout).
   */
  eager?: boolean;
  /** Where the card links for a reader without script (a printed row's cards): see `renderCards`. */
  href?: string;
}

const hideBroken = (event: Event) => ((event.target as HTMLElement).hidden = true);

/** The title as shown: bounded, and a readable name when the service's shows nothing. */
export function displayTitle(video: Video, strings: CoreStrings): string {
  return readableTitle(video.title, MAX_TITLE, () => fill(strings.untitled, {id: video.id}));
}

/**
 * A visually hidden separator, so a screen reader does not run two fields together. Beside a fact
 * or a chip it is written in that piece's own template instead (`renderFact`): one instance less.
 */
const pause = (text: string) => html`<span class="visually-hidden">${text}</span>`;

/** One fact of the card's description line: its date, asset, difficulty or community. */
interface Fact {
  part: string;
  text: string;
  className?: string;
  /** Text from the service: isolated, in its own direction. */
  dir?: 'auto';
}

/**
 * A fact and the separator a screen reader hears after it (a comma, a full stop after the
 * last), in one template: a card renders a dozen small pieces, and each template is an instance
 * lit clones and commits (on a phone's CPU the first row's render is most of a 300 ms frame).
 */
const renderFact = ({part, text, className, dir}: Fact, last: boolean) =>
  html`<span part=${part} class=${className ?? nothing} dir=${dir ?? nothing}>${text}</span
    ><span class="visually-hidden">${last ? '.' : ', '}</span>`;

/**
 * One card. Its button holds the title and a spoken duration, which name it; the rest
 * of the metadata describes it. The button's hit area covers the whole card (CSS), so a
 * click anywhere on the card selects it. Every field but `id` and `title` is optional.
 * Texts from the service are `dir="auto"`: each is isolated and takes its own direction,
 * so a right-to-left title (or a stray override character) never reorders what is around it.
 */
export function renderCard(video: Video, options: CardOptions): TemplateResult {
  const {strings, locale} = options;
  const {thumbnailUrl, gifUrl, duration} = video.playbackDetails;
  const date = video.originalDate ? formatDate(video.originalDate, locale) : undefined;
  const shownDuration = duration === undefined ? undefined : formatDuration(duration);
  const spokenDuration = duration === undefined ? undefined : describeDuration(duration, locale);
  const tags = video.tags.slice(0, MAX_TAGS).map((tag) => clampText(tag, MAX_CHIP));
  const facts: Fact[] = [];
  if (date) facts.push({part: 'date', text: date});
  if (video.finasset) {
    const text = clampText(video.finasset, MAX_CHIP);
    facts.push({part: 'asset', text, className: 'asset', dir: 'auto'});
  }
  if (video.difficulty !== undefined) {
    facts.push({part: 'difficulty', text: fill(strings.difficulty, {level: video.difficulty})});
  }
  if (video.community) {
    facts.push({part: 'community', text: strings.community, className: 'community'});
  }
  const metaId = `meta-${video.id}`;
  const spoken =
    spokenDuration === undefined
      ? nothing
      : html`<span class="visually-hidden">, ${spokenDuration}</span>`;
  const title = displayTitle(video, strings);
  const name = html`<span part="title" class="title" dir="auto">${title}</span>${spoken}`;
  return html`<li aria-posinset=${options.position} aria-setsize=${options.setSize}>
    <div part="card" class="card">
      <span class="media">
        ${
          thumbnailUrl
            ? html`<img
                part="thumbnail"
                loading=${options.eager ? 'eager' : 'lazy'}
                src=${thumbnailUrl}
                alt=""
                width="320"
                height="180"
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
          shownDuration === undefined
            ? nothing
            : html`<span part="duration" class="duration" aria-hidden="true"
                >${shownDuration}</span
              >`
        }
      </span>
      ${
        options.href
          ? html`<a
              part="card-link"
              class="card-link"
              href=${options.href}
              aria-describedby=${metaId}
              >${name}</a
            >`
          : nothing
      }
      <button
        part="card-button"
        type="button"
        class="card-button"
        data-id=${video.id}
        tabindex=${options.tabbable ? 0 : -1}
        aria-describedby=${metaId}
      >
        ${name}
      </button>
      <span id=${metaId} class="meta">
        ${
          facts.length
            ? html`<span class="facts"
                >${facts.map((fact, i) => renderFact(fact, i === facts.length - 1))}</span
              >`
            : nothing
        }
        ${
          video.sector || tags.length
            ? html`<span class="chips">
                ${
                  video.sector
                    ? html`<span class="visually-hidden">${strings.sectorLabel}</span
                        ><span part="chip sector" class="chip sector" dir="auto"
                          >${clampText(video.sector, MAX_CHIP)}</span
                        ><span class="visually-hidden">.</span>`
                    : nothing
                }
                ${tags.length ? pause(strings.tagsLabel) : nothing}
                ${tags.map(
                  (tag, i) =>
                    html`<span part="chip tag" class="chip" dir="auto">${tag}</span
                      ><span class="visually-hidden">${i < tags.length - 1 ? ', ' : '.'}</span>`,
                )}
              </span>`
            : nothing
        }
      </span>
    </div>
  </li>`;
}

/** Cards in a page: about two screens of a wide row, so the first screen paints at once. */
export const PAGE_SIZE = 24;

export interface CardsOptions {
  strings: CoreStrings;
  /** The author's strings, which `strings` derives from: a change renders every card again. */
  overrides: unknown;
  locale?: string;
  /** Length of the whole list. */
  setSize: number;
  /** Index of the card that is the row's tab stop. */
  active: number;
  /** Id of the video whose animated GIF shows, if any. */
  previewing?: number;
  /**
   * Whether a server printed the list (render-carousel.ts): its first row is fetched at once, and
   * each card links where `watchUrl` says (watch-href.ts) for a reader without script, who sees
   * no other row.
   */
  printed?: boolean;
  /** The element's `watch-url`. */
  watchUrl?: string;
}

/** The cards a wide screen's first row shows (16rem each), whose thumbnails a printed row asks for at once. */
const FIRST_ROW = 6;

/**
 * The cards of the first `videos` of a list. Every page and every focus move updates the host:
 * only the cards that changed are rendered again (a card's index is its place).
 */
export function renderCards(videos: readonly Video[], options: CardsOptions) {
  const {strings, overrides, locale, setSize, active} = options;
  return videos.map((video, index) => {
    const tabbable = index === active;
    const previewing = options.previewing === video.id;
    const eager = !!options.printed && index < FIRST_ROW;
    const href = options.printed ? watchHref(video, options.watchUrl) : undefined;
    return guard([video, overrides, locale, tabbable, previewing, setSize, eager, href], () =>
      renderCard(video, {
        strings,
        locale,
        position: index + 1,
        setSize,
        tabbable,
        previewing,
        eager,
        href,
      }),
    );
  });
}
