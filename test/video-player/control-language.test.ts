import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, menuOptions, part} from './player-dom.js';

/** A playing player with captions inside an element of `lang`, at 75 % volume, unmuted. */
async function playingIn(lang: string): Promise<VideoPlayer> {
  const wrapper = await fixture<HTMLElement>(
    html`<div lang=${lang}><video-player muted loop style="width: 640px"></video-player></div>`,
  );
  const player = wrapper.querySelector('video-player')!;
  player.video = await clipVideo('market-basics');
  await player.play();
  await advances(player, 0.2);
  player.volume = 0.75;
  player.muted = false;
  return player;
}

const nameOf = (player: VideoPlayer, name: string) =>
  part(player, name)?.getAttribute('aria-label') ?? '';

/** The labels of the choices of the menu named `menu`, once its button opened it. */
async function choices(player: VideoPlayer, button: string, menu: string): Promise<string[]> {
  part(player, button)!.click();
  await waitUntil(() => nameOf(player, 'menu') === menu, `${button} opened no menu ${menu}`);
  return menuOptions(player).map((option) => option.textContent!.trim());
}

describe('<video-player> controls in the language around the player', () => {
  it('write speeds and percentages as German does, through Intl', async () => {
    const player = await playingIn('de');
    await waitUntil(
      () => nameOf(player, 'rate-button') === 'Wiedergabegeschwindigkeit: 1×',
      () => nameOf(player, 'rate-button'),
    );
    await waitUntil(
      () => part(player, 'volume')!.getAttribute('aria-valuetext') === '75\u00a0%',
      () => `volume: ${part(player, 'volume')!.getAttribute('aria-valuetext')}`,
    );
    expect(await choices(player, 'rate-button', 'Wiedergabegeschwindigkeit')).to.deep.equal([
      '0,5×',
      '0,75×',
      '1×',
      '1,25×',
      '1,5×',
      '2×',
    ]);
    await expect(player).to.be.accessible();
    part(player, 'rate-button')!.click();
    await waitUntil(() => !part(player, 'menu'), 'the speed menu stayed open');
    const sizes = (await choices(player, 'captions-button', 'Untertitel')).filter((label) =>
      /\d/.test(label),
    );
    expect(sizes).to.deep.equal(['75\u00a0%', '100\u00a0%', '150\u00a0%', '200\u00a0%']);
  });

  it('write a Brazilian speed with a decimal comma and a percentage without a space', async () => {
    const player = await playingIn('pt-BR');
    await waitUntil(() => part(player, 'volume')!.getAttribute('aria-valuetext') === '75%');
    await waitUntil(() => nameOf(player, 'rate-button') === 'Velocidade da reprodução: 1×');
    expect((await choices(player, 'rate-button', 'Velocidade da reprodução'))[0]).to.equal('0,5×');
  });

  // Which digits plain `ar` takes differs with the engine's CLDR (Latin in Chromium and Firefox,
  // Arabic-Indic in WebKitGTK's): the page names them here.
  it('write Arabic numbers with the digits and percent sign the page asks for', async () => {
    const player = await playingIn('ar-u-nu-arab');
    await waitUntil(
      () => nameOf(player, 'rate-button') === 'سرعة التشغيل: ١×',
      () => nameOf(player, 'rate-button'),
    );
    expect(part(player, 'volume')!.getAttribute('aria-valuetext')).to.equal('٧٥٪\u061c');
  });

  it('join a control’s name and value with the language’s own colon', async () => {
    const player = await playingIn('zh-Hant');
    await waitUntil(
      () => nameOf(player, 'captions-button') === '字幕：關閉',
      () => nameOf(player, 'captions-button'),
    );
    expect(nameOf(player, 'rate-button')).to.equal('播放速度：1×');
    player.closest('div')!.lang = 'fr';
    await waitUntil(
      () => nameOf(player, 'rate-button') === 'Vitesse de lecture : 1×',
      () => nameOf(player, 'rate-button'),
    );
    expect(nameOf(player, 'captions-button')).to.equal('Sous-titres : Désactivés');
    await expect(player).to.be.accessible();
  });
});
