// Template types for Vue 3 (vue-tsc / Volar): `import type {} from 'video-content-widgets/types/vue';`
// once in the app. Vue names `@video-select` as `onVideoSelect`; bind `video` with `.prop`.
import type {DefineComponent} from 'vue';
import type {
  VideoCarouselAttributes,
  VideoCarouselEvents,
  VideoCarouselProperties,
  VideoPlayerAttributes,
  VideoPlayerEvents,
  VideoPlayerProperties,
  VideoTranscriptAttributes,
  VideoTranscriptProperties,
} from './widget-props.js';

/** `video-select` → `VideoSelect`, the way Vue turns `@video-select` into a prop name. */
type Pascal<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Capitalize<Head>}${Pascal<Tail>}`
  : Capitalize<S>;

/** `api-key` → `apiKey`, the way Vue matches kebab-case attributes to props. */
type Camel<S extends string> = Uncapitalize<Pascal<S>>;

type VueProps<Attributes, Properties, Events> = {
  [K in keyof Attributes & string as Camel<K>]?: Attributes[K];
} & Properties & {
    [K in keyof Events & string as `on${Pascal<K>}`]?: (event: Events[K]) => void;
  };

declare module 'vue' {
  interface GlobalComponents {
    'video-carousel': DefineComponent<
      VueProps<VideoCarouselAttributes, VideoCarouselProperties, VideoCarouselEvents>
    >;
    'video-player': DefineComponent<
      VueProps<VideoPlayerAttributes, VideoPlayerProperties, VideoPlayerEvents>
    >;
    'video-transcript': DefineComponent<
      VueProps<VideoTranscriptAttributes, VideoTranscriptProperties, object>
    >;
  }
}
