import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {clickAt, sendMouse} from '../browser-commands.js';
import {setEnvironment} from '../../src/internal/environment.js';
import '../../src/video-player/video-player.js';
import {clipVideo} from './clips.js';
import {advances, part} from './player-dom.js';

type Lockable = ScreenOrientation & {lock?(orientation: string): Promise<void>};

/**
 * The device's side of the Screen Orientation API, stood in for: a desktop browser refuses every
 * lock, so the test keeps the calls (each lock granted) instead.
 */
function orientationCalls(): {calls: string[]; restore: () => void} {
  const prototype = ScreenOrientation.prototype as Lockable;
  const {lock, unlock} = prototype;
  const calls: string[] = [];
  prototype.lock = (orientation: string) => (calls.push(`lock ${orientation}`), Promise.resolve());
  prototype.unlock = () => void calls.push('unlock');
  return {calls, restore: () => Object.assign(prototype, {lock, unlock})};
}

/** The browser, but for a pointer that is (or is not) a finger. */
const withPointer = (coarse: boolean) =>
  setEnvironment({
    matchMedia: (query) =>
      query === '(pointer: coarse)' ? {matches: coarse} : globalThis.matchMedia(query),
  });

/** A playing player of a landscape clip (640×360), full screen by its button, then not. */
async function fullScreenAndBack(): Promise<void> {
  const page = await fixture<HTMLElement>(
    html`<div style="width: 640px"><video-player muted></video-player></div>`,
  );
  const player = page.querySelector('video-player')!;
  player.video = await clipVideo();
  await player.play();
  await advances(player, 0.2);
  await clickAt(part(player, 'fullscreen-button')!);
  await waitUntil(() => document.fullscreenElement === player, 'not full screen');
  await clickAt(part(player, 'fullscreen-button')!);
  await waitUntil(() => document.fullscreenElement === null, 'still full screen');
  await sendMouse({type: 'move', position: [0, 0]});
}

describe('<video-player> full screen on a phone', () => {
  const lockable = typeof (globalThis.ScreenOrientation?.prototype as Lockable)?.lock;
  let restore: () => void = () => {};
  afterEach(() => restore());

  it('turns a landscape video to landscape on a touch screen, and lets go as it ends', async function () {
    if (lockable !== 'function') this.skip(); // No Screen Orientation lock in this engine.
    const device = orientationCalls();
    const browser = withPointer(true);
    restore = () => (device.restore(), browser());
    await fullScreenAndBack();
    await waitUntil(
      () => device.calls.length === 2,
      () => device.calls.join(),
    );
    expect(device.calls).to.deep.equal(['lock landscape', 'unlock']);
  });

  it('leaves the screen as it is with a mouse', async function () {
    if (lockable !== 'function') this.skip(); // No Screen Orientation lock in this engine.
    const device = orientationCalls();
    const browser = withPointer(false);
    restore = () => (device.restore(), browser());
    await fullScreenAndBack();
    expect(device.calls).to.deep.equal([]);
  });

  it('plays full screen where the screen cannot be turned', async function () {
    if (lockable === 'function') this.skip(); // Only where the API has no lock (Safari's engine).
    restore = withPointer(true);
    await fullScreenAndBack();
  });
});
