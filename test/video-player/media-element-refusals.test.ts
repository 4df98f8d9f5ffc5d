import {expect, fixture, html} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipMedia, clipVideo} from './clips.js';
import {advances} from './player-dom.js';

type Media = HTMLVideoElement | VideoPlayer;

/** The name of what `write` throws on `media`; '' when it throws nothing. */
function thrown(media: Media, write: (media: Media) => void): string {
  try {
    write(media);
    return '';
  } catch (error) {
    return (error as Error).name;
  }
}

/** How a play asked for just before a pause settles: 'played', or the name of its rejection. */
function settled(played: Promise<void>): Promise<string> {
  return played.then(
    () => 'played',
    (error: Error) => error.name,
  );
}

describe('<video-player> refusing what a <video> refuses', () => {
  // What Chromium and Firefox throw; WebKit takes a time that is not a number without a word.
  const writes: Array<[string, (media: Media) => void, string]> = [
    ['a volume above 1', (media) => (media.volume = 1.1), 'IndexSizeError'],
    ['a volume below 0', (media) => (media.volume = -1.1), 'IndexSizeError'],
    ['a time that is not a number', (media) => (media.currentTime = NaN), 'TypeError'],
    ['a rate that is not a number', (media) => (media.playbackRate = NaN), 'TypeError'],
  ];
  for (const [what, write, name] of writes) {
    it(`throws for ${what} what a <video> throws (${name}), before and during playback`, async () => {
      // The reference is this engine's own <video>.
      const refused = thrown(document.createElement('video'), write);
      const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
      player.video = await clipVideo();
      expect(thrown(player, write), 'before playback').to.equal(refused);
      expect([player.volume, player.playbackRate]).to.deep.equal([1, 1]);
      await player.play();
      await advances(player, 0.1);
      expect(thrown(player, write), 'while playing').to.equal(refused);
      expect([player.volume, player.playbackRate]).to.deep.equal([1, 1]);
    });
  }

  it('rejects a play cut short by a pause before it could start, as a <video> does', async () => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = (await clipMedia('compound-growth')).mp4Url;
    const videoPlay = settled(video.play());
    video.pause();
    expect(await videoPlay, 'on a <video>').to.equal('AbortError');
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo();
    const beforeMedia = settled(player.play());
    player.pause();
    expect(await beforeMedia, 'before its <video> exists').to.equal('AbortError');
  });

  it('is muted from the moment markup with `muted` makes it, as a <video> is', async () => {
    const holder = await fixture<HTMLElement>(html`<div></div>`);
    holder.innerHTML = '<video muted></video><video-player muted></video-player>';
    const [video, player] = [holder.firstElementChild, holder.lastElementChild] as Media[];
    expect([video!.muted, player!.muted]).to.deep.equal([true, true]);
    holder.innerHTML = '<video-player></video-player>';
    expect((holder.firstElementChild as VideoPlayer).muted).to.be.false;
  });
});
