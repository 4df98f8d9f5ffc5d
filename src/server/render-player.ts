import {parseVideo} from '../data/parse-video.js';
import {watchHref} from '../data/watch-href.js';
import {markupWriter} from '../internal/markup.js';
import {visuallyHidden} from '../internal/visually-hidden.styles.js';
import {facadeName, facadeNodes, frameName} from '../video-player/facade-template.js';
import {DEFAULT_STRINGS, type PlayerStrings} from '../video-player/player-strings.js';
import {styles} from '../video-player/video-player.styles.js';
import {attributeValue, cssText, printedElement, type HostAttributes} from './printed-element.js';
import {playerNoScript} from './no-script.styles.js';
import {playerStreaming} from './streaming.styles.js';
import {printedWords} from './printed-words.js';

export interface RenderPlayerOptions {
  /**
   * The element's other attributes (`controls`, `preload`, `endpoint`, …), written escaped;
   * `true` writes a boolean one (`muted`).
   */
  attributes?: HostAttributes;
  /** The page's language (BCP 47): the player's words, and the length as it is spoken. */
  lang?: string;
  /**
   * Markup put inside the element after its record, as given (so: trusted), e.g. the JSON-LD,
   * poster and link of `renderVideoSeo` from `video-content-widgets/seo` for search engines.
   */
  children?: string;
}

/**
 * The player's shadow-root CSS as a server prints it. The build writes it into the WordPress
 * plugin too (scripts/printed-player.js), so that PHP prints these very bytes.
 */
export const printedCss = () => cssText([visuallyHidden, styles, playerNoScript, playerStreaming]);

/**
 * `<video-player>` as a server prints it: its shadow root as Declarative Shadow DOM (its styles
 * and the poster facade the element would make, title, length and chips included), and the
 * record as a JSON child, which the element takes instead of asking the service again. Once its
 * script runs it keeps what was printed where it equals what it would make (player-frame.ts).
 * Every service string is escaped; the JSON child is data, not script: a page under a strict
 * Content Security Policy needs nothing more. Throws a `TypeError` for a record the player could
 * not play (no id, no stream or file).
 */
export function renderPlayer(record: unknown, options: RenderPlayerOptions = {}): string {
  const video = parseVideo(record);
  if (!video)
    throw new TypeError('renderPlayer: not a playable record of the Video Content Service');
  const {attributes = {}, lang, children = ''} = options;
  const w = markupWriter;
  const strings = printedWords(lang, 'player', DEFAULT_STRINGS) as PlayerStrings;
  const skinned = attributes['controls'] === 'none';
  const href = watchHref(video, attributeValue(attributes, 'watch-url'));
  // For a reader without script, whom the play button cannot serve, a link over the poster
  // (no-script.styles.ts). Beside the frame, which is the element's: it leaves the link as it is.
  // Its arrival says the frame has all come (streaming.styles.ts).
  const link =
    href && !skinned
      ? [
          w.h('a', {
            part: 'facade-link',
            class: 'facade-link',
            href,
            ...facadeName(video.title, strings),
          }),
        ]
      : [];
  const frame = w.h(
    'div',
    {part: 'base', class: 'frame', ...frameName(video.title, strings)},
    {html: '<!---->'}, // Where the playback chunk's content will end (player-frame.ts).
    ...facadeNodes(w, video, strings, undefined, lang, skinned),
  );
  return printedElement(
    'video-player',
    {...attributes, 'video-id': String(video.id)},
    printedCss(),
    frame.html + link.map((node) => node.html).join(''),
    video,
    children,
  );
}
