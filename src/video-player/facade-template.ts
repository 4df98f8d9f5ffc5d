import type {Video} from '../data/index.js';
import {h, svgElement} from '../internal/dom.js';
import {fill} from '../internal/placeholders.js';
import {describeDuration, formatDuration} from '../internal/format.js';
import type {PlayerStrings} from './player-strings.js';

/**
 * The poster facade: the whole poster is one large play button, named after the video,
 * with title, length and chips on top; where the viewer left the video (`resumeAt`), it
 * resumes there, and two buttons offer to resume or start over. It holds no media element, so
 * nothing but the poster image is downloaded. The length is spoken in `locale` (the page's
 * language). Under another skin (`skinned`), the poster image alone, as a `<video>` shows it.
 * A record without a title (a source given by URL) has no details either.
 */
export function facadeNodes(
  video: Video,
  strings: PlayerStrings,
  onActivate: (at?: number) => void,
  resumeAt: number | undefined,
  locale: string | undefined,
  skinned: boolean,
): HTMLElement[] {
  const {thumbnailUrl, duration} = video.playbackDetails;
  const poster = thumbnailUrl
    ? [h('img', {part: 'poster', class: 'poster', src: thumbnailUrl, alt: '', decoding: 'async'})]
    : [];
  if (skinned) return poster;
  const chips = [
    ...(video.sector ? [video.sector] : []),
    ...video.tags,
    ...(video.community ? [strings.community] : []),
  ];
  const button = (attributes: Record<string, string>, at: number | undefined, label = '') => {
    const made = h('button', {type: 'button', ...attributes}, label);
    made.addEventListener('click', () => onActivate(at));
    return made;
  };
  const {title} = video;
  // A source given by URL (`src`) has no title, nor anything to say about it.
  const facade = button(
    {
      part: 'facade',
      class: 'facade',
      'aria-label': title ? fill(strings.play, {title}) : strings.playVideo,
      ...(title && {'aria-describedby': 'details'}),
    },
    resumeAt,
  );
  facade.append(...poster, playIcon());

  const resume = resumeAt
    ? [
        h(
          'div',
          {class: 'resume'},
          button(
            {part: 'resume-button', class: 'button'},
            resumeAt,
            fill(strings.resume, {time: formatDuration(resumeAt)!}),
          ),
          button({part: 'start-over-button', class: 'button'}, undefined, strings.startOver),
        ),
      ]
    : [];
  if (!title) return [facade, ...resume];

  const details = h('div', {part: 'details', class: 'details', id: 'details'});
  details.append(h('p', {part: 'title', class: 'title'}, title));
  if (duration !== undefined) {
    details.append(
      h(
        'p',
        {part: 'duration', class: 'duration'},
        h('span', {'aria-hidden': 'true'}, formatDuration(duration) ?? ''),
        h('span', {class: 'visually-hidden'}, describeDuration(duration, locale) ?? ''),
      ),
    );
  }
  if (chips.length) {
    const items = chips.map((chip) => h('li', {part: 'chip', class: 'chip'}, chip));
    details.append(h('ul', {part: 'chips', class: 'chips'}, ...items));
  }
  return [facade, ...resume, details];
}

/**
 * What shows while the record loads: the poster's place (where a server-rendered poster is
 * slotted) under the play button, in the place the poster's will take, named without a title;
 * the loading status is heard, not seen. A press plays once the record comes. Under another
 * skin (`skinned`), the server-rendered poster alone.
 */
export function loadingNodes(
  strings: PlayerStrings,
  onActivate: () => void,
  skinned: boolean,
): HTMLElement[] {
  const slot = h('slot', {inert: ''});
  // Its poster lies in the frame as the record's will (no room kept for details under it).
  if (skinned) return [slot];
  const button = h(
    'button',
    {type: 'button', part: 'facade-loading', class: 'facade', 'aria-label': strings.playVideo},
    playIcon(),
  );
  button.addEventListener('click', () => onActivate());
  const status = h(
    'p',
    {part: 'status', class: 'visually-hidden', role: 'status'},
    strings.loading,
  );
  return [h('div', {class: 'picture'}, slot, status), button];
}

/** The round play symbol of a poster. */
const playIcon = () =>
  h(
    'span',
    {part: 'play-icon', class: 'play-icon', 'aria-hidden': 'true'},
    svgElement(
      'svg',
      {viewBox: '0 0 24 24', width: '32', height: '32'},
      svgElement('path', {d: 'M8 5v14l11-7z'}),
    ),
  );
