export type Attributes = Record<string, string | undefined>;

/**
 * Makes elements and SVG elements: with DOM calls in the page (`domWriter`), as markup on a
 * server (`markupWriter`, markup.ts), so that both write one template.
 */
export interface Writer<N> {
  h(tag: string, attributes?: Attributes, ...children: Array<N | string>): N;
  svg(tag: string, attributes?: Attributes, ...children: N[]): N;
}

function build<E extends Element>(
  element: E,
  attributes: Attributes,
  children: Array<Node | string>,
): E {
  for (const [name, value] of Object.entries(attributes)) {
    if (value !== undefined) element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/**
 * An element with `attributes` (an `undefined` one is left out) and `children`, made with DOM
 * calls: what a page shows before any interaction is written this way, so it pays no template
 * library for it (and, unlike markup in a string, needs no Trusted Types policy).
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): HTMLElementTagNameMap[K] {
  return build(document.createElement(tag), attributes, children);
}

/** `h` for an SVG element. */
export function svgElement(
  tag: string,
  attributes: Attributes = {},
  ...children: Array<Node | string>
): SVGElement {
  return build(document.createElementNS('http://www.w3.org/2000/svg', tag), attributes, children);
}

/** The page's writer: DOM nodes. */
export const domWriter: Writer<Element> = {h: h as Writer<Element>['h'], svg: svgElement};
