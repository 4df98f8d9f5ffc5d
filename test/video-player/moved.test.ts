import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media} from './player-dom.js';

describe('<video-player> moved within the page', () => {
  it('plays on in its new place, as a <video> does, with the same <video>', async () => {
    const page = await fixture<HTMLElement>(
      html`<div>
        <section id="here"><video-player muted></video-player></section>
        <section id="there"></section>
      </div>`,
    );
    const player = page.querySelector('video-player')!;
    player.video = await clipVideo();
    await player.play();
    await advances(player, 0.2);
    const video = media(player);
    page.querySelector('#there')!.append(player); // As a framework reorders a list.
    await new Promise((resolve) => setTimeout(resolve));
    expect(player.paused, 'paused by the move').to.be.false;
    expect(media(player), 'a new <video>').to.equal(video);
    const at = player.currentTime;
    await waitUntil(() => player.currentTime > at + 0.2, `stuck at ${player.currentTime}`);
  });

  it('stops once taken off the page, and shows its poster again when put back', async () => {
    const page = await fixture<HTMLElement>(html`<div><video-player muted></video-player></div>`);
    const player: VideoPlayer = page.querySelector('video-player')!;
    player.video = await clipVideo();
    await player.play();
    await advances(player, 0.2);
    const video = media(player)!;
    player.remove();
    await waitUntil(() => video.paused, 'plays on off the page');
    page.append(player);
    await waitUntil(() => player.playback.snapshot.status === 'facade', 'no poster again');
  });
});
