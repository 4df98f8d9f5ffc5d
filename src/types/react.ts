// JSX types for React 19, which passes properties and `on<event-name>` listeners to custom
// elements: `import type {} from 'video-content-widgets/types/react';` once in the app.
import type {HTMLAttributes, RefAttributes} from 'react';
import type {WidgetElements, WidgetTags} from './widget-props.js';

type Widgets = WidgetElements<{
  [Tag in keyof WidgetTags]: HTMLAttributes<WidgetTags[Tag]['element']> &
    RefAttributes<WidgetTags[Tag]['element']>;
}>;

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX is a namespace.
  namespace JSX {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- Adds the widgets' tags.
    interface IntrinsicElements extends Widgets {}
  }
}
