import {expect} from '@open-wc/testing';
import {hlsBuildFor} from '../../src/playback/hls-build.js';

const variant = '#EXT-X-STREAM-INF:BANDWIDTH=120000,CODECS="avc1.4d401e,mp4a.40.2"\nv.m3u8';

/** Master playlists as packagers write them, and the hls.js build that plays all of each. */
const PLAYLISTS: Array<{name: string; lines: string[]; build: 'light' | 'full'}> = [
  {name: 'muxed audio', lines: [variant], build: 'light'},
  {
    name: 'WebVTT subtitles (our own text tracks)',
    lines: ['#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="s",NAME="English",URI="s.m3u8"', variant],
    build: 'light',
  },
  {
    name: 'an audio rendition without a URI (its audio is in the variant)',
    lines: ['#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="English",DEFAULT=YES', variant],
    build: 'light',
  },
  {
    name: 'audio renditions of their own',
    lines: ['#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="English",URI="en.m3u8"', variant],
    build: 'full',
  },
  {
    name: 'audio renditions with the URI before the TYPE',
    lines: ['#EXT-X-MEDIA:URI="en.m3u8",GROUP-ID="a",TYPE=AUDIO,NAME="English"', variant],
    build: 'full',
  },
  {name: 'variables', lines: ['#EXT-X-DEFINE:NAME="cdn",VALUE="x"', variant], build: 'full'},
  {
    name: 'a media playlist',
    lines: ['#EXT-X-TARGETDURATION:2', '#EXTINF:2,', 's.ts'],
    build: 'light',
  },
];

describe('hlsBuildFor', () => {
  for (const {name, lines, build} of PLAYLISTS) {
    it(`loads the ${build} build for ${name}`, () => {
      expect(hlsBuildFor(['#EXTM3U', ...lines].join('\n'))).to.equal(build);
    });
  }
});
