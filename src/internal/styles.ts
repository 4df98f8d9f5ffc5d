/** A shadow root's styles: made into a constructable stylesheet once, the first time it is used. */
export class Styles {
  private _sheet?: CSSStyleSheet;

  constructor(readonly cssText: string) {}

  /** One sheet, shared by every shadow root that adopts these styles. */
  get styleSheet(): CSSStyleSheet {
    if (!this._sheet) {
      this._sheet = new CSSStyleSheet();
      this._sheet.replaceSync(this.cssText);
    }
    return this._sheet;
  }
}

/**
 * Styles from a template literal of plain CSS (no `${}`: the styles modules interpolate nothing).
 * Unlike a `<style>` in a template, a strict Content-Security-Policy (`style-src 'self'`) allows
 * them: adopted sheets are not inline styles.
 */
export const css = (strings: TemplateStringsArray): Styles => new Styles(strings[0]!);

/**
 * Adds the styles a chunk brings to `host`'s shadow root, once: a page that never loads the
 * chunk never loads them.
 */
export function adoptStyles(host: Element, styles: Styles): void {
  const root = host.shadowRoot;
  const sheet = styles.styleSheet;
  if (root && !root.adoptedStyleSheets.includes(sheet)) {
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  }
}
