// Arabic and Hebrew pages lay the widgets out right to left (card rows, chips, Previous/Next, the
// control bar), and keep time left to right as the browsers' own players do: checked on the
// painted pixels (test/a11y/screenshots.ts) and the boxes, in both directions, with axe.
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {setViewport} from '../browser-commands.js';
import {Scope} from '../stand-in.js';
import {cards, part, settled, shadow} from '../video-carousel/helpers.js';
import {clipVideo} from '../video-player/clips.js';
import {advances, media, part as playerPart} from '../video-player/player-dom.js';
import {waitUntil} from '../wait-until.js';
import {screenshot, type Shot} from './screenshots.js';

const PAGES = [
  {dir: 'ltr', lang: 'en', previous: 'Previous videos'},
  {dir: 'rtl', lang: 'ar', previous: 'الفيديوهات السابقة'},
  {dir: 'rtl', lang: 'he', previous: 'הסרטונים הקודמים'},
] as const;

/** The RGBA of the pixel at a share of the way across a shot, on its middle row. */
function pixelAt(shot: Shot, across: number): number[] {
  const {width, height, data} = shot.image;
  const at = (Math.floor(height / 2) * width + Math.floor(across * (width - 1))) * 4;
  return [...data.subarray(at, at + 4)];
}

/** Where, across the middle row of a shot, its darkest pixel is (0: left, 1: right). */
function darkestAt(shot: Shot): number {
  const {width} = shot.image;
  let best = 0;
  let darkest = Infinity;
  for (let x = 0; x < width; x++) {
    const [r, g, b] = pixelAt(shot, x / (width - 1));
    if (r! + g! + b! < darkest) [darkest, best] = [r! + g! + b!, x];
  }
  return best / (width - 1);
}

/** Plays a clip a moment, then pauses it halfway: the seek bar has a played part to draw. */
async function pausedHalfway(player: VideoPlayer) {
  player.video = await clipVideo();
  await player.play();
  await advances(player, 0.2);
  player.pause();
  player.currentTime = player.duration / 2;
  await waitUntil(() => !media(player)!.seeking, 'the seek ends');
  // A start slower than the bar's rest (WebKit under load) hid the bar while playing; paused, it
  // fades back in, and a shot taken during the fade saw the accent half over the picture.
  const controls = playerPart(player, 'controls')!;
  await waitUntil(() => getComputedStyle(controls).opacity === '1', 'the control bar shows');
}
/** The RGBA of the player's accent, in which its seek bar draws the played share. */
function accentOf(player: VideoPlayer): number[] {
  const probe = document.createElement('span');
  probe.style.color = getComputedStyle(player).getPropertyValue('--video-player-accent');
  document.body.append(probe);
  const rgb = getComputedStyle(probe).color.match(/\d+/g)!.map(Number);
  probe.remove();
  return [...rgb, 255];
}

describe('right to left', () => {
  let scope: Scope;
  before(() => setViewport({width: 1000, height: 800}));
  beforeEach(async () => {
    scope = await Scope.create();
  });

  for (const {dir, lang, previous} of PAGES) {
    it(`lays a carousel out ${dir} in ${lang}: cards, chips, Previous and Next`, async () => {
      const {endpoint, apiKey} = scope.source();
      const page = await fixture<HTMLElement>(
        html`<div dir=${dir} lang=${lang} style="width: 40rem">
          <video-carousel
            endpoint=${endpoint}
            api-key=${apiKey!}
            limit="6"
            filters
          ></video-carousel>
        </div>`,
      );
      const el = page.querySelector<VideoCarousel>('video-carousel')!;
      await settled(el);
      const prev = () => part(el, 'button-prev')!;
      await waitUntil(() => prev().getAttribute('aria-label') === previous, 'the words come');
      await waitUntil(() => shadow(el).querySelectorAll('[part~="filter-chip"]').length > 1);
      const rtl = dir === 'rtl';
      const box = (node: Element) => node.getBoundingClientRect();
      const row = box(part(el, 'row')!);
      const [first, second] = cards(el).map(box);
      const [all, chip] = [...shadow(el).querySelectorAll('[part~="filter-chip"]')].map(box);
      const next = box(part(el, 'button-next')!);
      // The start is on the right in RTL: the first card, the first chip, Previous.
      expect(first!.left > second!.left).to.equal(rtl);
      expect(Math.abs(rtl ? row.right - first!.right : first!.left - row.left)).to.be.below(24);
      expect(all!.left > chip!.left).to.equal(rtl);
      expect(box(prev()).left > next.left).to.equal(rtl);
      // Previous points to the start: its arrow's tip is on the left in LTR, on the right in RTL.
      cards(el)[1]!.focus(); // Shows the buttons as enabled.
      const arrow = await screenshot(box(prev().querySelector('svg')!));
      expect(darkestAt(arrow) > 0.5, `Previous's tip at ${darkestAt(arrow)}`).to.equal(rtl);
      await expect(page).to.be.accessible();
    });

    it(`keeps the seek bar and the time left to right in ${lang}, the buttons ${dir}`, async () => {
      const page = await fixture<HTMLElement>(
        html`<div dir=${dir} lang=${lang} style="width: 640px">
          <video-player muted></video-player>
        </div>`,
      );
      const player = page.querySelector<VideoPlayer>('video-player')!;
      await pausedHalfway(player);
      const frame = playerPart(player, 'base')!.getBoundingClientRect();
      const play = playerPart(player, 'play-button')!.getBoundingClientRect();
      expect(play.left - frame.left > frame.width / 2).to.equal(dir === 'rtl');
      // Played on the left, what is to come on the right, in either direction. The played range
      // is the accent, opaque. A shot can catch a frame painted before the bar's last state
      // (WebKitGTK in CI runs: the accent half over the picture, or the bar not yet drawn), so
      // shots are taken until one shows it, or the wait ends.
      const accent = accentOf(player);
      let [played, toCome]: number[][] = [];
      await waitUntil(
        async () => {
          const track = await screenshot(playerPart(player, 'seek')!.getBoundingClientRect());
          [played, toCome] = [pixelAt(track, 0.2), pixelAt(track, 0.8)];
          return played.join() === accent.join();
        },
        () => `played ${played}, to come ${toCome}, the accent ${accent}`,
      );
      expect(played).to.not.deep.equal(toCome);
      // The speed menu opens at the bar's end, as its button is: on the left in RTL.
      const rate = playerPart(player, 'rate-button')!;
      rate.click();
      await waitUntil(() => playerPart(player, 'menu'), 'the speed menu opens');
      const middle = frame.left + frame.width / 2;
      const menu = playerPart(player, 'menu')!.getBoundingClientRect();
      expect(menu.left + menu.width / 2 < middle).to.equal(dir === 'rtl');
      expect(rate.getBoundingClientRect().left < middle).to.equal(dir === 'rtl');
      await expect(page).to.be.accessible();
      rate.click();
      expect(playerPart(player, 'seek')!.matches(':dir(ltr)')).to.be.true;
      expect(playerPart(player, 'time')!.matches(':dir(ltr)')).to.be.true;
      await expect(page).to.be.accessible();
    });
  }

  for (const {dir, lang} of PAGES) {
    it(`lays the Up-next card and Previous/Next out ${dir} in ${lang}`, async () => {
      const page = await fixture<HTMLElement>(
        html`<div dir=${dir} lang=${lang} style="width: 640px">
          <video-player muted></video-player>
        </div>`,
      );
      const player = page.querySelector<VideoPlayer>('video-player')!;
      const queue = await Promise.all(
        ['compound-growth', 'money-habits'].map(async (clip, index) => ({
          ...(await clipVideo(clip)),
          id: 901 + index,
        })),
      );
      player.queue = queue;
      player.video = queue[0];
      await player.play();
      await advances(player, 0.1);
      const ended = oneEvent(player, 'ended');
      player.currentTime = player.duration - 0.3;
      await ended;
      await waitUntil(
        () => playerPart(player, 'up-next'),
        () => {
          const {status, engine} = player.playback.snapshot;
          const video = media(player);
          return `no "Up next" card: status ${status} on ${engine}, the <video> ended ${video?.ended}, paused ${video?.paused} at ${video?.currentTime} of ${video?.duration}; queue index ${player.queue?.findIndex((each) => String(each.id) === player.videoId)}`;
        },
      );
      const rtl = dir === 'rtl';
      const box = (name: string) => playerPart(player, name)!.getBoundingClientRect();
      // The card's first button (Play now) at its start, Previous before Next in the bar.
      expect(box('up-next-play').left > box('up-next-cancel').left).to.equal(rtl);
      expect(box('previous-button').left > box('next-button').left).to.equal(rtl);
      await expect(page).to.be.accessible();
    });
  }
});
