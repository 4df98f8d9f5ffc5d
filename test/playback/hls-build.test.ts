import {expect} from '@open-wc/testing';
import {hlsBuildFor} from '../../src/playback/hls-build.js';

const VARIANTS = `#EXT-X-STREAM-INF:BANDWIDTH=442176,RESOLUTION=640x360
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=197024,RESOLUTION=320x180
180p/index.m3u8
`;
const master = (...lines: string[]) =>
  ['#EXTM3U', '#EXT-X-VERSION:3', ...lines, VARIANTS].join('\n');

describe('hlsBuildFor', () => {
  it('chooses the light build for video renditions alone', () => {
    expect(hlsBuildFor(master())).to.equal('light');
  });

  it('chooses the light build for a media playlist', () => {
    expect(
      hlsBuildFor('#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\na.ts\n#EXT-X-ENDLIST\n'),
    ).to.equal('light');
  });

  it('chooses the full build for a WebVTT subtitles rendition', () => {
    const subtitles =
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",URI="subs/en.m3u8"';
    expect(hlsBuildFor(master(subtitles))).to.equal('full');
  });

  it('chooses the full build for closed captions, with CRLF line ends too', () => {
    const captions =
      '#EXT-X-MEDIA:TYPE=CLOSED-CAPTIONS,GROUP-ID="cc",NAME="English",INSTREAM-ID="CC1"';
    expect(hlsBuildFor(master(captions).replace(/\n/g, '\r\n'))).to.equal('full');
  });

  it('chooses the light build when the variants say CLOSED-CAPTIONS=NONE', () => {
    expect(
      hlsBuildFor(master('#EXT-X-STREAM-INF:BANDWIDTH=1,CLOSED-CAPTIONS=NONE\nv.m3u8')),
    ).to.equal('light');
  });

  it('chooses the full build for alternate audio in playlists of their own', () => {
    const audio = '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Deutsch",URI="audio/de.m3u8"';
    expect(hlsBuildFor(master(audio))).to.equal('full');
  });

  it('chooses the light build for an audio rendition muxed into the video (no URI)', () => {
    expect(hlsBuildFor(master('#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="aac",NAME="Main"'))).to.equal(
      'light',
    );
  });

  it('chooses the full build for variable substitution', () => {
    expect(hlsBuildFor(master('#EXT-X-DEFINE:NAME="base",VALUE="x"'))).to.equal('full');
  });

  it('chooses the full build without a playlist, or for something that is none', () => {
    expect(hlsBuildFor(undefined)).to.equal('full');
    expect(hlsBuildFor('<html>Not found</html>')).to.equal('full');
  });
});
