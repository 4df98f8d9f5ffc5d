// Vue 3 with a string template, compiled in the browser: `:video.prop` sets the property,
// `@video-select` listens to the custom event.
import {createApp, nextTick, ref} from 'vue';
import '../../src/index.js';
import type {Video} from '../../src/data/index.js';
import {itCrossesTheBoundary} from './contract.js';

const template = `
  <video-player muted :endpoint="endpoint" :video.prop="video"
    @video-progress="onProgress($event.detail.percent)"></video-player>
  <video-carousel :category="category" limit="2" :endpoint="endpoint"
    @video-select="select"></video-carousel>
`;

describe('Vue 3', () => {
  itCrossesTheBoundary(async (container, props) => {
    const app = createApp({
      template,
      setup() {
        const video = ref<Video>();
        const select = (event: CustomEvent<{video: Video}>) => {
          event.preventDefault();
          video.value = event.detail.video;
          props.onSelect(event.detail.video);
        };
        return {...props, video, select};
      },
    });
    app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('video-');
    app.mount(container);
    await nextTick();
    return () => app.unmount();
  });
});
