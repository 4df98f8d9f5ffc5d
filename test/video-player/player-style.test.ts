// A player.style theme (Sutro: media-chrome's controls in a theme of Mux's) drives the player as
// it drives a `<video>`: the theme's own markup, the player in its media slot, registered by the
// entry such a page imports (media-tracks.js: the player with the lists the quality menu reads).
import {expect, fixture, html} from '@open-wc/testing';
import 'player.style/sutro';
import {waitUntil} from '../wait-until.js';
import '../../src/media-tracks.js';
import {clipVideo} from './clips.js';
import {advances} from './player-dom.js';
import {menuItems, slide, type Range} from './media-chrome-controls.js';

async function themed(clip: string) {
  const theme = await fixture<HTMLElement>(html`
    <media-theme-sutro style="display: block; width: 640px">
      <video-player slot="media" controls="none" muted></video-player>
    </media-theme-sutro>
  `);
  const player = theme.querySelector('video-player')!;
  player.video = await clipVideo(clip);
  const root = theme.shadowRoot!;
  const controller = root.querySelector('media-controller')!;
  const control = <T extends HTMLElement = HTMLElement>(name: string) =>
    root.querySelector<T>(`media-${name}`)!;
  return {theme, player, controller, control};
}

describe('<video-player controls="none"> in player.style’s Sutro theme', () => {
  it('plays, seeks, mutes, sets the volume and the rate, and shows captions from the theme', async () => {
    const {player, controller, control} = await themed('market-basics');
    await waitUntil(() => controller.hasAttribute('mediapaused'), 'the theme sees no media');
    control('play-button').click();
    await advances(player, 0.2);
    await waitUntil(() => !controller.hasAttribute('mediapaused'), 'the theme still shows paused');
    control('play-button').click();
    await waitUntil(() => player.paused && controller.hasAttribute('mediapaused'), 'not paused');

    slide(control<Range>('time-range'), 0.5);
    await waitUntil(
      () => Math.abs(player.currentTime - 3) < 0.3,
      () => `at ${player.currentTime}`,
    );

    control('mute-button').click(); // The player started muted.
    await waitUntil(() => !player.muted, 'not unmuted');
    slide(control<Range>('volume-range'), 0.3);
    await waitUntil(
      () => Math.abs(player.volume - 0.3) < 0.01,
      () => `volume ${player.volume}`,
    );

    const rates = control('playback-rate-menu');
    await waitUntil(() => menuItems(rates).length > 1, 'no rates in the theme’s menu');
    menuItems(rates)
      .find((item) => item.getAttribute('value') === '1.5')!
      .click();
    await waitUntil(
      () => player.playbackRate === 1.5,
      () => `rate ${player.playbackRate}`,
    );

    await waitUntil(() => controller.getAttribute('mediasubtitleslist'), 'no captions listed');
    control('captions-button').click();
    await waitUntil(() => player.playback.snapshot.captions, 'the player shows no captions');
    await waitUntil(() => controller.getAttribute('mediasubtitlesshowing'), 'none shown');
    // The player; the theme's own controls are media-chrome's (axe finds `aria-checked` on its
    // captions button, and a time display whose name is not its text).
    await expect(player).to.be.accessible();
  });

  it('chooses a quality in the theme’s settings menu, and Auto again', async () => {
    const {player, control} = await themed('compound-growth');
    control('play-button').click();
    await advances(player, 0.2);
    const qualities = control('rendition-menu');
    await waitUntil(() => menuItems(qualities).length === 3, 'no qualities in the theme’s menu');
    const labels = menuItems(qualities).map((item) => item.textContent!.trim());
    expect(labels.slice(0, 2)).to.deep.equal(['360p', '180p']);
    menuItems(qualities)
      .find((item) => item.textContent!.trim() === '180p')!
      .click();
    const small = player.playback.snapshot.levels.find((level) => level.height === 180)!;
    await waitUntil(() => player.playback.snapshot.level === small.level, '180p was not chosen');
    menuItems(qualities)
      .find((item) => item.getAttribute('value') === 'auto')!
      .click();
    await waitUntil(() => player.playback.snapshot.level === -1, 'Auto was not chosen');
  });
});
