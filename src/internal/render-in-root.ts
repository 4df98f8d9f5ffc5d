import type {ReactiveElement} from '@lit/reactive-element';
import {render, type RenderOptions} from 'lit/html.js';

const taken = new WeakSet<Node>();

/** lit's hydration (`@lit-labs/ssr-client`), which a page with printed widgets imports. */
export type Hydrate = (
  value: unknown,
  root: HTMLElement | DocumentFragment,
  options: RenderOptions,
) => void;

/**
 * Renders `value` into `host`'s shadow root with lit-html, from a chunk: an element whose own
 * class holds only its properties (so a page does not pay lit-html for it before its code
 * comes) calls this once its code is in. The first render replaces what the element showed
 * until then, or, given `hydrate`, takes over what a server printed of the same `value`
 * (`@lit-labs/ssr`), changing nothing in it; printed markup of other templates is replaced.
 * Returns whether this render took over printed markup.
 */
export function renderInRoot(host: ReactiveElement, value: unknown, hydrate?: Hydrate): boolean {
  const root = host.renderRoot;
  if (!taken.has(root)) {
    taken.add(root);
    try {
      if (hydrate) {
        hydrate(value, root, {host});
        return true;
      }
    } catch {
      // Markup of other templates (another version's server): rendered anew.
    }
    root.replaceChildren();
  }
  render(value, root, {host});
  return false;
}
