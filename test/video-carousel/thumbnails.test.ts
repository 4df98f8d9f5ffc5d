import {expect, fixture, html} from '@open-wc/testing';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {Scope} from '../stand-in.js';
import {CATEGORY, loadedVideos, recordLoad} from './helpers.js';

describe('<video-carousel> thumbnails', () => {
  it('asks for none while the carousel is far below the screen', async () => {
    const {endpoint, apiKey} = (await Scope.create()).source();
    const page = await fixture<HTMLElement>(
      html`<div>
        <div style="height: ${innerHeight + 6000}px"></div>
        <video-carousel
          @videos-load=${recordLoad}
          endpoint=${endpoint}
          api-key=${apiKey!}
          category=${CATEGORY}
        ></video-carousel>
      </div>`,
    );
    const since = performance.now();
    await loadedVideos(page.querySelector<VideoCarousel>('video-carousel')!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const thumbnails = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/thumbnail.jpg') && entry.startTime >= since);
    expect(thumbnails.map((entry) => entry.name)).to.deep.equal([]);
  });
});
