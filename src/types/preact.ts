// JSX types for Preact, which sets properties and binds `on<event-name>` listeners on custom
// elements: `import type {} from 'video-content-widgets/types/preact';` once in the app.
import type {HTMLAttributes} from 'preact';
import type {WidgetElements, WidgetTags} from './widget-props.js';

type Widgets = WidgetElements<{
  [Tag in keyof WidgetTags]: HTMLAttributes<WidgetTags[Tag]['element']>;
}>;

declare module 'preact' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Preact's JSX is a namespace.
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Adds the widgets' tags.
    interface IntrinsicElements extends Widgets {}
  }
}
