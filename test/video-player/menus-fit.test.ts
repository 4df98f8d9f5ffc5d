// Every menu of the bar opens within the viewport and shows every choice without scrolling, on a
// player 320 and 390 px wide (a phone) and 1280 px wide, in every built-in language (issue 55).
import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {canEmulateMedia, emulateMedia, setViewport} from '../browser-commands.js';
import {LANGUAGES} from '../../src/i18n/languages.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, part} from './player-dom.js';

const WIDTHS = [320, 390, 1280];
// market-basics has captions and two renditions: the captions, speed and quality menus.
const MENUS = ['captions-button', 'rate-button', 'quality-button'];

const inside = (inner: DOMRect, outer: DOMRect) =>
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5 &&
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5;

/** What of the open menu a viewer cannot see: outside the viewport or the player, scrolled, cut. */
function menuProblems(player: VideoPlayer): string[] {
  const menu = part(player, 'menu')!;
  const box = menu.getBoundingClientRect();
  const viewport = new DOMRect(0, 0, innerWidth, innerHeight);
  const problems: string[] = [];
  if (!inside(box, viewport)) problems.push(`menu at ${JSON.stringify(box)} leaves the viewport`);
  // A menu in the player, not over the page, is cut by the player's rounded frame.
  const overPage = menu.matches(':popover-open');
  if (!overPage && !inside(box, part(player, 'base')!.getBoundingClientRect())) {
    problems.push('menu leaves the player');
  }
  if (menu.scrollHeight > menu.clientHeight + 1) {
    problems.push(`menu scrolls: ${menu.scrollHeight} px in ${menu.clientHeight} px`);
  }
  for (const item of menu.querySelectorAll<HTMLElement>('[part~="menu-option"], .group-label')) {
    const text = item.textContent!.trim();
    if (!inside(item.getBoundingClientRect(), box)) problems.push(`"${text}" is out of sight`);
    if (item.scrollWidth > item.clientWidth + 1) problems.push(`"${text}" is cut`);
  }
  return problems;
}

/**
 * Opens the menu of `button`, waits for it, returns what is wrong with it (and runs `whileOpen`,
 * an axe check), and closes it.
 */
async function openedMenu(
  player: VideoPlayer,
  button: string,
  whileOpen?: () => Promise<void>,
): Promise<string[]> {
  part(player, button)!.click();
  await waitUntil(() => part(player, 'menu'), `${button} opened no menu`);
  await player.updateComplete;
  await new Promise(requestAnimationFrame);
  const problems = menuProblems(player).map((problem) => `${button}: ${problem}`);
  await whileOpen?.();
  part(player, button)!.click();
  await waitUntil(() => !part(player, 'menu'), `${button}'s menu stayed open`);
  return problems;
}

describe('<video-player> menus on a phone and a desktop', () => {
  after(() => setViewport({width: 800, height: 600}));

  it('draws a sheet in the system’s colours in forced-colours mode', async function () {
    if (!canEmulateMedia) this.skip(); // Only over the DevTools protocol (Chromium).
    await emulateMedia({forcedColors: 'active'});
    try {
      const player = await fixture<VideoPlayer>(
        html`<video-player muted style="width: 320px"></video-player>`,
      );
      player.video = await clipVideo('market-basics');
      await player.play();
      await advances(player, 0.2);
      part(player, 'captions-button')!.click();
      await waitUntil(() => part(player, 'menu')?.matches(':popover-open'), 'no sheet');
      const sheet = getComputedStyle(part(player, 'menu')!);
      expect(sheet.backgroundImage).to.equal('none');
      expect(sheet.color).not.to.equal(sheet.backgroundColor);
    } finally {
      await emulateMedia({forcedColors: 'none'});
    }
  });

  for (const width of WIDTHS) {
    it(`show every choice within the viewport on a player ${width} px wide, in every language`, async function () {
      this.timeout(120_000);
      // WebKit's window stops at about 447 px: the player is sized, not the window.
      await setViewport({width, height: 800});
      const wrapper = await fixture<HTMLElement>(
        html`<div lang="en"><video-player muted style="width: ${width}px"></video-player></div>`,
      );
      const player = wrapper.querySelector('video-player')!;
      player.video = await clipVideo('market-basics');
      await player.play();
      await advances(player, 0.2);
      player.pause();
      await waitUntil(
        () => MENUS.every((button) => part(player, button)),
        'a menu button is missing',
      );

      const problems: string[] = [];
      // Axe on each menu, in English.
      const axe = async () => {
        await expect(player).to.be.accessible();
      };
      for (const button of MENUS) problems.push(...(await openedMenu(player, button, axe)));
      for (const language of LANGUAGES.split(' ')) {
        const {words} = await import(`../../src/i18n/lang/${language}.ts`);
        wrapper.lang = language;
        await waitUntil(
          () =>
            part(player, 'rate-button')!
              .getAttribute('aria-label')!
              .startsWith(words['player.rate']),
          `the player did not turn to ${language}`,
        );
        for (const button of MENUS) {
          problems.push(...(await openedMenu(player, button)).map((p) => `${language} ${p}`));
        }
      }
      expect(problems).to.deep.equal([]);
    });
  }
});
