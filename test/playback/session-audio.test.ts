import {expect} from '@open-wc/testing';
import {loadHlsFor} from '../../src/playback/hls-build.js';
import type {Hls} from '../../src/playback/load-hls.js';
import {SessionAudio} from '../../src/playback/session-audio.js';
import {standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';

describe('SessionAudio', () => {
  let video: HTMLVideoElement;
  let hls: Hls | undefined;
  let lifetime: AbortController;
  beforeEach(() => {
    video = Object.assign(document.createElement('video'), {muted: true});
    document.body.append(video);
    lifetime = new AbortController();
  });
  afterEach(() => {
    lifetime.abort();
    hls?.destroy();
    video.remove();
  });

  it('says no track plays once the hls.js it read is destroyed', async () => {
    const stream = `${(await standIn()).mediaUrl}/videos/shapes/fmp4/audio-languages.m3u8`;
    // The build that plays audio in renditions of their own: the full one.
    const Hls = await loadHlsFor(await (await fetch(stream)).text());
    const audio = new SessionAudio(video, lifetime.signal, () => {});
    hls = new Hls();
    audio.attach(hls);
    hls.loadSource(stream);
    hls.attachMedia(video);
    await waitUntil(() => audio.playing >= 0, 'no audio track playing');
    expect(audio.tracks.length).to.be.above(1);
    // Destroyed, hls.js lists no track and keeps the last one's index (1.7's audio controller).
    hls.destroy();
    audio.sync();
    expect(audio.tracks).to.deep.equal([]);
    expect(audio.playing).to.equal(-1);
  });
});
