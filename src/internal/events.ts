/** The `detail` type of a `CustomEvent` declared in `GlobalEventHandlersEventMap`. */
export type EventDetail<K extends keyof GlobalEventHandlersEventMap> =
  GlobalEventHandlersEventMap[K] extends CustomEvent<infer D> ? D : never;

/**
 * Dispatches a typed custom event from `host` that bubbles out of shadow roots
 * (`composed`), so page scripts and frameworks can listen on any ancestor.
 * Returns `false` when a listener called `preventDefault()` on a cancelable event.
 */
export function dispatch<K extends keyof GlobalEventHandlersEventMap>(
  host: EventTarget,
  name: K,
  detail: EventDetail<K>,
  options: {cancelable?: boolean} = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: options.cancelable ?? false,
    }),
  );
}
