import type {LanguageFile, Words} from './languages.js';

type Strings = Record<string, unknown>;

/** The keys of one element; the others (`errors.*`, `codeUnavailable`) are every element's. */
const ELEMENTS = ['player', 'carousel', 'transcript'];
/** The maps of words whose entries an author's `strings` replaces one by one. */
const MAPS = ['errors', 'playbackErrors', 'captionColorPresets'];

/** `element`'s words of a flat file as its `strings` (`player.playbackErrors.media` …). */
function section(words: Words, element: string): Strings {
  const strings: Strings = {};
  for (const [key, message] of Object.entries(words)) {
    const path = key.split('.');
    if (ELEMENTS.includes(path[0]!) && path.shift() !== element) continue;
    const last = path.pop()!;
    let node = strings;
    for (const step of path) node = (node[step] ??= {}) as Strings;
    node[last] = message;
  }
  return strings;
}

/**
 * A language file's module: its words, and how an element's `strings` go over them. Every file
 * is built with its own copy of this code (rollup.config.mjs), so that a page in a language
 * fetches that one file and nothing after it; an English page fetches none of it.
 */
export function languageFile(words: Words): LanguageFile {
  const sections = new Map(ELEMENTS.map((element) => [element, section(words, element)]));
  const made = new Map(ELEMENTS.map((element) => [element, new WeakMap<object, Strings>()]));
  return {
    over<T extends object>(element: string, strings: Partial<T>, defaults?: T) {
      let merged = made.get(element)!.get(strings);
      if (!merged) {
        const layers = [defaults, sections.get(element), strings] as Strings[];
        merged = Object.assign({}, ...layers) as Strings;
        for (const key of MAPS) {
          if (merged[key]) merged[key] = Object.assign({}, ...layers.map((layer) => layer?.[key]));
        }
        made.get(element)!.set(strings, merged);
      }
      return merged as Partial<T>;
    },
  };
}
