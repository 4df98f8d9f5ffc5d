/**
 * The language of the page where `node` is, as a locale `Intl` accepts: the `lang` of its nearest
 * ancestor, out of shadow roots too (a carousel's dialog player speaks the carousel's), else the
 * page's. `lang="en_US"`, which some CMSes write, reads as `en-US`; a value `Intl` refuses gives
 * `undefined` (the browser's own language), never an error.
 */
export function localeOf(node: Element): string | undefined {
  let lang: string | null | undefined;
  for (let at: Element | undefined = node; at && !lang;) {
    lang = at.closest('[lang]')?.getAttribute('lang');
    at = (at.getRootNode() as ShadowRoot).host;
  }
  lang ||= document.documentElement.lang;
  if (!lang) return undefined;
  try {
    return Intl.getCanonicalLocales(lang.replaceAll('_', '-'))[0];
  } catch {
    return undefined;
  }
}
