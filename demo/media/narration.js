// The explainers' narration: every sentence spoken by espeak-ng, laid end to end with pauses,
// and the timeline the slides and captions take from it. Times come from the length of each
// synthesized sentence, so a caption starts and ends with its sentence in the audio.
import {execFileSync} from 'node:child_process';

const VOICES = {en: 'en-us', de: 'de'};
const WORDS_PER_MINUTE = '160';
const LEAD_IN = 0.4; // seconds of silence before the first word
const AFTER_TITLE = 0.8;
const BEFORE_FIRST_LINE = 0.7; // the chart grows in before it is talked about
const BETWEEN_LINES = 0.45;
const BETWEEN_SLIDES = 0.5;
const TAIL = 1.2; // the last slide stays up after the last word
const CAPTION_LINE = 42; // characters: longer captions break into two lines

/**
 * @typedef {import('./explainer-scripts.js').Explainer} Explainer
 * @typedef {{start: number, title?: true, heading?: string, chart?: object,
 *   points: {at: number, text: string}[]}} TimedSlide
 * @typedef {{start: number, end: number, text: string}} Cue
 * @typedef {{slides: TimedSlide[], cues: Cue[], wav: Buffer, duration: number}} Narration
 */

/**
 * Speaks `text` and returns its 16-bit mono PCM samples and their rate.
 * @param {string} text
 * @param {'en' | 'de'} lang
 * @returns {{pcm: Buffer, rate: number}}
 */
function speak(text, lang) {
  const wav = execFileSync(
    'espeak-ng',
    ['-v', VOICES[lang], '-s', WORDS_PER_MINUTE, '--stdout', text],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (wav.toString('ascii', 0, 4) !== 'RIFF') throw new Error('espeak-ng did not write a WAV');
  let rate = 0;
  for (let at = 12; at + 8 <= wav.length;) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') rate = wav.readUInt32LE(at + 12);
    if (id === 'data') {
      // On stdout espeak-ng cannot go back to fill in the size: take what is there.
      const end = Math.min(wav.length, at + 8 + size);
      return {pcm: wav.subarray(at + 8, end - ((end - at - 8) % 2)), rate};
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('no data chunk in the WAV from espeak-ng');
}

/**
 * Breaks a long caption into two lines at the space nearest its middle.
 * @param {string} text
 */
function captionText(text) {
  if (text.length <= CAPTION_LINE) return text;
  const middle = text.length / 2;
  let best = -1;
  for (let i = text.indexOf(' '); i !== -1; i = text.indexOf(' ', i + 1)) {
    if (best === -1 || Math.abs(i - middle) < Math.abs(best - middle)) best = i;
  }
  return best === -1 ? text : `${text.slice(0, best)}\n${text.slice(best + 1)}`;
}

/**
 * Speaks a whole explainer: a title card, then each slide's lines.
 * @param {Explainer} clip
 * @param {number} fps the video's frame rate; the length is rounded up to whole frames
 * @returns {Narration}
 */
export function narrate(clip, fps) {
  /** @type {Buffer[]} */
  const parts = [];
  /** @type {Cue[]} */
  const cues = [];
  /** @type {TimedSlide[]} */
  const slides = [];
  let rate = 0;
  let samples = 0;
  const now = () => samples / rate;
  const silence = (seconds) => {
    const count = Math.round(seconds * rate);
    parts.push(Buffer.alloc(count * 2));
    samples += count;
  };
  const say = (text) => {
    const spoken = speak(text, clip.lang);
    if (rate === 0) rate = spoken.rate;
    if (spoken.rate !== rate) throw new Error('espeak-ng changed its sample rate');
    const start = now();
    parts.push(spoken.pcm);
    samples += spoken.pcm.length / 2;
    cues.push({start, end: now(), text: captionText(text)});
    return start;
  };

  rate = speak('.', clip.lang).rate;
  slides.push({start: 0, title: true, points: []});
  silence(LEAD_IN);
  say(`${clip.title}.`);
  silence(AFTER_TITLE);
  for (const [i, s] of clip.slides.entries()) {
    if (i > 0) silence(BETWEEN_SLIDES);
    /** @type {TimedSlide} */
    const timed = {start: now(), heading: s.heading, chart: s.chart, points: []};
    slides.push(timed);
    silence(BEFORE_FIRST_LINE);
    for (const [k, line] of s.lines.entries()) {
      if (k > 0) silence(BETWEEN_LINES);
      const at = say(line.say);
      if (line.point) timed.points.push({at, text: line.point});
    }
  }
  silence(TAIL);
  // Whole frames, so the picture and the sound end together.
  const frames = Math.ceil(now() * fps);
  silence(frames / fps - now());
  return {slides, cues, wav: wavFile(Buffer.concat(parts), rate), duration: frames / fps};
}

/**
 * @param {Buffer} pcm 16-bit mono samples
 * @param {number} rate
 */
function wavFile(pcm, rate) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + pcm.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(pcm.length, 40);
  return Buffer.concat([header, pcm]);
}

/** @param {number} seconds */
function timestamp(seconds) {
  const ms = Math.round(seconds * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, '0');
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, '0');
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, '0');
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, '0')}`;
}

/**
 * The captions as WebVTT, cue times on the media timeline; `mpegts` maps them onto the MPEG-TS
 * clock of the HLS segments (X-TIMESTAMP-MAP).
 * @param {Cue[]} cues
 * @param {number} mpegts
 */
export function webVtt(cues, mpegts) {
  const body = cues.map(
    (cue, i) => `${i + 1}\n${timestamp(cue.start)} --> ${timestamp(cue.end)}\n${cue.text}\n`,
  );
  return `WEBVTT\nX-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000\n\n${body.join('\n')}`;
}
