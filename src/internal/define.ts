/**
 * Registers a custom element unless the tag is taken. A CMS page may load the
 * script twice, or another library may own the name: warn, never throw.
 */
export function define(tag: string, constructor: CustomElementConstructor): void {
  const registry = globalThis.customElements;
  if (!registry) return; // Server-side import: nothing to register.
  const existing = registry.get(tag);
  if (existing === constructor) return;
  if (existing) {
    console.warn(
      `video-content-widgets: <${tag}> is already defined by another script; keeping that definition.`,
    );
    return;
  }
  registry.define(tag, constructor);
}
