import type {ReactiveElement} from '@lit/reactive-element';
import {render} from 'lit/html.js';

const taken = new WeakSet<Node>();

/**
 * Renders `value` into `host`'s shadow root with lit-html, from a chunk: an element whose own
 * class holds only its properties (so a page does not pay lit-html for it before its code
 * comes) calls this once its code is in. The first render replaces what the element showed
 * until then.
 */
export function renderInRoot(host: ReactiveElement, value: unknown): void {
  const root = host.renderRoot;
  if (!taken.has(root)) {
    taken.add(root);
    root.replaceChildren();
  }
  render(value, root, {host});
}
