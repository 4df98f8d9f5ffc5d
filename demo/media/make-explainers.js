#!/usr/bin/env node
// Makes the demo's explainer videos (explainer-scripts.js) into clips/<slug>/, the files the
// stand-in delivery host serves and the stand-in service's records point at:
//   master.m3u8                    HLS master: 3 renditions + an English/German WebVTT rendition
//   360p|240p|144p/index.m3u8      VOD media playlists, 4 s MPEG-TS segments seg-NNN.ts
//   subs/<lang>.m3u8 + <lang>.vtt  captions, written from the same sentences that are spoken
//   medium.mp4                     640x360 H.264/AAC, faststart
//   thumbnail.jpg, animated.gif    taken from the video
// and clips.json (durations, renditions). The slides are drawn in headless Chromium
// (slides.html), one capture per frame at a time set here, never by a real clock.
// Needs espeak-ng, ffmpeg, ffprobe and Chromium; `npm start` and `npm test` need none of them.
// Usage: node demo/media/make-explainers.js [slug...]
import {execFileSync, spawn} from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {explainers} from './explainer-scripts.js';
import {narrate, webVtt} from './narration.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, 'clips');
const FPS = 12;
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
  '-force_key_frames',
  `expr:gte(t,n_forced*${SEGMENT})`,
];
const AAC = ['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '24000'];

/** @param {string[]} args */
const ff = (args) =>
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args]);
/** @param {string[]} args */
const probe = (args) =>
  execFileSync('ffprobe', ['-v', 'error', '-of', 'default=noprint_wrappers=1:nokey=1', ...args])
    .toString()
    .trim()
    .split('\n')[0];

/**
 * Draws every frame in Chromium and pipes the captures, with the narration, into a
 * near-lossless mezzanine file.
 * @param {import('playwright-core').Page} page
 * @param {import('./explainer-scripts.js').Explainer} clip
 * @param {import('./narration.js').Narration} narration
 * @param {string} wav
 * @param {string} mezzanine
 */
async function capture(page, clip, narration, wav, mezzanine) {
  const encoder = spawn(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-y',
      '-f',
      'image2pipe',
      '-c:v',
      'png',
      '-framerate',
      String(FPS),
      '-i',
      '-',
      '-i',
      wav,
      '-c:v',
      'libx264',
      '-threads',
      '1',
      '-preset',
      'veryfast',
      '-crf',
      '8',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'pcm_s16le',
      mezzanine,
    ],
    {stdio: ['pipe', 'inherit', 'inherit']},
  );
  const done = new Promise((resolve, reject) =>
    encoder.on('exit', (code) =>
      code === 0 ? resolve(undefined) : reject(new Error(`ffmpeg ${code}`)),
    ),
  );
  const scene = {title: clip.title, kicker: clip.kicker, slides: narration.slides};
  const frames = Math.round(narration.duration * FPS);
  let lastKey = '';
  /** @type {Buffer} */
  let png = Buffer.alloc(0);
  let captures = 0;
  for (let i = 0; i < frames; i++) {
    const key = await page.evaluate(([s, t]) => window.drawAt(s, t), [scene, i / FPS]);
    if (key !== lastKey) {
      png = await page.screenshot({type: 'png'});
      lastKey = key;
      captures++;
    }
    if (!encoder.stdin.write(png))
      await new Promise((resolve) => encoder.stdin.once('drain', resolve));
  }
  encoder.stdin.end();
  await done;
  return {frames, captures};
}

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
 * Encodes one explainer from its mezzanine into the HLS renditions, captions, MP4 and images.
 * @param {import('./explainer-scripts.js').Explainer} clip
 * @param {import('./narration.js').Narration} narration
 * @param {string} mezzanine
 */
function encode(clip, narration, mezzanine) {
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

async function main() {
  const only = process.argv.slice(2);
  const chosen = only.length ? explainers.filter((c) => only.includes(c.slug)) : explainers;
  const manifestFile = join(here, 'clips.json');
  /** @type {{clips: Array<{slug: string}>}} */
  const manifest =
    only.length && existsSync(manifestFile)
      ? JSON.parse(readFileSync(manifestFile, 'utf8'))
      : {clips: []};
  const tmp = mkdtempSync(join(tmpdir(), 'explainers-'));
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--disable-lcd-text'],
  });
  try {
    const page = await browser.newPage({viewport: {width: 640, height: 360}, deviceScaleFactor: 1});
    await page.goto(new URL('slides.html', import.meta.url).href);
    for (const clip of chosen) {
      const narration = narrate(clip, FPS);
      const wav = join(tmp, `${clip.slug}.wav`);
      const mezzanine = join(tmp, `${clip.slug}.mkv`);
      writeFileSync(wav, narration.wav);
      const {frames, captures} = await capture(page, clip, narration, wav, mezzanine);
      const entry = encode(clip, narration, mezzanine);
      manifest.clips = [...manifest.clips.filter((c) => c.slug !== clip.slug), entry];
      console.log(
        `${clip.slug}: ${entry.duration} s, ${frames} frames (${captures} captured), ${entry.cues} cues`,
      );
    }
  } finally {
    await browser.close();
    rmSync(tmp, {recursive: true, force: true});
  }
  const order = explainers.map((c) => c.slug);
  manifest.clips.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  const lines = manifest.clips.map((c) => `    ${JSON.stringify(c)}`);
  writeFileSync(manifestFile, `{\n  "clips": [\n${lines.join(',\n')}\n  ]\n}\n`);
  console.log(`wrote ${manifestFile}`);
}

await main();
