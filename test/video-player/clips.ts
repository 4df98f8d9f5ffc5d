import type {PlaybackDetails, Video} from '../../src/data/index.js';
import {standIn} from '../stand-in.js';

/** The delivery host's URLs of one clip of `demo/media/clips`. */
export async function clipMedia(clip: string): Promise<Required<PlaybackDetails>> {
  const base = `${(await standIn()).mediaUrl}/videos/${clip}`;
  return {
    streamUrl: `${base}/master.m3u8`,
    mp4Url: `${base}/medium.mp4`,
    thumbnailUrl: `${base}/thumbnail.jpg?time=1`,
    gifUrl: `${base}/animated.gif`,
    duration: 6,
  };
}

/** A video record as a carousel hands it over, playing `clip` (market-basics has subtitles). */
export async function clipVideo(
  clip = 'compound-growth',
  playback: Partial<PlaybackDetails> = {},
): Promise<Video> {
  return {
    id: 900,
    title: 'Compound Growth',
    community: false,
    sector: 'Finance',
    tags: ['saving', 'interest'],
    categories: {items: [{categoryName: 'Investing Basics'}]},
    playbackDetails: {...(await clipMedia(clip)), ...playback},
  };
}

/** A record whose stream and MP4 file the delivery host does not have: every engine fails. */
export async function unplayableVideo(): Promise<Video> {
  const base = `${(await standIn()).mediaUrl}/videos/no-such-clip`;
  return clipVideo('compound-growth', {
    streamUrl: `${base}/master.m3u8`,
    mp4Url: `${base}/medium.mp4`,
  });
}
