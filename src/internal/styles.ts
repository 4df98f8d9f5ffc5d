import {unsafeCSS, type CSSResult} from '@lit/reactive-element';

/**
 * Lit's styles from a template literal of plain CSS. The styles modules interpolate nothing, so
 * this takes the text as written (lit's `unsafeCSS`, where nothing unsafe can come in) and leaves
 * out lit's `css` tag, whose checks of interpolated values would cost every page's first script.
 * Unlike a `<style>` in a template, a strict Content-Security-Policy (`style-src 'self'`) allows
 * them: adopted sheets are not inline styles.
 */
export const css = (strings: TemplateStringsArray): CSSResult => unsafeCSS(strings[0]);

/**
 * Adds the styles a chunk brings to `host`'s shadow root, once: a page that never loads the
 * chunk never loads them.
 */
export function adoptStyles(host: Element, styles: CSSResult): void {
  const root = host.shadowRoot;
  const sheet = styles.styleSheet;
  if (root && sheet && !root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
