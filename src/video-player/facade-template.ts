import type {Video} from '../data/index.js';
import type {Writer} from '../internal/dom.js';
import {fill} from '../internal/placeholders.js';
import {describeDuration, formatDuration} from '../internal/format.js';
import type {PlayerStrings} from './player-strings.js';

/**
 * The poster facade: the whole poster is one large play button, named after the video,
 * with title, length and chips on top; where the viewer left the video (`resumeAt`), it
 * resumes there, and two buttons offer to resume or start over. It holds no media element, so
 * nothing but the poster image is downloaded. The length is spoken in `locale` (the page's
 * language). Under another skin (`skinned`), the poster image alone, as a `<video>` shows it.
 * A record without a title (a source given by URL) has no details either. Written by `w`: DOM
 * nodes in the page, markup on a server (render-player.ts); the frame listens for the clicks
 * (`playFrom`).
 */
export function facadeNodes<N>(
  w: Writer<N>,
  video: Video,
  strings: PlayerStrings,
  resumeAt: number | undefined,
  locale: string | undefined,
  skinned: boolean,
): N[] {
  const {thumbnailUrl, duration} = video.playbackDetails;
  const poster = thumbnailUrl
    ? [w.h('img', {part: 'poster', class: 'poster', src: thumbnailUrl, alt: '', decoding: 'async'})]
    : [];
  if (skinned) return poster;
  const chips = [
    ...(video.sector ? [video.sector] : []),
    ...video.tags,
    ...(video.community ? [strings.community] : []),
  ];
  const {title} = video;
  // A source given by URL (`src`) has no title, nor anything to say about it.
  const facade = w.h(
    'button',
    {type: 'button', part: 'facade', class: 'facade', ...facadeName(title, strings)},
    ...poster,
    playIcon(w),
  );
  const button = (part: string, label: string) =>
    w.h('button', {type: 'button', part, class: 'button'}, label);
  const resume = resumeAt
    ? [
        w.h(
          'div',
          {class: 'resume'},
          button('resume-button', fill(strings.resume, {time: formatDuration(resumeAt)!})),
          button('start-over-button', strings.startOver),
        ),
      ]
    : [];
  if (!title) return [facade, ...resume];

  const length =
    duration === undefined
      ? []
      : [
          w.h(
            'p',
            {part: 'duration', class: 'duration'},
            w.h('span', {'aria-hidden': 'true'}, formatDuration(duration) ?? ''),
            w.h('span', {class: 'visually-hidden'}, describeDuration(duration, locale) ?? ''),
          ),
        ];
  const items = chips.map((chip) => w.h('li', {part: 'chip', class: 'chip'}, chip));
  const details = w.h(
    'div',
    {part: 'details', class: 'details', id: 'details'},
    w.h('p', {part: 'title', class: 'title'}, title),
    ...length,
    ...(chips.length ? [w.h('ul', {part: 'chips', class: 'chips'}, ...items)] : []),
  );
  return [facade, ...resume, details];
}

/**
 * How the poster's play button is named and described (and the link a server prints for readers
 * without script in its place): after the video, else generically for a source given by URL.
 */
export const facadeName = (title: string | undefined, strings: PlayerStrings) => ({
  'aria-label': title ? fill(strings.play, {title}) : strings.playVideo,
  'aria-describedby': title ? 'details' : undefined,
});

/**
 * How the player's frame is named: a group named after the video, for a record with a title;
 * nothing otherwise (a source given by URL, or no record yet).
 */
export const frameName = (title: string | undefined, strings: PlayerStrings) => ({
  role: title ? 'group' : undefined,
  'aria-label': title ? fill(strings.region, {title}) : undefined,
});

/**
 * Where a click in the frame plays from: the poster (also while the record loads) and the resume
 * button where the viewer left (`resumeAt`), start over from the start; `null` for a click on
 * anything else.
 */
export function playFrom(target: EventTarget | null, resumeAt: () => number | undefined) {
  const part = (target as Element | null)?.closest?.('button')?.getAttribute('part');
  if (part === 'start-over-button') return undefined;
  return /^(facade|facade-loading|resume-button)$/.test(part ?? '') ? resumeAt() : null;
}

/**
 * What shows while the record loads: the poster's place (where a server-rendered poster is
 * slotted) under the play button, in the place the poster's will take, named without a title;
 * the loading status is heard, not seen. A press plays once the record comes. Under another
 * skin (`skinned`), the server-rendered poster alone.
 */
export function loadingNodes<N>(w: Writer<N>, strings: PlayerStrings, skinned: boolean): N[] {
  const slot = w.h('slot', {inert: ''});
  // Its poster lies in the frame as the record's will (no room kept for details under it).
  if (skinned) return [slot];
  const button = w.h(
    'button',
    {type: 'button', part: 'facade-loading', class: 'facade', 'aria-label': strings.playVideo},
    playIcon(w),
  );
  const status = w.h(
    'p',
    {part: 'status', class: 'visually-hidden', role: 'status'},
    strings.loading,
  );
  return [w.h('div', {class: 'picture'}, slot, status), button];
}

/** The round play symbol of a poster. */
const playIcon = <N>(w: Writer<N>) =>
  w.h(
    'span',
    {part: 'play-icon', class: 'play-icon', 'aria-hidden': 'true'},
    w.svg(
      'svg',
      {viewBox: '0 0 24 24', width: '32', height: '32'},
      w.svg('path', {d: 'M8 5v14l11-7z'}),
    ),
  );
