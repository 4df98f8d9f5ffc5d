import {expect} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {sendKeys} from '../browser-commands.js';
import type {Video} from '../../src/data/index.js';
import type {VideoCarousel} from '../../src/video-carousel/video-carousel.component.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {Scope} from '../stand-in.js';
import {cards, loadedVideos, mount, mountLinked, settled, shadow} from './helpers.js';

const dialog = (el: VideoCarousel) => shadow(el).querySelector('dialog');

/** Counts `play()` calls on a player while still playing for real. */
function watchPlay(player: VideoPlayer): Video[] {
  const played: Video[] = [];
  const play = player.play.bind(player);
  player.play = () => {
    played.push(player.video!);
    return play();
  };
  return played;
}

describe('<video-carousel> selection', () => {
  let scope: Scope;
  beforeEach(async () => {
    scope = await Scope.create();
  });

  it('fires a cancelable video-select on click, Enter and Space', async () => {
    const el = await mount(scope, {limit: '3'});
    await settled(el);
    const selected: Video[] = [];
    el.addEventListener('video-select', (event) => {
      expect(event.cancelable && event.bubbles && event.composed).to.be.true;
      selected.push(event.detail.video);
      event.preventDefault();
    });
    const [first, second, third] = cards(el);
    first!.click();
    second!.focus();
    await sendKeys({press: 'Enter'});
    third!.focus();
    await sendKeys({press: ' '});
    expect(selected.map((video) => String(video.id))).to.deep.equal(
      [first, second, third].map((card) => card!.dataset['id']),
    );
    // Cancelled: no dialog opened.
    expect(dialog(el)).to.be.null;
  });

  describe('with a linked player', () => {
    it('hands the record to the player and plays it, with no second request', async () => {
      const {player, carousel: el} = await mountLinked(scope, 'hero');
      const played = watchPlay(player);
      const videos = await loadedVideos(el);

      cards(el)[1]!.click();
      await waitUntil(() => played.length === 1, 'the player was never asked to play');
      expect(player.video?.id).to.equal(videos[1]!.id);
      expect(played.map((video) => video.id)).to.deep.equal([videos[1]!.id]);
      expect(dialog(el)).to.be.null;
      expect(await scope.requests()).to.have.length(1);
    });

    it('hands its queue to a player added after it loaded, with the record', async () => {
      const el = await mount(scope, {limit: '3', player: 'late'});
      const videos = await loadedVideos(el);
      const player = document.createElement('video-player');
      player.id = 'late';
      el.after(player);
      try {
        cards(el)[2]!.click();
        await waitUntil(() => player.video?.id === videos[2]!.id, 'the record never came');
        expect(player.queue?.map((video) => video.id)).to.deep.equal(videos.map(({id}) => id));
      } finally {
        player.remove();
      }
    });

    it('falls back to the dialog, with a warning, when no such player exists', async () => {
      const warn = console.warn;
      const warnings: string[] = [];
      console.warn = (message: string) => void warnings.push(message);
      try {
        const el = await mount(scope, {limit: '2', player: 'missing'});
        await settled(el);
        cards(el)[0]!.click();
        await waitUntil(() => dialog(el)?.open, 'no dialog opened');
        expect(warnings.some((message) => message.includes('player="missing"'))).to.be.true;
      } finally {
        console.warn = warn;
      }
    });
  });

  describe('without a player', () => {
    let el: VideoCarousel;
    let videos: Video[];
    beforeEach(async () => {
      el = await mount(scope, {limit: '3'});
      videos = await loadedVideos(el);
    });

    async function open(index: number): Promise<HTMLDialogElement> {
      const card = cards(el)[index]!;
      card.focus();
      await sendKeys({press: 'Enter'});
      await waitUntil(() => dialog(el)?.open, 'no dialog opened');
      return dialog(el)!;
    }

    it('opens a modal dialog that plays the record, named by its title', async () => {
      const opened = await open(1);
      expect(opened.matches(':modal')).to.be.true;
      const title = shadow(el).getElementById(opened.getAttribute('aria-labelledby')!);
      expect(title?.textContent).to.equal(videos[1]!.title);
      const player = opened.querySelector('video-player')!;
      await waitUntil(() => player.video === videos[1], 'the player never got the record');
      expect(opened.contains(shadow(el).activeElement)).to.be.true;
      expect(await scope.requests()).to.have.length(1);
      await expect(el).to.be.accessible();
    });

    it('keeps focus inside while open', async () => {
      const opened = await open(0);
      // Everything outside a modal dialog is inert, so it cannot take focus.
      cards(el)[2]!.focus();
      expect(opened.contains(shadow(el).activeElement)).to.be.true;
      for (let i = 0; i < 4; i++) {
        await sendKeys({press: 'Tab'});
        const inside =
          opened.contains(shadow(el).activeElement) || document.activeElement === document.body;
        expect(inside, `focus left the dialog after ${i + 1} Tab`).to.be.true;
        expect(document.activeElement === el || document.activeElement === document.body).to.be
          .true;
      }
    });

    it('closes on Escape and gives focus back to the card', async () => {
      await open(2);
      await sendKeys({press: 'Escape'});
      await waitUntil(() => !dialog(el), 'the dialog stayed open');
      expect(shadow(el).activeElement === cards(el)[2], 'focus went back to the card').to.be.true;
      await expect(el).to.be.accessible();
    });

    it('closes with its close button and gives focus back to the card', async () => {
      const opened = await open(1);
      opened.querySelector<HTMLButtonElement>('[part~="close-button"]')!.click();
      await waitUntil(() => !dialog(el), 'the dialog stayed open');
      expect(shadow(el).activeElement === cards(el)[1], 'focus went back to the card').to.be.true;
    });
  });
});
