// English: the reference every language file follows, key for key. The widgets' English words
// are built in beside the code that shows them (so a page loads each with its chunk, and an
// English page loads no file of words); this file gathers them in the flat form a language file
// takes. It is never fetched: `test/build/languages.test.ts` holds the others to it.
import {MESSAGES} from '../../src/data/service-messages.js';
import {AUTHORING_STRINGS} from '../../src/internal/authoring-strings.js';
import {CODE_UNAVAILABLE} from '../../src/internal/chunk-error.js';
import {PLAYBACK_MESSAGES} from '../../src/playback/playback-error.js';
import {DEFAULT_STRINGS as CAROUSEL} from '../../src/video-carousel/carousel-strings.js';
import {BAR_STRINGS} from '../../src/video-carousel/filter-bar.js';
import {FILTER_STRINGS} from '../../src/video-carousel/filter-words.js';
import {MORE_STRINGS} from '../../src/video-carousel/load-more.js';
import {CAPTION_STRINGS} from '../../src/video-player/caption-style.js';
import {CONTROL_STRINGS} from '../../src/video-player/control-strings.js';
import {SHORTCUT_STRINGS} from '../../src/video-player/shortcuts-dialog.js';
import {DEFAULT_STRINGS as PLAYER} from '../../src/video-player/player-strings.js';
import {DEFAULT_TRANSCRIPT_STRINGS as TRANSCRIPT} from '../../src/video-transcript/transcript-strings.js';
import type {Message, Words} from '../../src/i18n/languages.js';

type Nested = {[key: string]: Message | Nested};

/** Whether `value` is a message: a string, or a plural (forms by plural category). */
export const isMessage = (value: Message | Nested): value is Message =>
  typeof value === 'string' || 'other' in value;

/** `{a: {b: 'x'}}` as `{'a.b': 'x'}`: what every element's `strings` are, as one flat file. */
function flat(nested: Nested, prefix = ''): Words {
  return Object.fromEntries(
    Object.entries(nested).flatMap(([key, value]) =>
      isMessage(value) ? [[prefix + key, value]] : Object.entries(flat(value, `${prefix}${key}.`)),
    ),
  );
}

/** An element's own words: everyone's (`errors`, `codeUnavailable`) are said once, at the top. */
const own = ({errors: _errors, codeUnavailable: _code, ...words}: Record<string, unknown>) =>
  words as Nested;

/** The words for a mistake in the attributes, shared by both widgets' chunk: each one's own. */
const {invalidLimit, missingEndpoint, ...playerMistakes} = AUTHORING_STRINGS;

export default flat({
  player: own({
    ...PLAYER,
    ...playerMistakes,
    missingEndpoint,
    playbackErrors: PLAYBACK_MESSAGES,
    ...CONTROL_STRINGS,
    ...CAPTION_STRINGS,
    ...SHORTCUT_STRINGS,
  }),
  carousel: own({
    ...CAROUSEL,
    invalidLimit,
    missingEndpoint,
    ...BAR_STRINGS,
    ...FILTER_STRINGS,
    ...MORE_STRINGS,
  }),
  transcript: own({...TRANSCRIPT}),
  errors: MESSAGES,
  codeUnavailable: CODE_UNAVAILABLE,
});
