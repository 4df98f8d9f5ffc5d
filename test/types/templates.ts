// Type-checked by `npm test` (tsc), never run: the Vue and Svelte template declarations accept
// the widgets' real attributes, properties and events, and refuse a misspelt one.
import type {SvelteHTMLElements} from 'svelte/elements';
import type {GlobalComponents} from 'vue';
import type {Video} from '../../src/data/index.js';
import type {} from '../../src/types/svelte.js';
import type {} from '../../src/types/vue.js';

declare const video: Video;

type VueProps<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const vueCarousel: VueProps<'video-carousel'> = {
  category: 'Investing Basics',
  limit: 8,
  apiKey: 'key',
  onVideoSelect: (event) => event.detail.video.id,
};
export const vuePlayer: VueProps<'video-player'> = {
  video,
  videoId: '1001',
  onVideoProgress: (event) => event.detail.percent,
  // The quality events are typed by their `type`.
  onVideoPlayerQuality: (event) =>
    event.detail.type === 'startup' ? event.detail.steps.decodeMs : event.detail.videoId,
};
// @ts-expect-error `categroy` is not an attribute of <video-carousel>.
export const vueTypo: VueProps<'video-carousel'> = {categroy: 'x'};

export const svelteCarousel: SvelteHTMLElements['video-carousel'] = {
  category: 'Investing Basics',
  player: 'main',
};
export const sveltePlayer: SvelteHTMLElements['video-player'] = {video, preload: 'metadata'};
// @ts-expect-error `preload` takes none, metadata or auto.
export const svelteBad: SvelteHTMLElements['video-player'] = {preload: 'eager'};

// <video-transcript>: `for` names the player; a wrong `strings` key is refused.
export const vueTranscript: VueProps<'video-transcript'> = {
  for: 'lesson',
  strings: {search: 'Suche'},
};
export const svelteTranscript: SvelteHTMLElements['video-transcript'] = {for: 'lesson'};
// @ts-expect-error -- not a string of the transcript
export const svelteTranscriptBad: SvelteHTMLElements['video-transcript'] = {strings: {nope: ''}};
