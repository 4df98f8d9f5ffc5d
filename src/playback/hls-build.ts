/**
 * Which hls.js build plays a stream: `light` (about 60 KB gzip smaller) or `full`, the one
 * with the controllers the light build leaves out.
 */
export type HlsBuild = 'light' | 'full';

/** What a master playlist may declare that only the full build plays. */
const NEEDS_FULL = [
  // WebVTT subtitles and CEA-608/708 captions (timeline and subtitle controllers).
  /^#EXT-X-MEDIA:.*\bTYPE=(?:SUBTITLES|CLOSED-CAPTIONS)\b/m,
  // Alternate audio renditions in playlists of their own (audio stream controller).
  /^#EXT-X-MEDIA:(?=.*\bTYPE=AUDIO\b)(?=.*\bURI=)/m,
  // Variable substitution.
  /^#EXT-X-DEFINE:/m,
];

/**
 * The build for a stream, from its master playlist's text. Without one (the fetch failed)
 * or with something that is no playlist, the full build: it plays everything the light
 * one does, and hls.js then reports the failure as it always has.
 */
export function hlsBuildFor(playlist: string | undefined): HlsBuild {
  if (!playlist?.startsWith('#EXTM3U')) return 'full';
  return NEEDS_FULL.some((pattern) => pattern.test(playlist)) ? 'full' : 'light';
}
