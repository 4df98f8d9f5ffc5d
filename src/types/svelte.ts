// Template types for Svelte 5, which sets properties and binds `on<event-name>` listeners on
// custom elements: `import type {} from 'video-content-widgets/types/svelte';` once in the app.
import type {HTMLAttributes} from 'svelte/elements';
import type {WidgetElements, WidgetTags} from './widget-props.js';

type Widgets = WidgetElements<{
  [Tag in keyof WidgetTags]: HTMLAttributes<WidgetTags[Tag]['element']>;
}>;

declare module 'svelte/elements' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Adds the widgets' tags.
  interface SvelteHTMLElements extends Widgets {}
}
