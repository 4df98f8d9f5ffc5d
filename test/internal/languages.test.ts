import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-carousel/video-carousel.js';
import '../../src/video-player/video-player.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from '../video-player/clips.js';
import {part} from '../video-player/player-dom.js';
import {waitUntil} from '../wait-until.js';

/** A poster, a player whose video-id is wrong and a carousel whose limit is, inside `lang`. */
async function widgets(lang: string) {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang}>
      <video-player .video=${await clipVideo()}></video-player>
      <video-player video-id="forty-two" endpoint="/api/video"></video-player>
      <video-carousel limit="0" endpoint="/api/video"></video-carousel>
    </div>`,
  );
  const [poster, wrong] = wrapper.querySelectorAll<VideoPlayer>('video-player');
  const carousel = wrapper.querySelector<VideoCarousel>('video-carousel')!;
  const says = {
    play: () => part(poster!, 'facade')?.getAttribute('aria-label') ?? '',
    wrongId: () => part(wrong!, 'error')?.textContent ?? '',
    previous: () =>
      carousel.shadowRoot!.querySelector('[part~="button-prev"]')?.getAttribute('aria-label') ?? '',
    wrongLimit: () => carousel.shadowRoot!.querySelector('[part~="error"]')?.textContent ?? '',
  };
  return {wrapper, poster: poster!, carousel, says};
}

describe('the widgets in the language of the element around them', () => {
  it('show German buttons and errors inside lang="de-AT", and follow a change of lang', async () => {
    const {wrapper, says} = await widgets('de-AT');
    await waitUntil(() => says.play() === 'Video abspielen: Compound Growth', says.play());
    await waitUntil(() => says.wrongId().includes('Das Attribut video-id muss'), says.wrongId());
    await waitUntil(() => says.previous() === 'Vorherige Videos', says.previous());
    await waitUntil(() => says.wrongLimit().includes('Das Attribut limit muss'), says.wrongLimit());
    await expect(wrapper).to.be.accessible();

    wrapper.lang = 'fr';
    await waitUntil(() => says.play() === 'Lire la vidéo : Compound Growth', says.play());
    await waitUntil(() => says.previous() === 'Vidéos précédentes', says.previous());
    await waitUntil(() => says.wrongLimit().includes('L’attribut limit doit'), says.wrongLimit());

    wrapper.removeAttribute('lang'); // The test page has none: English.
    await waitUntil(() => says.play() === 'Play video: Compound Growth', says.play());
    await waitUntil(() => says.wrongId().includes('The video-id attribute must'), says.wrongId());
  });

  it('keeps the author’s strings over the language’s, word by word', async () => {
    const {poster, carousel, says} = await widgets('de');
    carousel.strings = {previous: 'Zurück', errors: {auth: 'Falscher Schlüssel.'}};
    poster.strings = {play: 'Ansehen: {title}'};
    await waitUntil(() => says.previous() === 'Zurück', says.previous());
    await waitUntil(() => says.play() === 'Ansehen: Compound Growth', says.play());
    const next = carousel.shadowRoot!.querySelector('[part~="button-next"]')!;
    expect(next.getAttribute('aria-label')).to.equal('Nächste Videos');
    // One word of a map: the language's others stay.
    expect(carousel.words.errors?.auth).to.equal('Falscher Schlüssel.');
    expect(carousel.words.errors?.server).to.match(/^Der Videodienst hat gerade Probleme/);
  });

  it('reads the page’s own lang when no element around it has one', async () => {
    const root = document.documentElement;
    root.lang = 'zh-TW';
    try {
      const player = await fixture<VideoPlayer>(
        html`<video-player .video=${await clipVideo()}></video-player>`,
      );
      await waitUntil(
        () => part(player, 'facade')?.getAttribute('aria-label') === '播放影片：Compound Growth',
        'the poster speaks Traditional Chinese',
      );
    } finally {
      root.removeAttribute('lang');
    }
  });
});
