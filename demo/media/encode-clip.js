// Encodes one explainer from its mezzanine (the captured slides with the narration) into what
// the delivery host serves: HLS renditions and captions, the MP4 fallback, thumbnail and GIF.
import {execFileSync} from 'node:child_process';
import {mkdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {webVtt} from './narration.js';

export const FPS = 12;
const SEGMENT = 4; // seconds; every segment starts with a keyframe
const RENDITIONS = [
  {name: '360p', width: 640, height: 360, crf: 30, maxrate: 300},
  {name: '240p', width: 426, height: 240, crf: 30, maxrate: 160},
  {name: '144p', width: 256, height: 144, crf: 30, maxrate: 90},
];
const SUBTITLE_NAMES = {en: 'English', de: 'Deutsch'};
// One thread: x264's VBV with frame threads is not deterministic, and reruns should not churn git.
const X264 = [
  '-c:v',
  'libx264',
  '-threads',
  '1',
  '-preset',
  'medium',
  '-tune',
  'stillimage',
  '-profile:v',
  'main',
  '-level:v',
  '3.0',
  '-pix_fmt',
  'yuv420p',
  '-r',
  String(FPS),
  '-g',
  String(FPS * SEGMENT),
  '-keyint_min',
  String(FPS * SEGMENT),
  '-sc_threshold',
  '0',
  // No B-frames: the first frame's time is 0, so no player seeks over a gap at the start
  // (WebKitGTK's MediaSource can deadlock on a seek while it starts: docs/browsers.md).
  '-bf',
  '0',
  '-force_key_frames',
  `expr:gte(t,n_forced*${SEGMENT})`,
];
const AUDIO_RATE = 24000;
const AAC = ['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', String(AUDIO_RATE)];
/**
 * The sound stamped one AAC frame (1024 samples) later. The encoder's first frame is its priming,
 * stamped before the sound; in MPEG-TS that put the video one frame after the audio, the buffered
 * range began there and WebKitGTK waited at 0 until hls.js seeked over the gap, a seek while the
 * pipeline starts (docs/browsers.md). Now both start at 0. Resampled first: a frame is 1024
 * samples at the encoder's rate, not the narration's.
 */
const ALIGN_AUDIO = ['-af', `aresample=${AUDIO_RATE},asetpts=PTS+1024/SR/TB`];

/** @param {string[]} args */
const ff = (args) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);
/** @param {string[]} args */
const probe = (args) =>
  execFileSync('ffprobe', ['-v', 'error', '-of', 'default=noprint_wrappers=1:nokey=1', ...args])
    .toString()
    .trim()
    .split('\n')[0];

/** RFC 6381 codec string of the H.264 stream in `file`, e.g. avc1.4d401e. */
function avcCodec(file) {
  const profile = probe(['-select_streams', 'v:0', '-show_entries', 'stream=profile', file]);
  const level = Number(probe(['-select_streams', 'v:0', '-show_entries', 'stream=level', file]));
  const prefix = {'Constrained Baseline': '42e0', Baseline: '4200', Main: '4d40', High: '6400'}[
    profile
  ];
  if (!prefix) throw new Error(`unexpected H.264 profile: ${profile}`);
  return `avc1.${prefix}${level.toString(16).padStart(2, '0')}`;
}

/** Peak and average bit rate and the total length of a media playlist's segments. */
function playlistStats(playlist, dir) {
  let total = 0;
  let bits = 0;
  let peak = 0;
  for (const [, seconds, uri] of readFileSync(playlist, 'utf8').matchAll(
    /^#EXTINF:([\d.]+),\n(\S+)$/gm,
  )) {
    const size = statSync(join(dir, uri)).size * 8;
    peak = Math.max(peak, Math.round(size / Number(seconds)));
    bits += size;
    total += Number(seconds);
  }
  return {peak, average: Math.round(bits / total), total: Number(total.toFixed(3))};
}

/**
 * Encodes one explainer into clips/<slug>/ and returns its entry of clips.json.
 * @param {string} out the clips folder
 * @param {import('./explainer-scripts.js').Explainer} clip
 * @param {import('./narration.js').Narration} narration
 * @param {string} mezzanine
 */
export function encode(out, clip, narration, mezzanine) {
  const dir = join(out, clip.slug);
  rmSync(dir, {recursive: true, force: true});
  const lang = clip.lang;
  const variants = [];
  let hlsDuration = 0;
  for (const r of RENDITIONS) {
    mkdirSync(join(dir, r.name), {recursive: true});
    ff([
      '-i',
      mezzanine,
      '-vf',
      `scale=${r.width}:${r.height}:flags=lanczos`,
      ...X264,
      '-crf',
      String(r.crf),
      '-maxrate',
      `${r.maxrate}k`,
      '-bufsize',
      `${r.maxrate * 2}k`,
      ...AAC,
      ...ALIGN_AUDIO,
      '-f',
      'hls',
      '-hls_time',
      String(SEGMENT),
      '-hls_playlist_type',
      'vod',
      '-hls_flags',
      'independent_segments',
      '-hls_segment_type',
      'mpegts',
      '-hls_segment_filename',
      join(dir, r.name, 'seg-%03d.ts'),
      join(dir, r.name, 'index.m3u8'),
    ]);
    const stats = playlistStats(join(dir, r.name, 'index.m3u8'), join(dir, r.name));
    hlsDuration = stats.total;
    const codecs = `${avcCodec(join(dir, r.name, 'seg-000.ts'))},mp4a.40.2`;
    variants.push({...r, ...stats, codecs});
  }

  // Captions on the MPEG-TS clock of the segments: cue time 0 is the first segment's start.
  const start = Number(
    probe(['-show_entries', 'format=start_time', join(dir, '360p', 'seg-000.ts')]),
  );
  const mpegts = Math.round(start * 90000);
  mkdirSync(join(dir, 'subs'));
  writeFileSync(join(dir, 'subs', `${lang}.vtt`), webVtt(narration.cues, mpegts));
  writeFileSync(
    join(dir, 'subs', `${lang}.m3u8`),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${Math.ceil(hlsDuration)}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      `#EXTINF:${hlsDuration.toFixed(3)},`,
      `${lang}.vtt`,
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
  const master = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="${SUBTITLE_NAMES[lang]}",LANGUAGE="${lang}",DEFAULT=NO,AUTOSELECT=YES,URI="subs/${lang}.m3u8"`,
  ];
  for (const v of variants) {
    master.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${v.peak},AVERAGE-BANDWIDTH=${v.average},CODECS="${v.codecs}",RESOLUTION=${v.width}x${v.height},FRAME-RATE=${FPS}.000,SUBTITLES="subs"`,
      `${v.name}/index.m3u8`,
    );
  }
  writeFileSync(join(dir, 'master.m3u8'), `${master.join('\n')}\n`);

  ff([
    '-i',
    mezzanine,
    ...X264,
    '-crf',
    '30',
    '-maxrate',
    '300k',
    '-bufsize',
    '600k',
    ...AAC,
    '-movflags',
    '+faststart',
    join(dir, 'medium.mp4'),
  ]);
  // The first content slide, fully drawn with its points, and its chart growing in.
  const chartSlide = narration.slides[1];
  const afterChart = narration.slides[2]?.start ?? narration.duration;
  ff([
    '-ss',
    (afterChart - 0.2).toFixed(3),
    '-i',
    mezzanine,
    '-frames:v',
    '1',
    '-q:v',
    '4',
    join(dir, 'thumbnail.jpg'),
  ]);
  ff([
    '-ss',
    chartSlide.start.toFixed(3),
    '-t',
    '3',
    '-i',
    mezzanine,
    '-filter_complex',
    'fps=8,scale=240:135:flags=lanczos,split[a][b];[a]palettegen=max_colors=64:stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle',
    '-loop',
    '0',
    join(dir, 'animated.gif'),
  ]);

  const duration = Number(
    Number(probe(['-show_entries', 'format=duration', join(dir, 'medium.mp4')])).toFixed(3),
  );
  return {
    slug: clip.slug,
    title: clip.title,
    lang,
    duration,
    hlsDuration,
    subtitles: true,
    cues: narration.cues.length,
    renditions: variants.map((v) => ({
      name: v.name,
      width: v.width,
      height: v.height,
      bandwidth: v.peak,
      codecs: v.codecs,
    })),
  };
}
