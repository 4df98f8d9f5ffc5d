import {LANGUAGES, languageOf, type LanguageFile} from '../i18n/languages.js';

/** Every language's file, as the page fetches one of them (src/i18n/lang/). */
const files = new Map<string, LanguageFile>(
  await Promise.all(
    LANGUAGES.split(' ').map(
      async (tag) =>
        [
          tag,
          ((await import(`../i18n/lang/${tag}.js`)) as {default: LanguageFile}).default,
        ] as const,
    ),
  ),
);

/**
 * `element`'s words in the language a page in `locale` shows it in, over `defaults`, as the
 * element has them once its language's file has come (language-controller.ts): a printed
 * widget is in the words its element takes it over with.
 */
export function printedWords<T extends object>(
  locale: string | undefined,
  element: string,
  defaults?: T,
): Partial<T> {
  const file = files.get(languageOf(locale) ?? '');
  return file ? file.over(element, {}, defaults) : {...defaults};
}
