import {fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {nothing} from 'lit';
import '../../src/video-carousel/video-carousel.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import {VideoClient, type Video} from '../../src/data/index.js';
import {Scope} from '../stand-in.js';

export const CATEGORY = 'Investing Basics';

export interface MountOptions {
  category?: string;
  limit?: string;
  preview?: 'hover' | 'none';
  player?: string;
  apiKey?: string;
  filter?: string;
  filters?: boolean;
}

const loads = new WeakMap<EventTarget, Video[]>();

/** Remembers what a carousel loaded; bound in the template, so no event is missed. */
export const recordLoad = (event: CustomEvent<{videos: Video[]}>) =>
  loads.set(event.target!, event.detail.videos);

/** The videos a carousel loaded last, once it shows them. */
export async function loadedVideos(el: VideoCarousel): Promise<Video[]> {
  await settled(el);
  const videos = loads.get(el);
  if (!videos) throw new Error('the carousel did not load videos');
  return videos;
}

/** A carousel in direct mode against its own scope of the stand-in service. */
export async function mount(scope: Scope, options: MountOptions = {}): Promise<VideoCarousel> {
  const source = scope.source(options.apiKey);
  return fixture<VideoCarousel>(
    html`<video-carousel
      @videos-load=${recordLoad}
      endpoint=${source.endpoint}
      api-key=${source.apiKey ?? nothing}
      category=${options.category ?? CATEGORY}
      limit=${options.limit ?? nothing}
      preview=${options.preview ?? nothing}
      player=${options.player ?? nothing}
      filter=${options.filter ?? nothing}
      ?filters=${options.filters}
    ></video-carousel>`,
  );
}

export function shadow(el: VideoCarousel): ShadowRoot {
  return el.shadowRoot!;
}

/** Resolves once the carousel shows something other than its loading state. */
export async function settled(el: VideoCarousel): Promise<void> {
  await waitUntil(
    () => shadow(el).querySelector('.region')?.getAttribute('aria-busy') === 'false',
    'the carousel never left its loading state',
    {timeout: 10_000},
  );
  await el.updateComplete;
}

/** The card buttons, the row's focusable controls. */
export function cards(el: VideoCarousel): HTMLButtonElement[] {
  return [...shadow(el).querySelectorAll<HTMLButtonElement>('button.card-button')];
}

/** The whole card a button belongs to (thumbnail, badges and chips included). */
export function cardOf(button: HTMLElement): HTMLElement {
  return button.closest('li')!;
}

export function part(el: VideoCarousel, name: string): HTMLElement | null {
  return shadow(el).querySelector<HTMLElement>(`[part~="${name}"]`);
}

export function text(node: Element | null | undefined): string {
  return node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/** A real record of the stand-in, to build others from. */
export async function sample(scope: Scope): Promise<Video> {
  const [video] = await new VideoClient().listVideos(scope.source(), {limit: 1});
  return video!;
}

/** Makes the stand-in answer the next request of the scope with these records. */
export function serve(scope: Scope, items: unknown[]): Promise<void> {
  return scope.fault({
    status: 200,
    body: JSON.stringify({data: {items}}),
    contentType: 'application/json',
  });
}

/** Silences `console.warn` in each test of the calling suite: dropped records are expected there. */
export function silenceWarnings(): void {
  let warn: typeof console.warn;
  beforeEach(() => {
    warn = console.warn;
    console.warn = () => {};
  });
  afterEach(() => {
    console.warn = warn;
  });
}

/** A `<video-player id>` and a carousel of three linked to it, in direct mode against `scope`. */
export async function mountLinked(scope: Scope, id: string) {
  const {endpoint, apiKey} = scope.source();
  const page = await fixture<HTMLElement>(
    html`<div>
      <video-player id=${id} endpoint=${endpoint} api-key=${apiKey!}></video-player>
      <video-carousel
        @videos-load=${recordLoad}
        player=${id}
        endpoint=${endpoint}
        api-key=${apiKey!}
        limit="3"
      ></video-carousel>
    </div>`,
  );
  return {
    player: page.querySelector('video-player')!,
    carousel: page.querySelector('video-carousel')!,
  };
}
