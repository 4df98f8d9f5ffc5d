import {attributeList} from '../internal/markup.js';

/** An element's attributes as a page's author writes them: `true` is a boolean one. */
export type HostAttributes = Record<string, string | true>;

/** An attribute as the element reads it: a boolean one is empty. */
export const attributeValue = (attributes: HostAttributes, name: string) => {
  const value = attributes[name];
  return value === true ? '' : value;
};

/** The text of an element's style sheets, as its shadow root prints them. */
export const cssText = (styles: ReadonlyArray<{cssText: string}>) =>
  styles.map((style) => style.cssText).join('');

/**
 * A widget as a server prints it: the host with its `attributes` (escaped), its shadow root as
 * Declarative Shadow DOM (`css`, then `shadow`), its `data` as a JSON child the element reads
 * instead of asking the service (printed-data.ts), and the trusted `children` after it. The
 * JSON's `<` is escaped, so no `</script>` or `<!--` in a service string can end it early.
 */
export function printedElement(
  tag: string,
  attributes: HostAttributes,
  css: string,
  shadow: string,
  data: unknown,
  children = '',
): string {
  const named: Record<string, string> = {};
  for (const [name, value] of Object.entries(attributes)) named[name] = value === true ? '' : value;
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    `<${tag}${attributeList(named)}><template shadowrootmode="open"><style>${css}</style>` +
    `${shadow}</template><script type="application/json">${json}</script>${children}</${tag}>`
  );
}
