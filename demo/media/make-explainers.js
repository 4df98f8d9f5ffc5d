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
import {spawn} from 'node:child_process';
import {existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from 'playwright-core';
import {encode, FPS} from './encode-clip.js';
import {explainers} from './explainer-scripts.js';
import {narrate} from './narration.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const out = join(here, 'clips');

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
      const entry = encode(out, clip, narration, mezzanine);
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
