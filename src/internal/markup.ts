import type {Attributes, Writer} from './dom.js';

/** Markup for a server to print, made inert: text and attribute values are escaped. */
export interface Markup {
  readonly html: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text or an attribute value made inert in HTML. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (char) => ESCAPES[char]!);

/** ` name="value"` for each attribute that has a value, values escaped. */
export const attributeList = (attributes: Attributes): string =>
  Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtml(value!)}"`)
    .join('');

function element(tag: string, attributes: Attributes = {}, ...children: Array<Markup | string>) {
  const open = attributeList(attributes);
  const inner = children.map((child) =>
    typeof child === 'string' ? escapeHtml(child) : child.html,
  );
  // An element that holds nothing (`<img>`) has no end tag.
  return {html: `<${tag}${open}>${tag === 'img' ? '' : `${inner.join('')}</${tag}>`}`};
}

/** The server's writer: the markup the page's DOM calls (`domWriter`) would make. */
export const markupWriter: Writer<Markup> = {h: element, svg: element};
