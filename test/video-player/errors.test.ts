import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {PlaybackError} from '../../src/playback/playback-error.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {DEFAULT_STRINGS} from '../../src/video-player/player-strings.js';
import {loadHls} from '../../src/playback/load-hls.js';
import {standIn} from '../stand-in.js';
import {clipVideo, unplayableVideo} from './clips.js';
import {advances, part} from './player-dom.js';

/** A playlist on the test server whose segments are noise: hls.js cannot demux them. */
const GARBLED = new URL('./fixtures/garbled.m3u8', import.meta.url).href;

async function player() {
  return fixture<VideoPlayer>(html`<video-player muted></video-player>`);
}

describe('<video-player> when playback fails', () => {
  it('falls back to the MP4 file when the stream is missing, without an error', async () => {
    const el = await player();
    const missing = `${(await standIn()).mediaUrl}/videos/no-such-clip/master.m3u8`;
    el.video = await clipVideo('compound-growth', {streamUrl: missing});
    let errors = 0;
    el.addEventListener('playback-error', () => errors++);
    await el.play();
    await advances(el);
    expect(el.engine).to.equal('mp4');
    expect(errors).to.equal(0);
    expect(part(el, 'error')).to.be.null;
  });

  it('tries recoverMediaError() once on a broken stream, then plays the MP4 file', async () => {
    const {prototype} = await loadHls();
    const recover = prototype.recoverMediaError;
    let recoveries = 0;
    prototype.recoverMediaError = function () {
      recoveries++;
      return recover.call(this);
    };
    try {
      const el = await player();
      el.video = await clipVideo('compound-growth', {streamUrl: GARBLED});
      await el.play();
      await advances(el);
      expect(el.engine).to.equal('mp4');
      expect(recoveries).to.equal(1);
    } finally {
      prototype.recoverMediaError = recover;
    }
  });

  describe('when the stream and the MP4 file both fail', () => {
    it('shows an accessible error with Retry and fires playback-error', async () => {
      const el = await player();
      el.video = await unplayableVideo();
      const failed = oneEvent(el, 'playback-error');
      void el.play().catch(() => {});
      const {detail} = await failed;
      expect(detail.error).to.be.instanceOf(PlaybackError);
      expect((detail.error as PlaybackError).kind).to.equal('network');
      await waitUntil(() => part(el, 'error'));
      const overlay = part(el, 'error')!;
      expect(overlay.getAttribute('role')).to.equal('alert');
      expect(overlay.textContent).to.contain('could not be downloaded');
      await expect(el).to.be.accessible();

      // The words are made when shown: new strings change the error on screen.
      el.strings = {
        playbackErrors: {...DEFAULT_STRINGS.playbackErrors, network: 'Netzwerkfehler.'},
      };
      await el.updateComplete;
      expect(part(el, 'error')!.textContent).to.contain('Netzwerkfehler.');
      // The error's own message stays the English words.
      expect(detail.error.message).to.equal(
        'The video could not be downloaded. Check your connection and try again.',
      );

      const again = oneEvent(el, 'playback-error');
      part(el, 'retry-button')!.click();
      await again; // Retry started over (and, the files still missing, failed again).
    });
  });
});
