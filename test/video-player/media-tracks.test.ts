import {expect, fixture, html} from '@open-wc/testing';
import 'media-chrome';
import 'media-chrome/menu';
import '../../src/media-tracks.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipVideo} from './clips.js';
import {menuItems} from './media-chrome-controls.js';

type Tracked = VideoPlayer & {
  audioTracks: Iterable<{id?: string; label: string; language: string; enabled: boolean}>;
  videoRenditions: Iterable<{id?: string; height?: number; selected: boolean}> & {
    selectedIndex: number;
  };
};

/**
 * media-chrome's audio and quality menus over a player without controls of its own, playing
 * `path` of the delivery host: the menus media-chrome fills from the media-tracks API.
 */
async function skinned(path: string) {
  const controller = await fixture<HTMLElement>(html`
    <media-controller>
      <video-player slot="media" controls="none" muted></video-player>
      <media-audio-track-menu hidden anchor="auto"></media-audio-track-menu>
      <media-rendition-menu hidden anchor="auto"></media-rendition-menu>
      <media-control-bar>
        <media-play-button></media-play-button>
        <media-audio-track-menu-button></media-audio-track-menu-button>
        <media-rendition-menu-button></media-rendition-menu-button>
      </media-control-bar>
    </media-controller>
  `);
  const player = controller.querySelector<Tracked>('video-player')!;
  const streamUrl = `${(await standIn()).mediaUrl}/videos/${path}`;
  player.video = await clipVideo('compound-growth', {streamUrl, mp4Url: ''});
  void player.play().catch(() => {}); // A failed start shows as an empty menu below.
  const menu = (name: string) => controller.querySelector<HTMLElement>(`media-${name}`)!;
  /** Opens a menu from its button once it lists `count` items, and gives them. */
  const open = async (name: string, count: number) => {
    await waitUntil(() => menuItems(menu(name)).length === count, `the ${name} lists too few`);
    menu(`${name}-button`).click();
    await waitUntil(() => !menu(name).hidden, `the ${name} did not open`);
    return menuItems(menu(name));
  };
  return {controller, player, open};
}

const labels = (items: HTMLElement[]) => items.map((item) => item.textContent!.trim());

describe('<video-player> media tracks (video-content-widgets/media-tracks.js)', () => {
  it('lists the audio languages in a skin’s audio menu, which switches them as the player’s own menu does', async () => {
    const {controller, player, open} = await skinned('shapes/fmp4/audio-languages.m3u8');
    await waitUntil(() => [...player.audioTracks].length === 2, 'no audio tracks listed');
    expect([...player.audioTracks].map(({label, language}) => [label, language])).to.deep.equal([
      ['English', 'en'],
      ['Deutsch', 'de'],
    ]);
    await waitUntil(() => player.playback.snapshot.audioTrack === 0, 'English is not playing');
    expect([...player.audioTracks].map((track) => track.enabled)).to.deep.equal([true, false]);

    const items = await open('audio-track-menu', 2);
    expect(labels(items)).to.deep.equal(['English', 'Deutsch']);
    items[1]!.click();
    await waitUntil(() => player.playback.snapshot.audioTrack === 1, 'Deutsch was not chosen');
    expect([...player.audioTracks].map((track) => track.enabled)).to.deep.equal([false, true]);
    await waitUntil(() => controller.getAttribute('mediaaudiotrackenabled') === '1');

    // A choice the player makes (its own menu, its memory) reaches the skin.
    player.playback.setAudioTrack(0);
    await waitUntil(
      () => controller.getAttribute('mediaaudiotrackenabled') === '0',
      'the skin still shows Deutsch',
    );
    await expect(controller).to.be.accessible();
  });

  it('lists the renditions in a skin’s quality menu, which chooses one and Auto', async () => {
    const {controller, player, open} = await skinned('compound-growth/master.m3u8');
    await waitUntil(() => player.playback.snapshot.levels.length === 2, 'no renditions');
    const items = await open('rendition-menu', 3);
    expect(labels(items).slice(0, 2)).to.deep.equal(['360p', '180p']);
    expect(labels(items)[2]).to.match(/^Auto/);
    expect(player.videoRenditions.selectedIndex, 'automatic: none chosen').to.equal(-1);

    const small = player.playback.snapshot.levels.find((level) => level.height === 180)!;
    items.find((item) => item.textContent!.trim() === '180p')!.click();
    await waitUntil(() => player.playback.snapshot.level === small.level, '180p was not chosen');
    const chosen = [...player.videoRenditions].filter((rendition) => rendition.selected);
    expect(chosen.map((rendition) => rendition.height)).to.deep.equal([180]);

    // Auto, from the player's own command, clears the skin's choice.
    player.playback.setLevel(-1);
    await waitUntil(
      () => !controller.getAttribute('mediarenditionselected'),
      'the skin still shows 180p',
    );
    expect(player.videoRenditions.selectedIndex).to.equal(-1);
    await expect(controller).to.be.accessible();
  });

  it('answers with empty lists, the same each time, before any video', async () => {
    const player = await fixture<Tracked>(html`<video-player></video-player>`);
    expect([...player.audioTracks]).to.deep.equal([]);
    expect([...player.videoRenditions]).to.deep.equal([]);
    expect(player.audioTracks).to.equal(player.audioTracks, 'one list for the element’s life');
  });
});
