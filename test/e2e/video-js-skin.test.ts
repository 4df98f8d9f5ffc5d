// Video.js 10's own skin over our player, as its media: the page Video.js documents, with ours in
// place of its `<video>` (under another name, since Video.js registers `<video-player>`). Ours
// offers itself to the Video.js player around it (src/video-player/video-js-media.ts); the skin's
// buttons and sliders then drive it through its `<video>` members and events. The skin has no
// audio or quality menu.
import {expect, fixture, html} from '@open-wc/testing';
import '@videojs/html/video/player';
import '@videojs/html/video/skin';
import {sendKeys} from '../browser-commands.js';
import {waitUntil} from '../wait-until.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from '../video-player/clips.js';
import {advances} from '../video-player/player-dom.js';

before(async () => {
  const meta = document.createElement('meta');
  meta.name = 'video-content-widgets:prefix';
  meta.content = 'vcw';
  document.head.append(meta);
  await import('../../src/video-player/video-player.js');
});

/** What a Video.js 10 player says of its media (its store's state). */
interface VideoJsState {
  paused: boolean;
  duration: number;
  currentTime: number;
  muted: boolean;
  volume: number;
  playbackRate: number;
  subtitlesShowing: boolean;
}

/** Video.js's player and skin, made by the parser as a page's markup is, around ours. */
async function skinned() {
  const wrapper = await fixture<HTMLElement>(html`<div style="width: 640px"></div>`);
  wrapper.innerHTML = `
    <video-player><video-skin>
      <vcw-video-player controls="none" muted></vcw-video-player>
    </video-skin></video-player>`;
  const theirs = wrapper.querySelector<HTMLElement>('video-player') as HTMLElement & {
    store: {state: VideoJsState; target?: {media: unknown}};
  };
  const player = wrapper.querySelector<VideoPlayer>('vcw-video-player')!;
  const skin = wrapper.querySelector('video-skin')!;
  const control = (name: string) => skin.shadowRoot!.querySelector<HTMLElement>(`media-${name}`)!;
  return {theirs, player, control, state: () => theirs.store.state};
}

describe('<video-player> as the media of Video.js 10’s skin', () => {
  it('is the media Video.js attaches, and leaves it once removed', async () => {
    const {theirs, player} = await skinned();
    await waitUntil(() => theirs.store.target?.media === player, 'Video.js took no media');
    player.remove();
    await waitUntil(() => !theirs.store.target, 'Video.js still holds the player');
  });

  it('plays, pauses, seeks, mutes, sets the volume and the rate, and shows captions from the skin', async () => {
    const {player, control, state} = await skinned();
    player.video = await clipVideo('market-basics');
    await waitUntil(() => Math.round(state().duration) === 6, 'the skin has no duration');

    control('play-button').click();
    await advances(player, 0.2);
    await waitUntil(() => !state().paused, 'the skin still shows paused');
    control('play-button').click();
    await waitUntil(() => player.paused && state().paused, 'not paused');

    const before = player.currentTime;
    // A slider answers keys on its thumb.
    control('time-slider').querySelector<HTMLElement>('media-slider-thumb')!.focus();
    await sendKeys({press: 'ArrowRight'});
    await waitUntil(
      () =>
        player.currentTime > before + 0.5 &&
        Math.abs(state().currentTime - player.currentTime) < 0.1,
      () => `at ${player.currentTime}, the skin at ${state().currentTime}`,
    );

    control('mute-button').click(); // The player started muted.
    await waitUntil(() => !player.muted && !state().muted, 'not unmuted');
    control('volume-slider').querySelector<HTMLElement>('media-slider-thumb')!.focus();
    await sendKeys({press: 'ArrowDown'}); // A vertical slider.
    await waitUntil(
      () => player.volume < 1 && state().volume === player.volume,
      () => `volume ${player.volume}, the skin's ${state().volume}`,
    );

    control('playback-rate-button').click();
    await waitUntil(
      () => player.playbackRate !== 1 && state().playbackRate === player.playbackRate,
      () => `rate ${player.playbackRate}, the skin's ${state().playbackRate}`,
    );

    await waitUntil(() => player.textTracks.length > 0, 'no captions track');
    control('captions-button').click();
    await waitUntil(() => player.playback.snapshot.captions, 'the player shows no captions');
    await waitUntil(() => state().subtitlesShowing, 'the skin shows none');
    await expect(player).to.be.accessible();
  });
});
