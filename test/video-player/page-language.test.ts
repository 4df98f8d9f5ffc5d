import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {waitUntil} from '../wait-until.js';
import {clipVideo} from './clips.js';
import {part} from './player-dom.js';

/** The poster's spoken length, in a player inside an element of `lang`. */
async function spokenLength(lang: string): Promise<string> {
  const video = await clipVideo();
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang}><video-player .video=${video}></video-player></div>`,
  );
  const player = wrapper.querySelector<VideoPlayer>('video-player')!;
  await waitUntil(() => part(player, 'duration'), 'the poster shows the length');
  return part(player, 'duration')!.querySelector('.visually-hidden')!.textContent!;
}

describe('<video-player> in the language of the page', () => {
  it('speaks the length in the language of the element around it', async () => {
    expect(await spokenLength('de')).to.match(/Sekunden$/);
    expect(await spokenLength('en')).to.match(/seconds$/);
  });

  // Some CMSes write lang="en_US", which Intl refuses: the poster must show all the same.
  it('reads lang="de_DE" as de-DE, and a language Intl refuses as the browser’s own', async () => {
    expect(await spokenLength('de_DE')).to.match(/Sekunden$/);
    expect(await spokenLength('not a language!')).to.match(/seconds$/);
  });

  it('shows its poster on a page whose own lang Intl refuses', async () => {
    const root = document.documentElement;
    const lang = root.lang;
    root.lang = 'not a language!';
    try {
      const player = await fixture<VideoPlayer>(
        html`<video-player .video=${await clipVideo()}></video-player>`,
      );
      await waitUntil(() => part(player, 'duration'), 'the poster shows the length');
      expect(part(player, 'facade')!.getAttribute('aria-label')).to.contain('Compound Growth');
    } finally {
      root.lang = lang;
    }
  });
});
