// The cast / AirPlay button. No screen is on this machine: the test of a screen found puts the
// browser's answer in place of its search (where the browser has the Remote Playback API).
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

async function playing(): Promise<VideoPlayer> {
  const player = await fixture<VideoPlayer>(
    html`<video-player muted style="width: 640px"></video-player>`,
  );
  player.video = await clipVideo();
  await player.play();
  await advances(player, 0.2);
  return player;
}

describe('<video-player> remote playback', () => {
  it('offers no button to another screen where the browser finds none', async () => {
    const player = await playing();
    await waitUntil(() => part(player, 'play-button'), 'no bar');
    // Long enough for an answer of the browser's to have come.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(part(player, 'remote-button')).to.equal(null);
  });

  describe('where a screen is found', () => {
    const remote = globalThis.RemotePlayback?.prototype;
    const own = remote && {
      watchAvailability: remote.watchAvailability,
      prompt: remote.prompt,
    };
    const prompted: RemotePlayback[] = [];
    before(function () {
      if (!remote) this.skip(); // Firefox has no Remote Playback API.
      remote!.watchAvailability = function (callback) {
        queueMicrotask(() => callback(true));
        return Promise.resolve(1);
      };
      remote!.prompt = function (this: RemotePlayback) {
        prompted.push(this);
        return Promise.resolve();
      };
    });
    after(() => remote && Object.assign(remote, own));

    it('shows a named button that asks the browser for it, on the player’s own <video>', async () => {
      const player = await playing();
      await waitUntil(() => part(player, 'remote-button'), 'no remote button');
      const button = part<HTMLButtonElement>(player, 'remote-button')!;
      expect(button.getAttribute('aria-label')).to.equal('Play on another screen');
      expect(button.getAttribute('aria-pressed')).to.equal('false');
      button.click();
      expect(prompted).to.deep.equal([media(player)!.remote]);
      // A skin reaches the same through the player, as on <video>.
      expect(player.remote).to.equal(media(player)!.remote);
      await expect(player).to.be.accessible();
    });

    it('offers none for a player whose page turned remote playback off', async () => {
      const player = await playing();
      player.disableRemotePlayback = true;
      await waitUntil(() => part(player, 'play-button'), 'no bar');
      player.pause();
      await waitUntil(() => player.paused);
      expect(part(player, 'remote-button')).to.equal(null);
    });
  });
});
