import type {MasterPlaylist} from './master-playlist.js';

/** One WebVTT subtitles rendition a master playlist declares. */
export interface SubtitlesRendition {
  label: string;
  lang: string;
  /** Its media playlist, which lists the WebVTT files. */
  playlistUrl: URL;
}

/** `X-TIMESTAMP-MAP`: which stream time (90 kHz MPEG-TS ticks) a WebVTT file's LOCAL time is. */
export interface TimestampMap {
  mpegts: number;
  local: number;
}

const MEDIA_TAG = /^#EXT-X-MEDIA:(.*)$/gm;
const ATTRIBUTE = /([A-Z-]+)=("[^"]*"|[^,]*)/g;
const TIME = /(?:\d+:)?\d{2}:\d{2}\.\d{3}/;
const TIMING = new RegExp(`^(${TIME.source})\\s+-->\\s+(${TIME.source})`);
const MAP = new RegExp(`^X-TIMESTAMP-MAP=(?=.*MPEGTS:(\\d+))(?=.*LOCAL:(${TIME.source}))`, 'm');

/** The SUBTITLES renditions of a master playlist that have a playlist of their own. */
export function subtitlesRenditions(master: MasterPlaylist): SubtitlesRendition[] {
  return Array.from(master.text.matchAll(MEDIA_TAG), ([, list]) =>
    Object.fromEntries(
      Array.from(list!.matchAll(ATTRIBUTE), ([, key, value]) => [key, value!.replace(/"/g, '')]),
    ),
  )
    .filter((attributes) => attributes.TYPE === 'SUBTITLES' && attributes.URI)
    .map(({URI, NAME, LANGUAGE}) => ({
      label: NAME ?? LANGUAGE ?? '',
      lang: LANGUAGE ?? '',
      playlistUrl: new URL(URI!, master.url),
    }));
}

/** The URLs a media playlist lists (its segments), resolved against the playlist's own URL. */
export function segmentUrls(playlist: string, playlistUrl: URL | string): URL[] {
  return playlist
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => new URL(line, playlistUrl));
}

/** The cues of a WebVTT file: timings and text (cue settings and styles are not kept). */
export function parseVtt(vtt: string): VTTCue[] {
  const cues: VTTCue[] = [];
  for (const block of vtt.replace(/\r\n?/g, '\n').split(/\n{2,}/)) {
    const lines = block.split('\n');
    const at = lines.findIndex((line) => TIMING.test(line));
    const timing = at >= 0 ? TIMING.exec(lines[at]!) : null;
    if (!timing) continue;
    const body = lines.slice(at + 1).join('\n');
    if (body) cues.push(new VTTCue(seconds(timing[1]!), seconds(timing[2]!), body));
  }
  return cues;
}

/** The file's `X-TIMESTAMP-MAP` header, if it has one. */
export function timestampMap(vtt: string): TimestampMap | undefined {
  const found = MAP.exec(vtt.slice(0, 500));
  return found ? {mpegts: Number(found[1]), local: seconds(found[2]!)} : undefined;
}

/**
 * Seconds to add to a file's cue times to place them on the video's timeline. `base` is the
 * stream time (90 kHz) the video's 0 is, where the engine says (hls.js's first PTS); without
 * it (the MP4 file starts at the stream's start) the map's own MPEGTS is taken as 0.
 */
export function cueOffset(map: TimestampMap | undefined, base: number | undefined): number {
  if (!map) return 0;
  let ticks = map.mpegts - (base ?? map.mpegts);
  // MPEG-TS time is 33 bits and wraps: take the nearer of the two readings.
  if (Math.abs(ticks) > 2 ** 32) ticks -= Math.sign(ticks) * 2 ** 33;
  return ticks / 90_000 - map.local;
}

/** WebVTT files of one rendition fetched at once. */
const PARALLEL = 4;

/**
 * Every cue of one subtitles rendition, its files fetched a few at a time and its cues placed
 * on the video's timeline (`base` as for `cueOffset`, awaited once the playlist is in).
 */
export async function renditionCues(
  playlistUrl: URL,
  base: PromiseLike<number | undefined> | number | undefined,
  signal: AbortSignal,
): Promise<VTTCue[]> {
  const files = segmentUrls(await text(playlistUrl, signal), playlistUrl);
  const start = await base;
  const cues = new Map<string, VTTCue>();
  for (let i = 0; i < files.length; i += PARALLEL) {
    const batch = await Promise.all(files.slice(i, i + PARALLEL).map((url) => text(url, signal)));
    for (const vtt of batch) {
      const offset = cueOffset(timestampMap(vtt), start);
      for (const cue of parseVtt(vtt)) {
        cue.startTime = Math.max(0, cue.startTime + offset);
        cue.endTime += offset;
        // A cue that spans two files is in both.
        if (cue.endTime > 0) cues.set(`${cue.startTime}|${cue.endTime}|${cue.text}`, cue);
      }
    }
  }
  return [...cues.values()];
}

async function text(url: URL, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`${response.status} for ${url.href}`);
  return response.text();
}

function seconds(time: string): number {
  return time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
