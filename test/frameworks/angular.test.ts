// Angular in JIT mode, zoneless: `[video]` sets the property, `(video-select)` listens, and
// CUSTOM_ELEMENTS_SCHEMA lets the template use the tags.
import '@angular/compiler';
import {
  ApplicationRef,
  Component,
  CUSTOM_ELEMENTS_SCHEMA,
  provideZonelessChangeDetection,
  signal,
} from '@angular/core';
import {createApplication} from '@angular/platform-browser';
import '../../src/index.js';
import type {Video} from '../../src/data/index.js';
import {itCrossesTheBoundary, type AppProps} from './contract.js';

function widgetsComponent(props: AppProps) {
  @Component({
    selector: 'widgets-app',
    schemas: [CUSTOM_ELEMENTS_SCHEMA],
    template: `
      <video-player
        muted
        [attr.endpoint]="props.endpoint"
        [video]="video()"
        (video-progress)="props.onProgress($event.detail.percent)"
      ></video-player>
      <video-carousel
        [attr.category]="props.category"
        limit="2"
        [attr.endpoint]="props.endpoint"
        (video-select)="select($event)"
      ></video-carousel>
    `,
  })
  class WidgetsApp {
    readonly props = props;
    readonly video = signal<Video | undefined>(undefined);

    select(event: CustomEvent<{video: Video}>) {
      event.preventDefault();
      this.video.set(event.detail.video);
      props.onSelect(event.detail.video);
    }
  }
  return WidgetsApp;
}

describe('Angular', () => {
  itCrossesTheBoundary(async (container, props) => {
    const app = await createApplication({providers: [provideZonelessChangeDetection()]});
    const host = document.createElement('widgets-app');
    container.append(host);
    app.injector.get(ApplicationRef).bootstrap(widgetsComponent(props), host);
    await app.whenStable();
    return () => app.destroy();
  });
});
