import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys} from '../browser-commands.js';
import '../../src/video-player/video-player.js';
import {MEMORY_KEY, type ViewerMemory} from '../../src/internal/viewer-memory-storage.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';
import {fetchedUrls} from '../resource-timing.js';

const stored = (): ViewerMemory | null => JSON.parse(localStorage.getItem(MEMORY_KEY) ?? 'null');
const keptOf = (id: string) => stored()?.positions.find(([key]) => key === id)?.[1];
const seed = (memory: Partial<ViewerMemory>) =>
  localStorage.setItem(MEMORY_KEY, JSON.stringify({v: 1, positions: [], prefs: {}, ...memory}));

/** A player of the 6 s clip `clip` (record id 900) between two buttons. */
async function mount(clip = 'compound-growth', attributes = 'muted') {
  const page = await fixture<HTMLElement>(html`<div style="width: 640px"></div>`);
  page.innerHTML = `<button id="before">before</button>
    <video-player ${attributes}></video-player><button id="after">after</button>`;
  const player = page.querySelector('video-player')!;
  player.video = await clipVideo(clip);
  await waitUntil(() => part(player, 'facade'), 'the poster shows');
  return {page, player};
}

describe('<video-player> remembers', () => {
  it('keeps the place once watched, and the next player offers to resume there', async () => {
    const first = await mount();
    expect(part(first.player, 'resume-button'), 'nothing kept yet').to.be.null;
    await first.player.play();
    await advances(first.player, 2.5);
    const paused = oneEvent(first.player, 'pause');
    first.player.pause();
    await paused;
    await waitUntil(() => (keptOf('900') ?? 0) >= 2.5, 'the place is written on pause');
    const kept = keptOf('900')!;
    first.page.remove();

    const {player} = await mount();
    const resume = part<HTMLButtonElement>(player, 'resume-button')!;
    expect(resume.textContent!.trim()).to.equal(`Resume from 0:0${Math.round(kept)}`);
    expect(part(player, 'start-over-button')!.textContent!.trim()).to.equal('Start over');
    // The poster itself resumes too: its default activation.
    part(player, 'facade')!.click();
    await waitUntil(() => player.currentTime >= kept - 0.5 && !player.paused, 'resumed', {
      timeout: 10000,
    });
  });

  it('starts over from the second button, and forgets the place near the end', async () => {
    seed({positions: [['900', 3]]});
    const {player} = await mount();
    part(player, 'start-over-button')!.click();
    await advances(player, 0.2);
    expect(player.currentTime, 'played from the start').to.be.below(2);
    await oneEvent(player, 'ended');
    await waitUntil(() => stored() !== null && keptOf('900') === undefined, 'forgotten at the end');
  });

  it('forgets the place on Start over: leaving at once, the next player offers none', async () => {
    seed({positions: [['900', 3]]});
    const first = await mount();
    part(first.player, 'start-over-button')!.click();
    expect(keptOf('900'), 'forgotten as the viewer starts over').to.be.undefined;
    await advances(first.player, 0.2);
    first.page.remove();
    const {player} = await mount();
    expect(part(player, 'resume-button')).to.be.null;
  });

  it('warms up the segment it will resume at on intent', async () => {
    seed({positions: [['900', 4.5]]});
    const {player} = await mount('crypto-cycles');
    part(player, 'facade')!.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}));
    const segments = () => fetchedUrls((url) => /\/crypto-cycles\/.*\.ts$/.test(url));
    await waitUntil(() => segments().length > 0, 'no segment', {timeout: 5000});
    expect(media(player), 'not started yet').to.be.null;
    expect(segments().map((url) => url.split('/').pop())).to.deep.equal(['seg-002.ts']);
  });

  it('lets start-time set by the page win over a kept place', async () => {
    seed({positions: [['900', 3]]});
    const {player} = await mount('compound-growth', 'muted start-time="1"');
    expect(part(player, 'resume-button')).to.be.null;
  });

  it('keeps and offers nothing with remember="none"', async () => {
    seed({positions: [['900', 3]]});
    const {player} = await mount('compound-growth', 'muted remember="none"');
    expect(part(player, 'resume-button'), 'nothing offered').to.be.null;
    localStorage.removeItem(MEMORY_KEY);
    await player.play();
    await advances(player, 2.5);
    player.pause();
    player.playback.setRate(2);
    player.remove(); // Leaving the page is a moment of writing, for a player that remembers.
    await new Promise((resolve) => setTimeout(resolve, 1500)); // Past the settle of a choice.
    expect(localStorage.getItem(MEMORY_KEY)).to.be.null;
  });

  it('restores volume and muting', async () => {
    seed({prefs: {volume: 0.5, muted: true}});
    const {player} = await mount('compound-growth', 'loop');
    await player.play();
    await advances(player, 0.2);
    expect(media(player)!.volume).to.equal(0.5);
    expect(media(player)!.muted).to.be.true;
  });

  // Muting apart: WebKitGTK's GStreamer unmutes a video played at another speed (docs/browsers.md).
  it('restores speed, captions language and style, and quality', async () => {
    seed({
      prefs: {
        ...{volume: 0.5, rate: 1.5, captions: 'en', quality: 180},
        ...{captionSize: 150, captionColors: 'yellow-on-black'},
      },
    });
    const {player} = await mount('market-basics', 'loop');
    await player.play();
    const video = media(player)!;
    expect(video.playbackRate).to.equal(1.5);
    expect(player.playback.snapshot.captionStyle).to.deep.equal({
      size: 150,
      colors: 'yellow-on-black',
    });
    await waitUntil(() => player.playback.snapshot.captionsTrack >= 0, 'captions shown', {
      timeout: 10000,
    });
    const {textTracks, captionsTrack} = player.playback.snapshot;
    expect(textTracks[captionsTrack]!.lang).to.equal('en');
    await waitUntil(() => video.videoHeight === 180, `${video.videoHeight}p`, {timeout: 10000});
  });

  it('styles the captions as kept under the browser’s own controls too', async () => {
    seed({prefs: {captionSize: 150, captionColors: 'yellow-on-black'}});
    const {player} = await mount('market-basics', 'muted loop controls="native"');
    await player.play();
    const cueRules = () =>
      player
        .shadowRoot!.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules])
        .map((rule) => rule.cssText)
        .filter((text) => text.includes('::cue'));
    await waitUntil(() => cueRules().length === 1, 'no ::cue rule');
    expect(cueRules()[0]).to.contain('font-size: 150%');
    expect(part(player, 'controls'), 'the browser’s controls').to.be.null;
  });

  it('writes the viewer’s choices once they settle', async () => {
    const {player} = await mount('market-basics', 'loop');
    await player.play();
    await advances(player, 0.2);
    player.playback.setVolume(0.25);
    player.playback.setRate(0.75);
    player.playback.setMuted(false);
    player.playback.setCaptionStyle({size: 200, colors: 'black-on-white'});
    await waitUntil(() => stored()?.prefs.rate === 0.75, 'the speed is written');
    expect(stored()!.prefs).to.include({volume: 0.25, rate: 0.75, muted: false});
    expect(stored()!.prefs).to.include({captionSize: 200, captionColors: 'black-on-white'});
  });

  it('offers both choices to the keyboard, with names, and passes axe', async () => {
    seed({positions: [['900', 192]]});
    const {page, player} = await mount();
    const resume = part(player, 'resume-button')!;
    expect(resume.textContent!.trim()).to.equal('Resume from 3:12');
    page.querySelector<HTMLElement>('#before')!.focus();
    const reached: Array<Element | null> = [];
    for (let i = 0; i < 3; i++) {
      await sendKeys({press: 'Tab'});
      reached.push(player.shadowRoot!.activeElement);
    }
    expect(reached).to.include.members([resume, part(player, 'start-over-button')]);
    expect(getComputedStyle(player.shadowRoot!.activeElement!).outlineStyle).to.equal('solid');
    await expect(player).to.be.accessible();
  });

  describe('where storage fails', () => {
    let restore: () => void;
    afterEach(() => restore());

    it('plays as without it when localStorage throws on access (a sandboxed iframe)', async () => {
      // A real browser cannot be made to refuse storage on demand: the access is stubbed.
      const own = Object.getOwnPropertyDescriptor(window, 'localStorage');
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('The document is sandboxed.', 'SecurityError');
        },
      });
      restore = () =>
        own
          ? Object.defineProperty(window, 'localStorage', own)
          : delete (window as {localStorage?: Storage}).localStorage;
      const {player} = await mount();
      expect(part(player, 'resume-button')).to.be.null;
      await player.play();
      await advances(player, 2.2);
      player.pause();
      player.remove();
    });

    it('plays as without it when a write exceeds the quota', async () => {
      seed({positions: [['900', 3]]});
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = () => {
        throw new DOMException('Quota exceeded.', 'QuotaExceededError');
      };
      restore = () => (Storage.prototype.setItem = setItem);
      const {player} = await mount();
      part(player, 'resume-button')!.click();
      await waitUntil(() => player.currentTime > 3.2, 'resumed and playing', {timeout: 10000});
      player.pause();
      player.remove();
      expect(keptOf('900')).to.equal(3);
    });
  });
});
