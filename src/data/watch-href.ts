import type {Video} from './video.js';

/** Where a reader without script is sent by default: the MP4 file, which every browser plays. */
export const mediaHref = (video: Video): string | undefined =>
  video.playbackDetails.mp4Url ?? video.playbackDetails.streamUrl;

/**
 * Where a poster or a card links for a reader without script (they show under
 * `@media (scripting: none)`): the author's `watch-url` with each `{id}` made the video's id,
 * where it starts with `/` or `http(s)://` (so no other scheme, however it is written);
 * otherwise the video's media file.
 */
export const watchHref = (video: Video, watchUrl: string | undefined): string | undefined =>
  /^(https?:\/\/|\/)/i.test(watchUrl ?? '')
    ? watchUrl!.replaceAll('{id}', String(video.id))
    : mediaHref(video);
