import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys} from '../browser-commands.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {changedArea, screenshot, type Shot} from '../a11y/screenshots.js';
import {clipVideo} from './clips.js';
import {advances, chooseCaptions, media, menuOptions, part} from './player-dom.js';

async function playing(): Promise<VideoPlayer> {
  const player = await fixture<VideoPlayer>(
    html`<video-player muted loop style="width: 640px"></video-player>`,
  );
  player.video = await clipVideo('market-basics');
  await player.play();
  await advances(player, 0.2);
  return player;
}

async function openCaptionsMenu(player: VideoPlayer): Promise<void> {
  await waitUntil(() => part(player, 'captions-button'), 'no captions button', {timeout: 10000});
  part(player, 'captions-button')!.click();
  await waitUntil(() => part(player, 'menu'), 'no captions menu');
}

const checked = (player: VideoPlayer) =>
  menuOptions(player)
    .filter((option) => option.getAttribute('aria-checked') === 'true')
    .map((option) => option.textContent!.trim());

/** The video's upper half: where the test's cue is, clear of the bar. */
function upperHalf(player: VideoPlayer): Promise<Shot> {
  const box = media(player)!.getBoundingClientRect();
  return screenshot(new DOMRect(box.x, box.y, box.width, box.height / 2));
}

/** The upper half once two looks in a row agree: a paused picture settles after a change. */
async function settledUpperHalf(player: VideoPlayer): Promise<Shot> {
  let last = await upperHalf(player);
  await waitUntil(async () => {
    const next = await upperHalf(player);
    const same = changedArea(last, next, 1.5).area === 0;
    last = next;
    return same;
  }, 'the picture never settles');
  return last;
}

describe('<video-player> captions style', () => {
  it('offers sizes and colours as named groups of the captions menu, by keyboard', async () => {
    const player = await playing();
    await openCaptionsMenu(player);
    const groups = [...part(player, 'menu')!.querySelectorAll('[role="group"]')];
    expect(groups.map((group) => group.getAttribute('aria-label'))).to.deep.equal([
      'Size',
      'Colours',
    ]);
    expect(menuOptions(player).map((option) => option.textContent!.trim())).to.deep.equal([
      'Off',
      'English',
      '75%',
      '100%',
      '150%',
      '200%',
      'Default',
      'White on black',
      'Yellow on black',
      'Black on white',
    ]);
    expect(checked(player)).to.deep.equal(['Off', '100%', 'Default']);
    await expect(player).to.be.accessible();
    // Arrows go through every group; Enter chooses and closes, as in the other menus.
    await sendKeys({press: 'End'});
    await sendKeys({press: 'ArrowUp'});
    await sendKeys({press: 'Enter'});
    await waitUntil(() => !part(player, 'menu'), 'the menu closes');
    expect(player.playback.snapshot.captionStyle).to.deep.equal({
      size: 100,
      colors: 'yellow-on-black',
    });
    await openCaptionsMenu(player);
    menuOptions(player)
      .find((option) => option.textContent!.trim() === '150%')!
      .click();
    await openCaptionsMenu(player);
    expect(checked(player)).to.deep.equal(['Off', '150%', 'Yellow on black']);
  });

  it('draws the captions in the chosen colours and size', async function (this: Mocha.Context) {
    // A dozen screenshots or more, each waited for: WebKit's through WebDriver took 13.8 s for
    // this test alone at a load of 13, and over the suite's 20 s with two busy loops beside it.
    // Each wait below has its own bound.
    this.timeout(60_000);
    const player = await playing();
    player.pause();
    // One cue over the whole clip, at the top (the bar of a paused player covers the foot).
    const track = media(player)!.addTextTrack('subtitles', 'Test', 'zz');
    track.mode = 'showing';
    const cue = new VTTCue(0, 60, 'MMMMMMMMMMMM');
    cue.line = 0;
    track.addCue(cue);
    /**
     * CSS px² of the picture the cue covers or changes, against the picture as it is without it
     * (a paused picture still moves a little, more so on a busy machine: a picture shot once at
     * the start made a later size look larger). The track stays showing: WebKit composites the
     * whole video anew when one shows.
     */
    const covered = async () => {
      track.removeCue(cue);
      const picture = await settledUpperHalf(player);
      track.addCue(cue);
      let area = 0;
      await waitUntil(
        async () => (area = changedArea(picture, await upperHalf(player), 1.5).area) > 500,
        'no cue shown',
      );
      return area;
    };
    const normal = await covered();
    // The browser's dark box turns light: the preset's colours are drawn.
    const dark = await upperHalf(player);
    player.playback.setCaptionStyle({colors: 'black-on-white'});
    const turned = async () => changedArea(dark, await upperHalf(player), 3).area;
    await waitUntil(async () => (await turned()) > normal / 2, 'the box did not turn light');
    const light = await covered();
    player.playback.setCaptionStyle({size: 200});
    await waitUntil(async () => (await covered()) > light * 1.5, 'the captions did not grow');
    player.playback.setCaptionStyle({size: 75});
    await waitUntil(async () => (await covered()) < light * 0.75, 'the captions did not shrink');
    // The browser's own again (the paused picture moves a little under it, so by the rule).
    player.playback.setCaptionStyle({size: 100, colors: ''});
    const cueRules = () =>
      player.shadowRoot!.adoptedStyleSheets.flatMap((sheet) =>
        [...sheet.cssRules].filter((rule) => rule.cssText.includes('::cue')),
      );
    await waitUntil(() => cueRules().length === 0, 'a ::cue rule is left');
  });

  it('styles the stream’s own captions too, and keeps the style for the next video', async () => {
    const player = await playing();
    player.playback.setCaptionStyle({size: 150, colors: 'black-on-white'});
    await chooseCaptions(player, 'English');
    player.video = {...(await clipVideo('market-basics')), id: 901};
    await player.play();
    expect(player.playback.snapshot.captionStyle).to.deep.equal({
      size: 150,
      colors: 'black-on-white',
    });
  });
});
