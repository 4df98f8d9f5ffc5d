import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys} from '../browser-commands.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

/** A paused player 640 px wide inside an element of `lang`, between two buttons. */
async function mount(lang = 'en'): Promise<{page: HTMLElement; player: VideoPlayer}> {
  const page = await fixture<HTMLElement>(
    html`<div lang=${lang} style="width: 640px">
      <button id="before">before</button>
      <video-player muted></video-player>
      <button id="after">after</button>
    </div>`,
  );
  const player = page.querySelector('video-player')!;
  player.video = await clipVideo();
  await player.play();
  await advances(player, 0.2);
  player.pause();
  return {page, player};
}

const focused = (player: VideoPlayer) => player.shadowRoot!.activeElement;
const dialogOf = (player: VideoPlayer) => part<HTMLDialogElement>(player, 'shortcuts');

/** The dialog's rows as "keys: what they do". */
const rows = (dialog: HTMLDialogElement) =>
  Array.from(dialog.querySelectorAll('dt'), (term) => {
    const keys = Array.from(term.querySelectorAll('kbd'), (key) => key.textContent).join(' ');
    return `${keys}: ${term.nextElementSibling!.textContent!.trim()}`;
  });

describe('<video-player> keyboard shortcuts dialog', () => {
  it('opens with ? on the video, lists every key, keeps focus in it, and Escape gives it back', async () => {
    const {page, player} = await mount();
    media(player)!.focus();
    await sendKeys({type: '?'});
    await waitUntil(() => dialogOf(player)?.open, 'no dialog opened');
    const dialog = dialogOf(player)!;
    expect(dialog.matches(':modal')).to.be.true;
    expect(dialog.getAttribute('aria-labelledby')).to.equal('shortcuts-heading');
    expect(dialog.querySelector('#shortcuts-heading')!.textContent).to.equal('Keyboard shortcuts');
    expect(rows(dialog)).to.deep.equal([
      'Space K: Play or pause',
      '← →: Back or forward 5 seconds',
      '↑ ↓: Volume up or down',
      'M: Sound off or on',
      'C: Captions on or off',
      'F: Full screen on or off',
      '?: These shortcuts',
    ]);
    expect(dialog.contains(focused(player))).to.be.true;
    // The page around is inert while it is open: focus cannot go there.
    page.querySelector<HTMLElement>('#after')!.focus();
    expect(dialog.contains(focused(player)), 'focus left the dialog').to.be.true;
    await expect(player).to.be.accessible();
    await sendKeys({press: 'Escape'});
    await waitUntil(() => !dialogOf(player), 'the dialog stayed');
    expect(focused(player)).to.equal(media(player));
    expect(player.paused, 'its keys did not reach the video').to.be.true;
  });

  it('opens from the bar’s ? button and closes with its Close button, back on the ? button', async () => {
    const {player} = await mount();
    const button = part<HTMLButtonElement>(player, 'shortcuts-button')!;
    expect(button.getAttribute('aria-label')).to.equal('Keyboard shortcuts');
    expect(button.getAttribute('aria-haspopup')).to.equal('dialog');
    button.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => dialogOf(player)?.open, 'no dialog opened');
    const close = part<HTMLButtonElement>(player, 'shortcuts-close')!;
    expect(close.textContent!.trim()).to.equal('Close');
    close.focus();
    await sendKeys({press: 'Enter'});
    await waitUntil(() => !dialogOf(player), 'the dialog stayed');
    expect(focused(player)).to.equal(button);
  });

  it('speaks the language around the player', async () => {
    const {player} = await mount('de');
    await waitUntil(
      () => part(player, 'shortcuts-button')!.getAttribute('aria-label') === 'Tastenkürzel',
      () => part(player, 'shortcuts-button')!.getAttribute('aria-label')!,
    );
    part(player, 'shortcuts-button')!.click();
    await waitUntil(() => dialogOf(player)?.open, 'no dialog opened');
    expect(rows(dialogOf(player)!).slice(0, 2)).to.deep.equal([
      'Leertaste K: Wiedergabe oder Pause',
      '← →: 5 Sekunden zurück oder vor',
    ]);
  });

  it('is not offered on a small player, where the volume slider gives way too', async () => {
    const {player} = await mount();
    player.style.width = '400px';
    await waitUntil(() => !part(player, 'shortcuts-button')!.checkVisibility());
  });
});
