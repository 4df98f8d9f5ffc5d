// Angular in JIT mode (the template is compiled in the browser by @angular/compiler), zoneless:
// `[video]` sets the property, `(video-select)` / `(video-progress)` listen to the custom events,
// and CUSTOM_ELEMENTS_SCHEMA lets the template use the tags. Plain JS has no decorators, so
// `Component(…)` is applied to the class as a function.
import '@angular/compiler';
import {
  afterNextRender,
  ApplicationRef,
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  enableProdMode,
  inject,
  Injector,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import {createApplication} from '@angular/platform-browser';
import 'video-content-widgets';
import {CATEGORY, FIRST_VIDEO_ID, LIMIT, progressText} from './content.js';

/** @typedef {import('./content.js').Video} Video */
/** @typedef {import('./content.js').VideoPlayer} VideoPlayer */

const VideosApp = Component({
  selector: 'videos-app',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <video-player
      #player
      video-id="${FIRST_VIDEO_ID}"
      [video]="video()"
      (video-progress)="percent.set($event.detail.percent)"
    ></video-player>
    <p class="progress">{{ progressText(percent()) }}</p>
    <section>
      <h2>{{ category }}</h2>
      <video-carousel
        [attr.category]="category"
        limit="${LIMIT}"
        (video-select)="select($event, player)"
      ></video-carousel>
    </section>
  `,
})(
  class VideosApp {
    category = CATEGORY;
    progressText = progressText;
    video = signal(/** @type {Video | undefined} */ (undefined));
    percent = signal(/** @type {number | undefined} */ (undefined));
    _injector = inject(Injector);

    /**
     * @param {CustomEvent<{video: Video}>} event
     * @param {VideoPlayer} player
     */
    select(event, player) {
      event.preventDefault(); // The app plays it, not the carousel's own dialog.
      this.percent.set(undefined);
      this.video.set(event.detail.video);
      // Play once Angular has handed the chosen video to the player.
      afterNextRender(() => void player.play().catch(() => {}), {injector: this._injector});
    }
  },
);

enableProdMode();
const app = await createApplication({providers: [provideZonelessChangeDetection()]});
app.injector.get(ApplicationRef).bootstrap(VideosApp, document.getElementById('app'));
