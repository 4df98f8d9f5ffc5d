import {expect, fixture, html} from '@open-wc/testing';
import 'media-chrome';
import 'media-chrome/menu';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media} from './player-dom.js';
import {menuItems, slide, type Range} from './media-chrome-controls.js';

/** media-chrome's controller around a player without controls of its own: a skin nobody here wrote. */
async function skinned(clip = 'compound-growth') {
  const controller = await fixture<HTMLElement>(html`
    <media-controller>
      <video-player slot="media" controls="none" muted></video-player>
      <media-loading-indicator slot="centered-chrome"></media-loading-indicator>
      <media-captions-menu hidden anchor="auto"></media-captions-menu>
      <media-control-bar>
        <media-play-button></media-play-button>
        <media-time-range></media-time-range>
        <media-time-display showduration></media-time-display>
        <media-mute-button></media-mute-button>
        <media-volume-range></media-volume-range>
        <media-playback-rate-button></media-playback-rate-button>
        <media-captions-menu-button></media-captions-menu-button>
        <media-pip-button></media-pip-button>
        <media-fullscreen-button></media-fullscreen-button>
      </media-control-bar>
    </media-controller>
  `);
  const player = controller.querySelector('video-player')!;
  player.video = await clipVideo(clip);
  const control = <T extends HTMLElement = HTMLElement>(name: string) =>
    controller.querySelector<T>(`media-${name}`)!;
  return {controller, player, control};
}

/** Waits for the stream's captions in the controller, then picks one in its captions menu. */
async function chooseCaptions(
  controller: HTMLElement,
  player: VideoPlayer,
  control: Awaited<ReturnType<typeof skinned>>['control'],
) {
  await waitUntil(() => controller.getAttribute('mediasubtitleslist'), 'no captions listed');
  control('captions-menu-button').click();
  const menu = control('captions-menu');
  await waitUntil(() => !menu.hidden, 'menu closed');
  await waitUntil(() => menuItems(menu).length > 1, 'no captions in the menu');
  menuItems(menu)
    .find((item) => item.getAttribute('value') !== 'off')!
    .click();
  await waitUntil(() => player.playback.snapshot.captions, 'the player shows no captions');
  await waitUntil(() => controller.getAttribute('mediasubtitlesshowing'), 'none shown');
}

describe('<video-player controls="none"> in media-chrome’s <media-controller>', () => {
  it('shows the record’s duration before playback and plays from the play button', async () => {
    const {controller, player, control} = await skinned();
    await waitUntil(() => controller.getAttribute('mediaduration') === '6', 'no duration');
    expect(control('time-display').shadowRoot!.textContent).to.contain('0:06');
    expect(controller.hasAttribute('mediapaused')).to.be.true;
    control('play-button').click();
    await advances(player, 0.2);
    await waitUntil(() => !controller.hasAttribute('mediapaused'), 'controller still paused');
    // A loaded machine can make the playing video wait a moment: the indicator must clear, not
    // be clear at one instant.
    await waitUntil(
      () => !control('loading-indicator').hasAttribute('medialoading'),
      'the loading indicator still shows while the video plays',
    );
    await waitUntil(() => Number(controller.getAttribute('mediacurrenttime')) > 0.2);
    control('play-button').click();
    await waitUntil(() => player.paused && controller.hasAttribute('mediapaused'));
    await expect(controller).to.be.accessible();
  });

  it('seeks, mutes, sets the volume and the rate, and the controller shows each', async () => {
    const {controller, player, control} = await skinned();
    control('play-button').click();
    await advances(player, 0.2);
    control('play-button').click();
    await waitUntil(() => player.paused);

    slide(control<Range>('time-range'), 0.5); // Its range runs from 0 to 1: the middle, 3 s.
    await waitUntil(() => Math.abs(player.currentTime - 3) < 0.3, `at ${player.currentTime}`);
    await waitUntil(() => Math.abs(Number(controller.getAttribute('mediacurrenttime')) - 3) < 0.3);

    control('mute-button').click(); // The player started muted: on.
    await waitUntil(() => !player.muted && !controller.hasAttribute('mediamuted'), 'not unmuted');
    control('mute-button').click();
    await waitUntil(() => player.muted && controller.hasAttribute('mediamuted'), 'not muted');

    slide(control<Range>('volume-range'), 0.3);
    await waitUntil(() => Math.abs(player.volume - 0.3) < 0.01, `volume ${player.volume}`);
    await waitUntil(() => Math.abs(Number(controller.getAttribute('mediavolume')) - 0.3) < 0.01);

    control('playback-rate-button').click(); // 1 → 1.2, media-chrome's next rate.
    await waitUntil(() => player.playbackRate === 1.2, `rate ${player.playbackRate}`);
    expect(media(player)!.playbackRate).to.equal(1.2);
    await waitUntil(() => controller.getAttribute('mediaplaybackrate') === '1.2');
  });

  it('lists the stream’s captions and shows the one chosen in its menu', async () => {
    const {controller, player, control} = await skinned('market-basics');
    control('play-button').click();
    await advances(player, 0.2);
    await chooseCaptions(controller, player, control);
  });

  it('lists the captions of a second source, which plays in another <video>', async () => {
    const {controller, player, control} = await skinned();
    control('play-button').click();
    await advances(player, 0.2);
    expect(controller.getAttribute('mediasubtitleslist') ?? '').to.equal('');
    const first = media(player);
    player.video = await clipVideo('market-basics');
    await player.updateComplete;
    await player.play();
    expect(media(player)).to.not.equal(first);
    await advances(player, 0.2);
    await chooseCaptions(controller, player, control);
  });

  it('offers full screen and picture-in-picture where this browser has them', async () => {
    const {controller, player, control} = await skinned();
    control('play-button').click();
    await advances(player, 0.2);
    // Headless engines refuse full screen without a real gesture: the controller tells what the
    // engine has, and the buttons follow it.
    // The player has picture-in-picture where this browser's `<video>` has it.
    const video = document.createElement('video');
    expect('requestPictureInPicture' in player).to.equal('requestPictureInPicture' in video);
    const pip = 'requestPictureInPicture' in video && document.pictureInPictureEnabled;
    await waitUntil(() => controller.hasAttribute('mediapipunavailable') === !pip);
    expect(controller.hasAttribute('mediafullscreenunavailable')).to.equal(
      !document.fullscreenEnabled,
    );
    expect(control('pip-button').hasAttribute('mediapipunavailable')).to.equal(!pip);
  });
});
