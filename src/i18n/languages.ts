import {isEnglish} from '../internal/format.js';

/**
 * One language's words: a flat map from keys such as `player.pause` or `errors.auth` to a
 * message (`test/build/english-words.ts` lists every key). A message has `{name}` placeholders, or is a plural:
 * its forms by `Intl.PluralRules` category (`plural.ts`).
 */
export type Words = Record<string, Message>;
export type Message = string | Plural;
export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & {other: string};

/** A language file's module (`language-file.ts`): its words under an element's `strings`. */
export interface LanguageFile {
  over<T extends object>(element: string, strings: Partial<T>, defaults?: T): Partial<T>;
}

/** The languages besides English (built in), each a file `lang/<tag>.ts`. */
export const LANGUAGES =
  'ar cs da de es fi fr he hi it ja ko nb nl pl pt-BR pt-PT ru sv tr uk zh-Hans zh-Hant';

/** Where CLDR's likely subtags lead nowhere we have: Portuguese outside Brazil, Norwegian. */
const PARENTS: Record<string, string> = {pt: 'pt-PT', no: 'nb', nn: 'nb'};

/**
 * The language of ours that a BCP 47 locale reads best in, `undefined` for English (or none):
 * the locale with CLDR's likely subtags added (`Intl.Locale#maximize`), tried as language and
 * region (`pt-BR`, `pt-PT`), language and script (`zh-TW` is `zh-Hant-TW`: `zh-Hant`), the
 * language alone (`de-AT`: `de`), then `PARENTS`. So a bare `pt` is `pt-BR` and a bare `zh`
 * `zh-Hans`, as their likely subtags say; `pt-AO` is `pt-PT`, as CLDR's parent locales say.
 */
export function languageOf(locale: string | undefined): string | undefined {
  // English is built in: no likely subtags to look up (their first lookup takes a phone's CPU
  // 40 ms, as an element connects, before it asks the service for anything).
  if (!locale || isEnglish(locale)) return undefined;
  const {language, script, region} = new Intl.Locale(locale).maximize();
  return [`${language}-${region}`, `${language}-${script}`, language, PARENTS[language]].find(
    (tag) => LANGUAGES.split(' ').includes(tag!),
  );
}
