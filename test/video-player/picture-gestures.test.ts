import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {canEmulateMedia, emulateMedia} from '../browser-commands.js';
import {setEnvironment} from '../../src/internal/environment.js';
import {IDLE_MS} from '../../src/video-player/control-bar.js';
import {DOUBLE_TAP_MS} from '../../src/video-player/picture-gestures.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

/**
 * A playing player of a demo video long enough to skip in (35.75 s), its `lang` given; focus
 * nowhere in it, so its bar may hide.
 */
async function playing(lang = 'en'): Promise<VideoPlayer> {
  const page = await fixture<HTMLElement>(
    html`<div style="width: 640px" lang=${lang}><video-player muted></video-player></div>`,
  );
  const player = page.querySelector('video-player')!;
  player.video = await clipVideo('stocks-explained', {duration: 35.75});
  await player.play();
  await advances(player, 0.2);
  (document.activeElement as HTMLElement | null)?.blur();
  return player;
}

/**
 * What a finger (or `pointerType`) does on the picture at `share` of its width: press, lift and
 * the click the browser makes of it.
 */
function tap(player: VideoPlayer, share: number, pointerType = 'touch'): void {
  const video = media(player)!;
  const box = video.getBoundingClientRect();
  const at = {clientX: box.left + box.width * share, clientY: box.top + box.height / 2};
  const init = {bubbles: true, composed: true, isPrimary: true, pointerType, ...at};
  video.dispatchEvent(new PointerEvent('pointerdown', init));
  video.dispatchEvent(new PointerEvent('pointerup', init));
  video.dispatchEvent(new MouseEvent('click', {bubbles: true, composed: true, ...at}));
}

/** The words of the skip's mark on the picture, and those its status says; '' for none. */
function said(player: VideoPlayer): [string, string] {
  const mark = part(player, 'skip-mark')?.textContent?.trim() ?? '';
  const status = [...player.shadowRoot!.querySelectorAll('[role="status"]')]
    .map((each) => each.textContent!.trim())
    .find((words) => words.includes('10') || words.includes('20'));
  return [mark, status ?? ''];
}

const seeked = (player: VideoPlayer, to: number) =>
  waitUntil(
    () => Math.abs(player.currentTime - to) < 0.5 && !media(player)!.seeking,
    () => `at ${player.currentTime}, not ${to}`,
  );

describe('<video-player>’s picture under a finger or a mouse', () => {
  let restore: () => void;
  /** The single tap's wait and the bar's rest, held: the test says when they end. */
  const held = new Map<number, () => void>();
  beforeEach(() => {
    restore = setEnvironment({
      setTimeout: (callback, ms) => {
        if (ms !== DOUBLE_TAP_MS && ms !== IDLE_MS) return setTimeout(callback, ms);
        held.set(ms, callback);
        return -ms as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: (handle) => {
        const ms = -(handle as unknown as number);
        if (held.has(ms)) held.delete(ms);
        else clearTimeout(handle);
      },
    });
  });
  afterEach(() => {
    restore();
    held.clear();
  });

  const end = (ms: number) => {
    const callback = held.get(ms);
    expect(callback, `no timer of ${ms} ms`).to.be.a('function');
    held.delete(ms);
    callback!();
  };

  it('shows and hides the bar with a tap, and plays on', async () => {
    const player = await playing();
    const bar = part(player, 'controls')!;
    tap(player, 0.5);
    end(DOUBLE_TAP_MS);
    await waitUntil(() => getComputedStyle(bar).opacity === '0', 'the bar stayed');
    tap(player, 0.5);
    end(DOUBLE_TAP_MS);
    await waitUntil(() => getComputedStyle(bar).opacity === '1', 'the bar stayed hidden');
    expect(player.paused, 'a tap paused').to.be.false;
    await expect(player).to.be.accessible();
  });

  it('skips 10 s with a double tap on a side third, 10 s more with each further tap', async () => {
    const player = await playing();
    player.pause();
    player.currentTime = 15;
    await seeked(player, 15);
    tap(player, 0.9);
    tap(player, 0.9);
    expect(held.has(DOUBLE_TAP_MS), 'a double tap still waits as a tap').to.be.false;
    await seeked(player, 25);
    await waitUntil(
      () => said(player)[0] === 'Forward 10 seconds',
      () => said(player).join(),
    );
    expect(said(player)).to.deep.equal(['Forward 10 seconds', 'Forward 10 seconds']);
    await expect(player).to.be.accessible();
    tap(player, 0.1);
    tap(player, 0.1);
    await seeked(player, 15);
    tap(player, 0.1);
    await seeked(player, 5);
    await waitUntil(
      () => said(player)[0] === 'Back 20 seconds',
      () => said(player).join(),
    );
    expect(said(player)[1]).to.equal('Back 20 seconds');
    expect(player.paused, 'a skip played').to.be.true;
  });

  it('says the skip in the page’s language', async () => {
    const player = await playing('de');
    // Playback does not wait for the page's words: a skip before they come is said in English.
    await waitUntil(
      () => part(player, 'volume')?.getAttribute('aria-label') === 'Lautstärke',
      'the German words never came',
    );
    tap(player, 0.95);
    tap(player, 0.95);
    await waitUntil(
      () => said(player)[0] === '10 Sekunden vor',
      () => said(player).join(),
    );
  });

  it('leaves a mouse’s clicks as they were: one pauses, two skip nothing', async () => {
    const player = await playing();
    const at = player.currentTime;
    tap(player, 0.9, 'mouse');
    await waitUntil(() => player.paused, 'a click did not pause');
    tap(player, 0.9, 'mouse');
    await waitUntil(() => !player.paused, 'a second click did not play');
    expect(held.has(DOUBLE_TAP_MS), 'a click waits as a tap').to.be.false;
    expect(part(player, 'skip-mark')).to.equal(null);
    expect(player.currentTime).to.be.below(at + 5);
  });

  it('marks a skip without movement under reduced motion', async function () {
    if (!canEmulateMedia) this.skip(); // Only the DevTools protocol emulates the preference.
    await emulateMedia({reducedMotion: 'reduce'});
    try {
      const player = await playing();
      tap(player, 0.9);
      tap(player, 0.9);
      await waitUntil(() => part(player, 'skip-mark'), 'no mark');
      expect(getComputedStyle(part(player, 'skip-mark')!).animationName).to.equal('none');
    } finally {
      await emulateMedia({reducedMotion: 'no-preference'});
    }
  });
});
