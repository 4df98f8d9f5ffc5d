import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import {MEMORY_KEY, type ViewerMemory} from '../../src/internal/viewer-memory-storage.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {sendKeys} from '../browser-commands.js';
import {fetchedUrls} from '../resource-timing.js';
import {standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipVideo} from './clips.js';
import {menuOptions, part} from './player-dom.js';

const stored = (): ViewerMemory | null => JSON.parse(localStorage.getItem(MEMORY_KEY) ?? 'null');
/** Audio playlists of the two-language stream the page has asked for, by language. */
const audioFetched = (language: string) =>
  fetchedUrls((url) => url.includes(`/shapes/fmp4/${language}/index.m3u8`)).length;

/**
 * A player asked to play a stream of demo/media/make-stream-shapes.sh (`path` below shapes/),
 * once the stream has said which audio plays. The language is chosen before the first frame, so
 * these tests do not wait for one (WebKitGTK's media pipeline can stall a start under load: a
 * full run's `play()` never settled there once, docs/browsers.md).
 */
async function playing(path = 'fmp4/audio-languages.m3u8'): Promise<VideoPlayer> {
  const player = await fixture<VideoPlayer>(html`<video-player muted loop></video-player>`);
  const streamUrl = `${(await standIn()).mediaUrl}/videos/shapes/${path}`;
  player.video = await clipVideo('compound-growth', {streamUrl, mp4Url: ''});
  void player.play().catch(() => {}); // A failed start shows as no audio track below.
  await waitUntil(() => player.playback.snapshot.audioTrack >= 0, 'no audio track playing');
  return player;
}

const audioButton = (player: VideoPlayer) => part<HTMLButtonElement>(player, 'audio-button');

describe('<video-player> audio languages', () => {
  const pageLanguage = document.documentElement.lang;
  beforeEach(() => localStorage.removeItem(MEMORY_KEY));
  afterEach(() => {
    document.documentElement.lang = pageLanguage;
    localStorage.removeItem(MEMORY_KEY);
  });

  it('offers the languages in an Audio menu, chosen by keyboard, kept for the next video', async () => {
    document.documentElement.lang = 'en';
    const player = await playing();
    expect(player.playback.snapshot.audioTracks).to.deep.equal([
      {label: 'English', lang: 'en'},
      {label: 'Deutsch', lang: 'de'},
    ]);
    await waitUntil(() => audioButton(player), 'no Audio button');
    expect(audioButton(player)!.getAttribute('aria-label')).to.equal('Audio: English');
    expect(audioButton(player)!.getAttribute('aria-haspopup')).to.equal('menu');

    audioButton(player)!.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => part(player, 'menu'), 'the menu did not open');
    expect(part(player, 'menu')!.getAttribute('aria-label')).to.equal('Audio');
    expect(menuOptions(player).map((option) => option.textContent!.trim())).to.deep.equal([
      'English',
      'Deutsch',
    ]);
    expect(player.shadowRoot!.activeElement).to.equal(menuOptions(player)[0]);
    await expect(player).to.be.accessible();

    await sendKeys({press: 'ArrowDown'});
    await sendKeys({press: 'Enter'});
    await waitUntil(
      () => audioButton(player)!.getAttribute('aria-label') === 'Audio: Deutsch',
      'Deutsch was not chosen',
    );
    expect(player.playback.snapshot.audioTrack).to.equal(1);
    expect(player.shadowRoot!.activeElement).to.equal(audioButton(player));
    await waitUntil(() => audioFetched('de') > 0, 'the German rendition was not loaded');
    player.remove(); // Leaving the page writes the choices.
    expect(stored()?.prefs.audio).to.equal('de');

    const next = await playing();
    await waitUntil(() => next.playback.snapshot.audioTrack === 1, 'the kept language is not used');
  });

  it('starts in the page’s language where the stream has it', async () => {
    document.documentElement.lang = 'de-AT';
    const player = await playing();
    expect(player.playback.snapshot.audioTrack).to.equal(1);
    await waitUntil(() => audioButton(player)?.getAttribute('aria-label') === 'Audio: Deutsch');
  });

  it('starts in the stream’s default where neither the page’s nor the viewer’s language is there', async () => {
    document.documentElement.lang = 'fr';
    const player = await playing();
    // The browser's languages come next: German only if the viewer's browser asks for it.
    const german = navigator.languages.some((language) => /^de\b/.test(language));
    expect(player.playback.snapshot.audioTrack).to.equal(german ? 1 : 0);
  });

  it('shows no Audio menu for a stream of one language', async () => {
    const player = await playing('fmp4/audio.m3u8');
    expect(player.playback.snapshot.audioTracks).to.have.length(1);
    await waitUntil(() => part(player, 'rate-button'), 'no control bar');
    expect(audioButton(player)).to.be.null;
  });
});
