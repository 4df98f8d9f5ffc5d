// Its own file, so its page has not loaded hls.js before these tests look for it.
import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import {setEnvironment} from '../../src/internal/environment.js';
import {MEMORY_KEY} from '../../src/internal/viewer-memory-storage.js';
import {chooseEngines, type EngineSupport} from '../../src/playback/engine.js';
import {audioLanguages, engineOrder} from '../../src/playback/engine-order.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipVideo} from './clips.js';
import {part} from './player-dom.js';

/** Whether any player asked for hls.js (its import is kept under this symbol: load-hls.ts). */
const hlsImported = () => Symbol.for('video-content-widgets.hls') in globalThis;
const shape = async (path: string) => `${(await standIn()).mediaUrl}/videos/shapes/${path}`;
const details = {streamUrl: 'https://cdn.example/a.m3u8', mp4Url: 'https://cdn.example/a.mp4'};
const phone: EngineSupport = {mse: true, nativeHls: true, touch: true};
const desktop: EngineSupport = {...phone, touch: false};

/** A touch screen as the viewer's main pointer, whatever the test machine has. */
const onTouchScreen = () =>
  setEnvironment({
    matchMedia: (query) =>
      query === '(pointer: coarse)' ? {matches: true} : globalThis.matchMedia(query),
  });

/** The engine a touch-screen viewer's press and click on the poster of `streamUrl` start with. */
async function tapped(streamUrl: string): Promise<VideoPlayer> {
  const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
  player.video = await clipVideo('compound-growth', {streamUrl});
  await waitUntil(() => part(player, 'facade'), 'no poster');
  part(player, 'facade')!.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
  part(player, 'facade')!.click();
  await waitUntil(() => player.engine, 'no engine chosen');
  return player;
}

describe('<video-player> choosing its engine', () => {
  afterEach(() => localStorage.removeItem(MEMORY_KEY));

  it('counts the audio languages each stream shape offers', async () => {
    const languages = async (path: string) =>
      audioLanguages(await fetch(await shape(path)).then((answer) => answer.text()));
    expect(await languages('ts/muxed.m3u8')).to.equal(0);
    expect(await languages('fmp4/audio.m3u8')).to.equal(1);
    expect(await languages('ts/audio-languages.m3u8')).to.equal(2);
    expect(await languages('fmp4/audio-languages.m3u8')).to.equal(2);
  });

  it('puts the browser’s own HLS first on a touch screen, unless only hls.js has what is needed', () => {
    expect(chooseEngines(details, 'auto', phone)).to.deep.equal(['native', 'hls', 'mp4']);
    expect(chooseEngines(details, 'auto', phone, true)).to.deep.equal(['hls', 'mp4']);
    expect(chooseEngines(details, 'auto', desktop)).to.deep.equal(['hls', 'mp4']);
    expect(chooseEngines(details, 'auto', {...phone, nativeHls: false})).to.deep.equal([
      'hls',
      'mp4',
    ]);
    // What the page asks for wins.
    expect(chooseEngines(details, 'mse', phone)).to.deep.equal(['hls', 'mp4']);
    expect(chooseEngines(details, 'native', desktop, true)).to.deep.equal(['native', 'hls', 'mp4']);
  });

  it('keeps hls.js for a viewer who chose a quality, without waiting for the playlist', async () => {
    localStorage.setItem(MEMORY_KEY, JSON.stringify({v: 1, positions: [], prefs: {quality: 360}}));
    const order = await engineOrder({details, prefer: 'auto'}, phone);
    expect(order).to.deep.equal(['hls', 'mp4']);
  });

  it('asks the master playlist whether the stream has more than one audio language', async () => {
    const order = async (path: string) =>
      engineOrder({details: {...details, streamUrl: await shape(path)}, prefer: 'auto'}, phone);
    expect(await order('ts/audio.m3u8')).to.deep.equal(['native', 'hls', 'mp4']);
    expect(await order('ts/audio-languages.m3u8')).to.deep.equal(['hls', 'mp4']);
  });

  describe('in a browser with an HLS of its own', () => {
    let restore: () => void;
    before(function () {
      // Firefox has none: there hls.js plays every stream, as the choices above say.
      if (!document.createElement('video').canPlayType('application/vnd.apple.mpegurl'))
        this.skip();
    });
    beforeEach(() => (restore = onTouchScreen()));
    afterEach(() => restore());

    it('plays a stream of one language in it on a touch screen, and loads no hls.js', async () => {
      const player = await tapped(await shape('ts/muxed.m3u8'));
      expect(player.engine).to.equal('native');
      expect(hlsImported()).to.be.false;
    });

    it('plays a stream of two audio languages with hls.js, which offers the choice', async () => {
      const player = await tapped(await shape('fmp4/audio-languages.m3u8'));
      expect(player.engine).to.equal('hls');
    });
  });
});
