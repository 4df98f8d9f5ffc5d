/**
 * The language of the page where `node` is, as a locale `Intl` accepts: `lang="en_US"`, which
 * some CMSes write, reads as `en-US`; a value `Intl` refuses gives `undefined` (the browser's
 * own language), never an error.
 */
export function localeOf(node: Element): string | undefined {
  const lang = node.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
  if (!lang) return undefined;
  try {
    return Intl.getCanonicalLocales(lang.replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}
