import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, chooseCaptions, media, part} from './player-dom.js';

async function playing(clip = 'compound-growth', options: {loop?: boolean} = {}) {
  const player = await fixture<VideoPlayer>(
    html`<video-player muted ?loop=${options.loop}></video-player>`,
  );
  player.video = await clipVideo(clip);
  await player.play();
  await advances(player, 0.2);
  return player;
}

describe('<video-player> playing HLS', () => {
  it('plays the stream through hls.js after the poster is clicked', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo();
    await waitUntil(() => part(player, 'facade'));
    part(player, 'facade')!.click();
    await advances(player);
    expect(player.engine).to.equal('hls');
    expect(player.paused).to.be.false;
    await expect(player).to.be.accessible();
  });

  it('re-dispatches the media events from the host', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo();
    const events = ['play', 'playing', 'timeupdate'].map((type) => oneEvent(player, type));
    void player.play();
    await Promise.all(events);
    const paused = oneEvent(player, 'pause');
    player.pause();
    await paused;
    expect(player.paused).to.be.true;
  });

  it('switches rendition from the quality menu', async () => {
    const player = await playing('compound-growth', {loop: true});
    await waitUntil(() => part(player, 'quality-button'));
    const button = part<HTMLButtonElement>(player, 'quality-button')!;
    // Under Auto, the rendition playing once the picture says which.
    expect(button.getAttribute('aria-label')).to.match(/^Quality: Auto( \((180|360)p\))?$/);
    button.click();
    await waitUntil(() => part(player, 'menu'));
    const options = Array.from(player.shadowRoot!.querySelectorAll('[part~="menu-option"]'));
    expect(options.map((option) => option.textContent!.trim())).to.deep.equal([
      'Auto',
      '360p',
      '180p',
    ]);
    const video = media(player)!;
    await waitUntil(() => video.videoHeight > 0);
    const target = video.videoHeight === 180 ? '360p' : '180p';
    (options.find((option) => option.textContent!.trim() === target) as HTMLElement).click();
    await waitUntil(() => video.videoHeight === parseInt(target), `still ${video.videoHeight}p`, {
      timeout: 10000,
    });
    expect(button.getAttribute('aria-label')).to.equal(`Quality: ${target}`);
  });

  it('turns captions on and off where the stream has subtitles', async () => {
    const player = await playing('market-basics', {loop: true});
    await waitUntil(() => part(player, 'captions-button'));
    const button = part<HTMLButtonElement>(player, 'captions-button');
    expect(button!.getAttribute('aria-label')).to.equal('Captions: Off');
    await chooseCaptions(player, 'English');
    const video = media(player)!;
    const track = () => Array.from(video.textTracks).find((t) => t.kind === 'subtitles');
    await waitUntil(
      () => track()?.mode === 'showing' && (track()!.cues?.length ?? 0) > 0,
      'no cues',
      {
        timeout: 10000,
      },
    );
    await expect(player).to.be.accessible();
    video.dispatchEvent(new KeyboardEvent('keydown', {key: 'c', bubbles: true, composed: true}));
    await waitUntil(() => track()?.mode !== 'showing', 'captions stayed on');
  });

  it('offers no captions button for a stream without subtitles', async () => {
    const player = await playing('compound-growth');
    await waitUntil(() => part(player, 'quality-button'));
    expect(part(player, 'captions-button')).to.be.null;
  });

  it('answers the keyboard shortcuts while it has focus', async () => {
    const player = await playing();
    const video = media(player)!;
    const press = (key: string) =>
      video.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true, composed: true}));
    press('k');
    expect(video.paused).to.be.true;
    press('m');
    expect(video.muted).to.be.false;
    press('ArrowDown');
    expect(video.volume).to.be.closeTo(0.9, 0.001);
    const time = video.currentTime;
    press('ArrowRight');
    expect(video.currentTime).to.be.greaterThan(time);
    const resumed = oneEvent(player, 'playing');
    press(' ');
    await resumed;
  });

  it('reports progress at 25, 50, 75 and 100 %', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo();
    const percents: number[] = [];
    player.addEventListener('video-progress', (event) => percents.push(event.detail.percent));
    const ended = oneEvent(player, 'ended');
    await player.play();
    media(player)!.playbackRate = 4;
    await ended;
    expect(percents).to.deep.equal([25, 50, 75, 100]);
  });
});
