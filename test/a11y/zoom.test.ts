// Both widgets at 200 % zoom, with and without WCAG 1.4.12 text spacing.
//
// Page zoom (WCAG 1.4.10): at 200 % a window W px wide lays the page out in W / 2 CSS px, and
// every CSS length, font sizes included, keeps its size in CSS px; only the device pixels per CSS
// pixel double, which changes painting, not layout. So a viewport of W / 2 CSS px is the layout
// of a W px window at 200 %. Text zoom (WCAG 1.4.4, a browser's "zoom text only" or a larger
// default font): the root font doubled at the full width, which doubles every rem and em.
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-carousel/video-carousel.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {setViewport} from '../browser-commands.js';
import {MEMORY_KEY} from '../../src/internal/viewer-memory-storage.js';
import {Scope} from '../stand-in.js';
import {loadedVideos, mount, sample, serve, shadow} from '../video-carousel/helpers.js';
import {clipVideo} from '../video-player/clips.js';
import {part} from '../video-player/player-dom.js';
import {carouselProblems, demanding, pageProblems, withTextSpacing} from './layout-checks.js';

const WINDOWS = [320, 390, 768, 1280];
const ZOOMS = ['page', 'text'] as const;

/**
 * Lays the page out as a `width` px window at 200 % zoom of the kind given; returns the undo.
 * MiniBrowser's window (WebKit) stops at 447 px: there, the narrow page-zoom cases all lay out at
 * that width, checked once (the 320 px case) and skipped for the other windows.
 */
async function zoom(
  test: Mocha.Context,
  kind: (typeof ZOOMS)[number],
  width: number,
): Promise<() => void> {
  const root = document.documentElement;
  if (kind === 'page') {
    const sized = await setViewport({width: width / 2, height: 450});
    // The window cannot be that narrow (WebKit's MiniBrowser stops at 447 px): its narrowest
    // layout is already checked as the first window; Chromium and Firefox check this one.
    if (!sized && width !== WINDOWS[0]) test.skip();
    return () => {};
  }
  await setViewport({width, height: 900});
  root.style.fontSize = '200%';
  return () => root.style.removeProperty('font-size');
}

const overlaps = (x: DOMRect, y: DOMRect) =>
  x.left < y.right && y.left < x.right && x.top < y.bottom && y.top < x.bottom;

/** Text or a control of the player outside `frame` (its own), cut, or over the play button. */
function playerProblems(
  player: VideoPlayer,
  selector: string,
  frame = part(player, 'base')!.getBoundingClientRect(),
): string[] {
  const icon = part(player, 'play-icon')?.getBoundingClientRect();
  const problems: string[] = [];
  for (const element of player.shadowRoot!.querySelectorAll<HTMLElement>(selector)) {
    if (!element.checkVisibility() || element.closest('.visually-hidden')) continue;
    const name = element.getAttribute('part') ?? element.localName;
    const box = element.getBoundingClientRect();
    const inside =
      box.left >= frame.left - 0.5 &&
      box.right <= frame.right + 0.5 &&
      box.top >= frame.top - 0.5 &&
      box.bottom <= frame.bottom + 0.5;
    if (!inside) problems.push(`${name} is outside the player`);
    // Text that spills out of its box (inline boxes have no size of their own to compare).
    if (getComputedStyle(element).display !== 'inline') {
      if (element.scrollWidth > element.clientWidth + 1) problems.push(`${name} cuts its text`);
      if (element.scrollHeight > element.clientHeight + 1) problems.push(`${name} cuts its lines`);
    }
    if (icon && name !== 'play-icon' && overlaps(box, icon)) problems.push(`${name} is over play`);
  }
  return problems;
}

let undo = () => {};

/** Adds `step` to what the test's end undoes. */
function alsoUndo(step: () => void): void {
  const before = undo;
  undo = () => (step(), before());
}

/** A player showing a long title's poster, with text spacing if asked. */
async function mounted(spacing: boolean): Promise<VideoPlayer> {
  const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
  player.video = {
    ...(await clipVideo('market-basics')),
    title: 'How compound growth turns small monthly savings into a retirement fund',
  };
  await waitUntil(() => part(player, 'title'));
  if (spacing) alsoUndo(withTextSpacing(player.shadowRoot!));
  return player;
}

describe('200 % zoom', () => {
  afterEach(() => {
    undo();
    undo = () => {};
  });
  after(() => setViewport({width: 800, height: 600}));

  for (const kind of ZOOMS) {
    for (const width of WINDOWS) {
      // Zoomed once for the group: resizing MiniBrowser's window takes WebKit a while.
      describe(`${kind} zoom, ${width} px window`, () => {
        let unzoom = () => {};
        before(async function () {
          unzoom = await zoom(this, kind, width);
        });
        after(() => unzoom());

        for (const spacing of [false, true]) {
          const named = `${kind} zoom, ${width} px window${spacing ? ', WCAG 1.4.12 spacing' : ''}`;

          it(`<video-carousel> fits: ${named}`, async () => {
            const scope = await Scope.create();
            await serve(scope, demanding(await sample(scope)));
            // No category: the served records are the list.
            const el = await mount(scope, {category: ''});
            await loadedVideos(el);
            if (spacing) alsoUndo(withTextSpacing(shadow(el)));
            expect(await carouselProblems(el)).to.deep.equal([]);
          });

          it(`<video-player> bar and menu fit: ${named}`, async function () {
            const player = await mounted(spacing);
            await player.play();
            await waitUntil(() => part(player, 'captions-button'), 'no captions button');
            player.pause();
            const bar = '[part~="controls"] button, [part~="controls"] input, [part~="time"]';
            expect(playerProblems(player, bar), 'bar').to.deep.equal([]);
            part(player, 'rate-button')!.click();
            await waitUntil(() => part(player, 'menu'));
            const menu = '[part~="menu"], [part~="menu-option"]';
            // A menu too tall for the player opens over the page, at the viewport's foot.
            const sheet = part(player, 'menu')!.matches(':popover-open');
            const viewport = new DOMRect(0, 0, innerWidth, innerHeight);
            expect(
              playerProblems(player, menu, sheet ? viewport : undefined),
              'menu',
            ).to.deep.equal([]);
            expect(pageProblems(player)).to.deep.equal([]);
            await expect(player).to.be.accessible();
          });

          it(`<video-player> poster details fit: ${named}`, async function () {
            const player = await mounted(spacing);
            const poster = '[part~="details"] *, [part~="play-icon"]';
            expect(playerProblems(player, poster)).to.deep.equal([]);
            expect(pageProblems(player)).to.deep.equal([]);
          });

          it(`<video-player> poster's resume choice fits: ${named}`, async () => {
            const kept = {v: 1, positions: [['900', 192]], prefs: {}};
            localStorage.setItem(MEMORY_KEY, JSON.stringify(kept));
            alsoUndo(() => localStorage.removeItem(MEMORY_KEY));
            const player = await mounted(spacing);
            const choice =
              '[part~="resume-button"], [part~="start-over-button"], [part~="play-icon"]';
            expect(part(player, 'resume-button'), 'the choice shows').to.exist;
            expect(playerProblems(player, choice)).to.deep.equal([]);
            expect(pageProblems(player)).to.deep.equal([]);
          });
        }
      });
    }
  }
});
