// A page with Video.js 10, whose `<video-player>` is loaded first, and ours under other names
// (`<meta name="video-content-widgets:prefix" content="acme">`): both play, and ours find and
// make each other by those names. Our modules are imported only once the meta is in the page.
import {expect, fixture, html} from '@open-wc/testing';
import '@videojs/html/video/player';
import '@videojs/html/video/skin';
import {mediaState} from '../media-state.js';
import {waitUntil} from '../wait-until.js';
import {Scope} from '../stand-in.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipMedia, clipVideo} from '../video-player/clips.js';
import {advances} from '../video-player/player-dom.js';

let ours: typeof import('../../src/index.js');
const warnings: unknown[][] = [];
const warn = console.warn;

before(async () => {
  const meta = document.createElement('meta');
  meta.name = 'video-content-widgets:prefix';
  meta.content = 'acme';
  document.head.append(meta);
  console.warn = (...args: unknown[]) => void warnings.push(args);
  try {
    ours = await import('../../src/index.js');
  } finally {
    console.warn = warn;
  }
});

/** Markup with our tags, made by the parser as a CMS page's would be. */
async function page(markup: string): Promise<HTMLElement> {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 640px"></div>`);
  wrapper.innerHTML = markup;
  return wrapper;
}

const cards = (carousel: VideoCarousel) =>
  carousel.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.card-button');

describe('ours under a prefix, beside Video.js 10', () => {
  it('leaves <video-player> to Video.js and registers <acme-…> without a warning', () => {
    expect(customElements.get('video-player')).to.exist;
    expect(customElements.get('video-player')).not.to.equal(ours.VideoPlayer);
    expect(customElements.get('acme-video-player')).to.equal(ours.VideoPlayer);
    expect(customElements.get('acme-video-carousel')).to.equal(ours.VideoCarousel);
    expect(customElements.get('acme-video-transcript')).to.equal(ours.VideoTranscript);
    expect(warnings).to.deep.equal([]);
  });

  it('plays Video.js’s documented markup, with its skin, and ours beside it', async () => {
    const {mp4Url} = await clipMedia('compound-growth');
    const wrapper = await page(`
      <video-player><video-skin>
        <video slot="media" src="${mp4Url}" muted playsinline></video>
      </video-skin></video-player>
      <acme-video-player muted></acme-video-player>`);
    const theirs = wrapper.querySelector('video')!;
    // Its player element lays out as `display: contents`: the picture is its `<video>`.
    await waitUntil(() => theirs.getBoundingClientRect().height > 0, 'Video.js’s video has no box');
    await theirs.play();
    await waitUntil(
      () => theirs.currentTime > 0.2,
      () => `Video.js’s video did not play (${mediaState(theirs)})`,
    );
    const player = wrapper.querySelector<VideoPlayer>('acme-video-player')!;
    player.video = await clipVideo();
    await player.play();
    await advances(player, 0.2);
  });

  it('links a carousel to its player, and plays in its own dialog, by those names', async () => {
    const scope = await Scope.create();
    const {endpoint, apiKey} = scope.source();
    const source = `endpoint="${endpoint}" api-key="${apiKey}" limit="2"`;
    const wrapper = await page(`
      <acme-video-player id="hero" muted></acme-video-player>
      <acme-video-carousel id="linked" player="hero" ${source}></acme-video-carousel>
      <acme-video-carousel id="alone" ${source}></acme-video-carousel>`);
    const player = wrapper.querySelector<VideoPlayer>('acme-video-player')!;
    const linked = wrapper.querySelector<VideoCarousel>('#linked')!;
    const alone = wrapper.querySelector<VideoCarousel>('#alone')!;
    await waitUntil(() => cards(linked).length && cards(alone).length, 'no cards');
    cards(linked)[1]!.click();
    await waitUntil(() => player.video, 'the linked player got no record');
    expect(player.queue).to.have.length(2);
    cards(alone)[0]!.click();
    const dialog = () => alone.shadowRoot!.querySelector('dialog');
    await waitUntil(() => dialog()?.open, 'no dialog opened');
    const inDialog = dialog()!.querySelector<VideoPlayer>('acme-video-player');
    expect(inDialog).to.be.instanceOf(ours.VideoPlayer);
    await waitUntil(() => inDialog!.video, 'the dialog’s player got no record');
  });

  it('warns, never throws, where a name is taken, and says how to rename ours', async () => {
    const {define} = await import('../../src/internal/define.js');
    document.querySelector('meta[name="video-content-widgets:prefix"]')!.remove();
    const said: unknown[][] = [];
    console.warn = (...args: unknown[]) => void said.push(args);
    try {
      // As a copy of our script without the meta would, on a page that has Video.js.
      define('video-player', class extends HTMLElement {});
    } finally {
      console.warn = warn;
    }
    expect(said).to.deep.equal([
      [
        `video-content-widgets: <video-player> is taken or not valid; <meta name="video-content-widgets:prefix" content="…"> renames ours.`,
      ],
    ]);
  });
});
