// Vue 3: `:video.prop` sets the property, `@video-select` / `@video-progress` listen to the custom
// events. The template is a string compiled in the browser (build.js picks Vue's full build).
import {createApp, ref, watch} from 'vue';
import 'video-content-widgets';
import {CATEGORY, FIRST_VIDEO_ID, LIMIT, progressText} from './content.js';

/** @typedef {import('./content.js').Video} Video */

const app = createApp({
  template: `
    <video-player ref="player" video-id="${FIRST_VIDEO_ID}" :video.prop="video"
      @video-progress="percent = $event.detail.percent"></video-player>
    <p class="progress">{{ progressText(percent) }}</p>
    <section>
      <h2>{{ category }}</h2>
      <video-carousel :category="category" limit="${LIMIT}" @video-select="select"></video-carousel>
    </section>
  `,
  setup() {
    const video = ref(/** @type {Video | undefined} */ (undefined));
    const percent = ref(/** @type {number | undefined} */ (undefined));
    const player = ref(/** @type {import('./content.js').VideoPlayer | undefined} */ (undefined));

    // Play once Vue has handed the chosen video to the player ('post': after the DOM update).
    watch(video, () => player.value?.play().catch(() => {}), {flush: 'post'});

    /** @param {CustomEvent<{video: Video}>} event */
    const select = (event) => {
      event.preventDefault(); // The app plays it, not the carousel's own dialog.
      percent.value = undefined;
      video.value = event.detail.video;
    };
    return {video, percent, player, select, category: CATEGORY, progressText};
  },
});
app.config.compilerOptions.isCustomElement = (tag) => tag.startsWith('video-');
app.mount('#app');
