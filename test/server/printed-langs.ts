// The page languages the printers of the server and of the WordPress plugin are compared in
// (render-player-php.test.ts, render-carousel-php.test.ts).

/**
 * The locale the element speaks for a `lang`, as localeOf() of src/internal/locale-of.ts reads
 * it; none (the browser's language) for a tag `Intl` refuses.
 */
export function localeOf(lang: string | undefined) {
  try {
    return lang ? Intl.getCanonicalLocales(lang.replaceAll('_', '-'))[0] : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `<html lang>` of WordPress's locales in the languages of ours (language_attributes() writes
 * `de_DE_formal` as `de-DE-formal`); `pt-PT-ao90` is no tag `Intl` takes.
 */
export const WORDPRESS_LANGS = [
  ...['en-US', 'en-GB', 'en-AU', 'en-CA', 'en-NZ', 'en-ZA', 'ar', 'ary', 'cs-CZ', 'da-DK', 'de-DE'],
  ...['de-DE-formal', 'de-AT', 'de-CH', 'de-CH-informal', 'es-ES', 'es-MX', 'es-AR', 'es-CO'],
  ...['es-CL', 'es-VE', 'es-PE', 'es-CR', 'es-GT', 'es-UY', 'es-EC', 'es-DO', 'es-PR', 'fi'],
  ...['fr-FR', 'fr-CA', 'fr-BE', 'he-IL', 'hi-IN', 'it-IT', 'ja', 'ko-KR', 'nb-NO', 'nn-NO'],
  ...['nl-NL', 'nl-NL-formal', 'nl-BE', 'pl-PL', 'pt-BR', 'pt-PT', 'pt-PT-ao90', 'pt-AO', 'ru-RU'],
  ...['sv-SE', 'tr-TR', 'uk', 'zh-CN', 'zh-TW', 'zh-HK'],
];
