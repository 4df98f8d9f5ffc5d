import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import {setEnvironment} from '../../src/internal/environment.js';
import {parseVtt} from '../../src/playback/file-subtitles.js';
import '../../src/video-player/video-player.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {clipVideo} from './clips.js';
import {advances, chooseCaptions, media, part} from './player-dom.js';

describe('<video-player> playing the MP4 file', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = setEnvironment({engineSupport: {mse: false, nativeHls: false}});
  });
  afterEach(() => restore());

  it("keeps the stream's WebVTT subtitles as a track of the file", async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted loop></video-player>`);
    player.video = await clipVideo('market-basics');
    await player.play();
    await advances(player, 0.2);
    expect(player.engine).to.equal('mp4');
    await chooseCaptions(player, 'English');
    const track = () => Array.from(media(player)!.textTracks).find((t) => t.mode === 'showing');
    await waitUntil(() => track(), 'no track showing');
    expect(track()!.language).to.equal('en');
    expect(track()!.label).to.equal('English');
    expect(Array.from(track()!.cues!, (cue) => (cue as VTTCue).text)).to.include(
      'Welcome to Market Basics.',
    );
    await expect(player).to.be.accessible();
  });

  it('offers no captions for a stream without subtitles', async () => {
    const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
    player.video = await clipVideo('compound-growth');
    await player.play();
    await advances(player, 0.2);
    expect(player.engine).to.equal('mp4');
    expect(part(player, 'captions-button')).to.be.null;
  });
});

describe('parseVtt', () => {
  it('reads timings with and without hours, multi-line text and ids, and skips notes', () => {
    const cues = parseVtt(
      [
        'WEBVTT',
        'X-TIMESTAMP-MAP=MPEGTS:131280,LOCAL:00:00:00.000',
        '',
        'NOTE a comment --> not a cue',
        '',
        '1',
        '00:00:00.250 --> 00:00:02.000 line:90%',
        'First line',
        'second line',
        '',
        '01:02:03.500 --> 01:02:04.000',
        'Late',
      ].join('\r\n'),
    );
    expect(cues.map((cue) => [cue.startTime, cue.endTime, cue.text])).to.deep.equal([
      [0.25, 2, 'First line\nsecond line'],
      [3723.5, 3724, 'Late'],
    ]);
  });
});
