import {expect, fixture, html} from '@open-wc/testing';
import type {Video} from '../../src/data/index.js';
import {adoptStyles} from '../../src/internal/styles.js';
import {hostStyles} from '../../src/video-carousel/carousel-host.styles.js';
import {preloadThumbnails} from '../../src/video-carousel/thumbnail-preload.js';
import {clipVideo} from '../video-player/clips.js';
import {waitUntil} from '../wait-until.js';

/** The thumbnails the page asked for since `since`, each once (resource timing). */
const asked = (since: number) => [
  ...new Set(
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/thumbnail.jpg') && entry.startTime >= since)
      .map((entry) => entry.name),
  ),
];

/** A host 800 px wide whose row shows cards 200 px wide: four of them fit. */
async function hostAt(top: number): Promise<HTMLElement> {
  const page = await fixture<HTMLElement>(
    html`<div>
      <div style="height: ${top}px"></div>
      <div style="width: 800px"></div>
    </div>`,
  );
  const host = page.lastElementChild as HTMLElement;
  host.attachShadow({mode: 'open'}).innerHTML =
    '<ul class="row" style="display: flex; margin: 0; padding: 0"><li style="flex: 0 0 200px; height: 100px"></li></ul>';
  return host;
}

/**
 * Six records with thumbnails of their own, from `first` on (a URL asked for before would come
 * from the memory cache, with no request to see).
 */
async function sixVideos(first: number): Promise<Video[]> {
  const video = await clipVideo();
  const thumbnail = video.playbackDetails.thumbnailUrl!;
  return Array.from({length: 6}, (_, i) => ({
    ...video,
    id: video.id + i,
    playbackDetails: {
      ...video.playbackDetails,
      thumbnailUrl: `${thumbnail.split('?')[0]}?time=${first + i}`,
    },
  }));
}

/** Preloads for `host`: four cards fit, their thumbnails are asked for, and no other. */
async function expectFirstFourAsked(host: HTMLElement, videos: Video[]): Promise<void> {
  const since = performance.now();
  expect(preloadThumbnails(host, videos), 'the cards the row shows').to.equal(4);
  const wanted = videos.slice(0, 4).map((video) => video.playbackDetails.thumbnailUrl);
  await waitUntil(
    () => asked(since).length >= 4,
    () => `asked ${asked(since)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200)); // Room for any other to show.
  expect(asked(since)).to.have.members(wanted);
}

describe('preloadThumbnails', () => {
  it('asks for the thumbnails of as many cards as the row shows, the first ones', async () => {
    const videos = await sixVideos(100);
    const host = await hostAt(0);
    await expectFirstFourAsked(host, videos);
  });

  it("before the carousel's code came, counts the cards that fit by the room it holds", async () => {
    const videos = await sixVideos(300);
    const host = await hostAt(0);
    // What the element shows until its code comes: the room the row will take, as wide as a
    // card with its ring (16rem + 8 px, 264 px): four of them fit in 800 px.
    host.shadowRoot!.innerHTML = '<div class="reserve"></div>';
    adoptStyles(host, hostStyles);
    await expectFirstFourAsked(host, videos);
  });

  it('measures a list once, whoever asks (the early request and the render share it)', async () => {
    const videos = await sixVideos(400);
    const host = await hostAt(0);
    await expectFirstFourAsked(host, videos);
    let measures = 0;
    const measure = host.getBoundingClientRect.bind(host);
    host.getBoundingClientRect = () => (measures++, measure());
    preloadThumbnails(host, videos);
    expect(measures).to.equal(0);
    preloadThumbnails(host, [...videos]); // Another list (a reload, another category).
    expect(measures).to.equal(1);
  });

  it('asks for none for a carousel below the screen', async () => {
    const videos = await sixVideos(200);
    const host = await hostAt(innerHeight + 100);
    const since = performance.now();
    // Counted all the same: the cards it renders first (first-row-first.ts).
    expect(preloadThumbnails(host, videos)).to.equal(4);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked(since)).to.deep.equal([]);
  });
});
