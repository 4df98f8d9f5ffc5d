/** The page's language for a node, if it is one `Intl` accepts. */
export function localeOf(node: Element): string | undefined {
  const lang = node.closest('[lang]')?.getAttribute('lang') || document.documentElement.lang;
  if (!lang) return undefined;
  try {
    return Intl.getCanonicalLocales(lang)[0];
  } catch {
    return undefined;
  }
}
