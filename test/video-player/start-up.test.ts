// Its own file, so its page has not loaded hls.js before these tests look for it.
import {expect, fixture, html} from '@open-wc/testing';
import {ifDefined} from 'lit/directives/if-defined.js';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {standIn} from '../stand-in.js';
import {clipVideo} from './clips.js';
import {advances, chooseCaptions, media, part} from './player-dom.js';
import {fetchedUrls} from '../resource-timing.js';
import {fetchMasterPlaylist, isPlaylist} from '../../src/playback/master-playlist.js';
import {setEnvironment} from '../../src/internal/environment.js';
import {whenPageIdle} from '../../src/internal/page-idle.js';

const fetched = (pattern: RegExp) => fetchedUrls((url) => pattern.test(url));

const HLS_JS = /\/node_modules\/hls\.js\//;
/** Whether any player asked for hls.js (its import is kept under this symbol: load-hls.ts). */
const hlsImported = () => Symbol.for('video-content-widgets.hls') in globalThis;
const LIGHT_BUILD = /\/node_modules\/hls\.js\/dist\/hls\.light\.mjs(\?|$)/;
const clipFiles = (clip: string) => new RegExp(`/videos/${clip}/.*\\.(m3u8|ts|vtt)$`);

async function poster(clip: string, streamUrl?: string) {
  const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
  player.video = await clipVideo(clip, streamUrl ? {streamUrl} : {});
  await waitUntil(() => part(player, 'facade'));
  return player;
}

/** Each file of the clip the page fetched, with how often. */
function counts(clip: string): Record<string, number> {
  const seen: Record<string, number> = {};
  for (const url of fetched(clipFiles(clip))) {
    const file = new URL(url).pathname.split(`/${clip}/`)[1]!;
    seen[file] = (seen[file] ?? 0) + 1;
  }
  return seen;
}

describe('<video-player> starting up', () => {
  it('asks for a refused master playlist once, and a hover loads no hls.js for it', async () => {
    // A path of its own: the delivery host's log is shared with other browsers' runs.
    const folder = `/videos/no-such-clip-${Math.random().toString(36).slice(2)}/`;
    const {mediaUrl} = await standIn();
    const missing = `${mediaUrl}${folder}master.m3u8`;
    const player = await poster('compound-growth', missing);
    part(player, 'base')!.dispatchEvent(new PointerEvent('pointerenter'));
    // The warm-up's answer, as it had it: its reaction to the refusal has run once this resolves.
    expect(isPlaylist(await fetchMasterPlaylist(missing))).to.be.false;
    expect(hlsImported()).to.be.false;
    part(player, 'facade')!.click();
    await advances(player);
    expect(player.engine).to.equal('mp4');
    // A 404 leaves no Resource Timing entry in Chromium: the host's own log counts it.
    const log = await fetch(`${mediaUrl}/__requests?prefix=${folder}`).then((r) => r.json());
    expect(log).to.deep.equal([{method: 'GET', path: `${folder}master.m3u8`}]);
  });

  it('starts every fetch on pointerdown, before the click', async () => {
    const player = await poster('sector-rotation');
    part(player, 'facade')!.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    // The master playlist, then at once the start level's playlist and its first segment.
    await waitUntil(() => fetched(/\/sector-rotation\/.*\.ts$/).length > 0, 'no segment');
    await waitUntil(() => fetched(LIGHT_BUILD).length > 0, 'hls.js not fetched');
    expect(media(player)).to.be.null;
    const files = counts('sector-rotation');
    expect(files['master.m3u8']).to.equal(1);
    expect(Object.keys(files).filter((file) => file.endsWith('index.m3u8'))).to.have.length(1);
  });

  it('plays the light build and fetches each file of the start once', async () => {
    const player = await poster('compound-growth');
    part(player, 'base')!.dispatchEvent(new PointerEvent('pointerenter'));
    part(player, 'facade')!.click();
    await advances(player);
    expect(player.engine).to.equal('hls');
    expect(fetched(LIGHT_BUILD)).to.have.length(1);
    expect(fetched(HLS_JS)).to.have.length(1);
    const files = counts('compound-growth');
    expect(files['master.m3u8']).to.equal(1);
    const twice = Object.entries(files).filter(([, count]) => count > 1);
    expect(twice).to.deep.equal([]);
  });

  it("shows the subtitled stream's captions as its own text track, placed in time", async () => {
    const player = await poster('market-basics');
    part(player, 'facade')!.click();
    await advances(player);
    await chooseCaptions(player, 'English');
    const track = Array.from(media(player)!.textTracks).find((t) => t.kind === 'subtitles')!;
    expect([track.label, track.language]).to.deep.equal(['English', 'en']);
    await waitUntil(() => track.mode === 'showing', 'captions not shown');
    const first = track.cues![0] as VTTCue;
    expect(first.text).to.equal('Welcome to Market Basics.');
    // X-TIMESTAMP-MAP says the file's 0:00.250 is 0.25 s after the stream's first frame.
    expect(first.startTime).to.be.closeTo(0.25, 0.1);
    expect(counts('market-basics')['subs/en.vtt']).to.equal(1);
  });
});

describe('<video-player> with its default preload (visible)', () => {
  /** A player of `clip` below the screen, its poster shown. */
  async function belowTheScreen(clip: string, preload?: string): Promise<VideoPlayer> {
    const player = await fixture<VideoPlayer>(
      html`<div>
        <div style="height: 300vh"></div>
        <video-player muted preload=${ifDefined(preload)}></video-player>
      </div>`,
    ).then((page) => page.lastElementChild as VideoPlayer);
    player.video = await clipVideo(clip);
    await waitUntil(() => part(player, 'facade'));
    expect(counts(clip)).to.deep.equal({});
    return player;
  }

  it('fetches playlists and code once scrolled into view, and no media', async () => {
    const player = await belowTheScreen('options-greeks');
    player.scrollIntoView();
    await waitUntil(
      () => Object.keys(counts('options-greeks')).length === 2,
      'no playlists fetched',
      {timeout: 5000},
    );
    const files = Object.keys(counts('options-greeks')).sort();
    expect(files[0]).to.match(/^\d+p\/index\.m3u8$/);
    expect(files[1]).to.equal('master.m3u8');
    expect(media(player)).to.be.null;
  });

  it('fetches nothing on screen under preload="none", until intent', async () => {
    const player = await belowTheScreen('bonds-and-rates', 'none');
    expect(player.preload).to.equal('none');
    player.scrollIntoView();
    // When the default's warm-up would have run, and some time for its fetches.
    await new Promise((resolve) => whenPageIdle(() => setTimeout(resolve, 500)));
    expect(counts('bonds-and-rates')).to.deep.equal({});
    part(player, 'base')!.dispatchEvent(new PointerEvent('pointerenter'));
    await waitUntil(() => counts('bonds-and-rates')['master.m3u8'] === 1, 'intent fetched none');
  });

  it('fetches nothing on screen for a viewer on a 2g link, until their intent', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {effectiveType: '2g'},
    });
    try {
      const player = await belowTheScreen('money-habits');
      player.scrollIntoView();
      // When the default's warm-up would have run, and some time for its fetches.
      await new Promise((resolve) => whenPageIdle(() => setTimeout(resolve, 500)));
      expect(counts('money-habits')).to.deep.equal({});
      part(player, 'base')!.dispatchEvent(new PointerEvent('pointerenter'));
      await waitUntil(() => counts('money-habits')['master.m3u8'] === 1, 'intent fetched none');
    } finally {
      delete (navigator as {connection?: unknown}).connection;
    }
  });

  it('fetches nothing on screen for a viewer saving data, until their intent', async () => {
    const restore = setEnvironment({saveData: () => true});
    try {
      const player = await belowTheScreen('retirement-runway');
      player.scrollIntoView();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(counts('retirement-runway')).to.deep.equal({});
      part(player, 'base')!.dispatchEvent(new PointerEvent('pointerenter'));
      await waitUntil(
        () => counts('retirement-runway')['master.m3u8'] === 1,
        'intent fetched none',
      );
    } finally {
      restore();
    }
  });
});
