/** The page's names of our elements, by their usual ones (see `define`). */
const names: Record<string, string> = {};

/** The name `tag` (`video-player`, …) is registered under on this page. */
export const tagOf = (tag: string): string => names[tag] ?? tag;

/**
 * Registers a custom element as `tag`, or, with `<meta name="video-content-widgets:prefix"
 * content="acme">`, as `acme-` and the tag. Where the name is taken (a CMS page loading the
 * script twice, another library's element: Video.js 10's `<video-player>`) or not valid, it
 * warns and never throws.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  const registry = globalThis.customElements;
  if (!registry) return; // Server-side import: nothing to register.
  const prefix = globalThis.document?.querySelector<HTMLMetaElement>(
    'meta[name="video-content-widgets:prefix"]',
  )?.content;
  const name = (names[tag] = prefix ? `${prefix}-${tag}` : tag);
  if (registry.get(name) === constructor) return;
  try {
    registry.define(name, constructor);
  } catch {
    console.warn(
      `video-content-widgets: <${name}> is taken or not valid; <meta name="video-content-widgets:prefix" content="…"> renames ours.`,
    );
  }
}
