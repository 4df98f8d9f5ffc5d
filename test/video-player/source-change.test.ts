// A new source tells a skin what a `<video>` given another source tells it (the HTML load
// algorithm's events, in its order), so the skin resets as it does over a `<video>`.
import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import 'media-chrome';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {Scope} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipMedia, clipVideo, unplayableVideo} from './clips.js';
import {advances} from './player-dom.js';

const RESET_EVENTS = ['abort', 'emptied', 'timeupdate', 'durationchange', 'pause', 'play'];

/** The reset events `target` fires from now on, a run of timeupdates said once. */
function heard(target: EventTarget): string[] {
  const seen: string[] = [];
  for (const type of RESET_EVENTS) {
    target.addEventListener(type, () => seen.at(-1) === type || seen.push(type));
  }
  return seen;
}

/** media-chrome's controller around `media`, and the state it shows. */
async function skin(media: HTMLElement) {
  const controller = await fixture<HTMLElement>(html`<media-controller></media-controller>`);
  media.slot = 'media';
  controller.append(media);
  const state = () => ({
    paused: controller.hasAttribute('mediapaused'),
    time: Number(controller.getAttribute('mediacurrenttime') ?? 0),
    error: controller.getAttribute('mediaerrorcode'),
  });
  return {controller, state};
}

describe('<video-player> given another source', () => {
  it('fires what a <video> fires, in its order, and a skin shows what it shows', async () => {
    const video = document.createElement('video');
    video.muted = true;
    video.src = (await clipMedia('compound-growth')).mp4Url;
    const videoSkin = await skin(video);
    await video.play();
    await waitUntil(() => video.currentTime > 0.2, 'the video does not play');
    const fromVideo = heard(video);
    video.src = (await clipMedia('crypto-cycles')).mp4Url;
    await oneEvent(video, 'loadstart');

    const player = document.createElement('video-player') as VideoPlayer;
    player.muted = true;
    player.controls = 'none';
    const playerSkin = await skin(player);
    player.video = await clipVideo('compound-growth');
    await player.play();
    await advances(player, 0.2);
    const fromPlayer = heard(player);
    const loaded = oneEvent(player, 'video-load');
    player.video = {...(await clipVideo('crypto-cycles')), id: 901};
    await loaded;

    // The load algorithm's order, up to the new source's first news (its `loadstart`, our
    // `video-load`). WebKit's `<video>` leaves out the `timeupdate` of the position put back
    // at 0; the player says it in every engine, as the algorithm does.
    const order = ['abort', 'emptied', 'timeupdate', 'durationchange'];
    expect(fromPlayer.slice(0, order.length), `ours: ${fromPlayer.join(', ')}`).to.deep.equal(
      order,
    );
    expect(fromVideo.join(), '<video>').to.be.oneOf([
      order.join(),
      order.filter((type) => type !== 'timeupdate').join(),
    ]);
    await waitUntil(
      () => JSON.stringify(playerSkin.state()) === JSON.stringify(videoSkin.state()),
      () =>
        `the skin shows ${JSON.stringify(playerSkin.state())}, over <video> ${JSON.stringify(videoSkin.state())}`,
    );
    expect(playerSkin.state()).to.deep.equal({paused: true, time: 0, error: null});
  });

  it('clears a skin’s error when a good source follows a failed one', async () => {
    const player = document.createElement('video-player') as VideoPlayer;
    player.muted = true;
    player.controls = 'none';
    const {state} = await skin(player);
    player.video = await unplayableVideo();
    const failed = oneEvent(player, 'error');
    void player.play().catch(() => {});
    await failed;
    await waitUntil(() => state().error !== null, 'the skin shows no error');

    const emptied = oneEvent(player, 'emptied');
    player.video = {...(await clipVideo('crypto-cycles')), id: 901};
    await emptied;
    expect(player.error).to.be.null;
    await waitUntil(() => state().error === null, `the skin still shows error ${state().error}`);
  });

  it('says the length is unknown when the new id has no record', async () => {
    const scope = await Scope.create();
    const {endpoint, apiKey} = scope.source();
    const player = document.createElement('video-player') as VideoPlayer;
    Object.assign(player, {endpoint, apiKey, videoId: '1001'});
    const {controller} = await skin(player);
    await waitUntil(() => Number(controller.getAttribute('mediaduration')) > 0, 'no duration');
    const changed = oneEvent(player, 'durationchange');
    const failed = oneEvent(player, 'playback-error');
    player.videoId = '999999';
    await changed;
    expect(player.duration).to.be.NaN;
    expect((await failed).detail.error.kind).to.equal('not-found');
    await waitUntil(() => !controller.getAttribute('mediaduration'), 'the skin keeps the length');
  });
});
