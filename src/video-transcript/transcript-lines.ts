import type {Video} from '../data/video.js';
import {renditionCues, subtitlesRenditions} from '../playback/file-subtitles.js';
import {fetchMasterPlaylist, isPlaylist} from '../playback/master-playlist.js';

/** One line of a transcript: a caption cue's times and its text without WebVTT markup. */
export interface TranscriptLine {
  start: number;
  end: number;
  text: string;
}

/**
 * The lines of a record's captions in the reader's language (`lang`, e.g. `de-AT` takes `de`),
 * else its first captions track; `undefined` when the record has none.
 */
export async function transcriptLines(
  video: Video,
  lang: string,
  signal: AbortSignal,
): Promise<TranscriptLine[] | undefined> {
  const streamUrl = video.playbackDetails.streamUrl;
  if (!streamUrl) return undefined;
  const master = await fetchMasterPlaylist(streamUrl);
  if (!isPlaylist(master)) throw new Error(`No master playlist at ${streamUrl}`);
  const renditions = subtitlesRenditions(master);
  const base = (tag: string) => tag.toLowerCase().split('-')[0];
  const rendition = renditions.find((r) => base(r.lang) === base(lang)) ?? renditions[0];
  if (!rendition) return undefined;
  // The file's own timeline: the MP4 and a stream that starts at its first timestamp agree.
  const cues = await renditionCues(rendition.playlistUrl, undefined, signal);
  return cues.map((cue) => ({
    start: cue.startTime,
    end: cue.endTime,
    // Voice spans, styling and timestamps (`<v Ann>`, `<i>`, `<00:01.000>`) are not words.
    text: cue.text
      .replace(/<[^>]*>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  }));
}

/** The line spoken at `time`: the last one that has started and not ended; -1 for none. */
export function lineAt(lines: readonly TranscriptLine[], time: number): number {
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i]!.start <= time) return time < lines[i]!.end ? i : -1;
  }
  return -1;
}

/** `text` cut around every match of `query` (any case): odd pieces are the matches. */
export function splitMatches(text: string, query: string): string[] {
  if (!query) return [text];
  const escaped = query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.split(new RegExp(`(${escaped})`, 'iu'));
}
