import {fetchMasterPlaylist} from './master-playlist.js';

/** One subtitles rendition of an HLS stream that is a single WebVTT file. */
export interface FileSubtitles {
  label: string;
  lang: string;
  cues: VTTCue[];
}

const MEDIA_TAG = /^#EXT-X-MEDIA:(.*)$/gm;
const ATTRIBUTE = /([A-Z-]+)=("[^"]*"|[^,]*)/g;
const TIMING = /^((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})/;

/**
 * The subtitles of an HLS stream, for playing its MP4 file instead: the master playlist's
 * SUBTITLES renditions whose playlist is one WebVTT file, fetched and parsed into cues (added
 * as cues, not as a `<track>`, so no CORS attribute on the video and no `blob:` in a CSP).
 * A rendition split into several files, or one that fails to load, is left out.
 */
export async function fileSubtitles(
  streamUrl: string,
  signal: AbortSignal,
): Promise<FileSubtitles[]> {
  const master = await fetchMasterPlaylist(streamUrl);
  if (!master) return [];
  const renditions = Array.from(master.text.matchAll(MEDIA_TAG), ([, list]) =>
    Object.fromEntries(
      Array.from(list!.matchAll(ATTRIBUTE), ([, key, value]) => [key, value!.replace(/"/g, '')]),
    ),
  ).filter((attributes) => attributes.TYPE === 'SUBTITLES' && attributes.URI);
  const found = await Promise.all(
    renditions.map(async ({URI, NAME, LANGUAGE}) => {
      try {
        const playlistUrl = new URL(URI!, master.url);
        const playlist = await text(playlistUrl, signal);
        const files = playlist.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
        if (files.length !== 1) return undefined;
        const cues = parseVtt(await text(new URL(files[0]!.trim(), playlistUrl), signal));
        return {label: NAME ?? LANGUAGE ?? '', lang: LANGUAGE ?? '', cues};
      } catch {
        return undefined;
      }
    }),
  );
  return found.filter((subtitles): subtitles is FileSubtitles => subtitles !== undefined);
}

async function text(url: URL, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, {signal});
  if (!response.ok) throw new Error(`${response.status} for ${url.href}`);
  return response.text();
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

function seconds(time: string): number {
  return time.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}
