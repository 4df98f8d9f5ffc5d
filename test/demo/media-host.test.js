// Stand-in delivery host and the generated media: every URL the service hands out resolves,
// playlists are complete, byte ranges work and nothing outside clips/ is reachable.
import assert from 'node:assert/strict';
import {once} from 'node:events';
import {mkdir, mkdtemp, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import {request} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {after, before, describe, test} from 'node:test';
import {createMediaHost} from '../../demo/stand-in/media-host.js';
import {parseRange} from '../../demo/static-files.js';
import {startStandIns} from '../../demo/stand-in/start.js';
import {explainers} from '../../demo/media/explainer-scripts.js';
import {clips, createVideos, subtitledTestClip, testClips} from '../../demo/stand-in/videos.js';
import {streamStarts} from './ts-start.js';

const apiKey = 'media-test-key';
/** @type {Awaited<ReturnType<typeof startStandIns>>} */
let standIns;

before(async () => {
  standIns = await startStandIns({servicePort: 0, mediaPort: 0, apiKey});
});
after(() => standIns.close());

/** @returns {Promise<import('../../demo/stand-in/videos.js').Video[]>} */
async function allVideos() {
  const res = await fetch(`${standIns.serviceUrl}/content/video`, {
    headers: {'x-api-key': apiKey, accept: 'application/json'},
  });
  assert.equal(res.status, 200);
  return (await res.json()).data.items;
}

/**
 * A generated clip's facts as the stand-in knows them (explainers and test clips alike).
 * @param {string} slug
 */
function clip(slug) {
  const all = /** @type {Record<string, {duration: number, subtitles: boolean}>} */ ({
    ...clips,
    ...testClips,
  });
  const info = all[slug];
  assert.ok(info, `unknown clip ${slug}`);
  return info;
}

/**
 * A manifest written by a generator in demo/media.
 * @param {string} name
 * @returns {Promise<{slug: string, lang?: string, duration: number, subtitles: boolean}[]>}
 */
async function manifest(name) {
  const text = await readFile(new URL(`../../demo/media/${name}`, import.meta.url), 'utf8');
  return JSON.parse(text).clips;
}

/**
 * GETs a URL and checks status 200 and the content type.
 * @param {string} url
 * @param {RegExp} type
 */
async function fetchOk(url, type) {
  const res = await fetch(url);
  assert.equal(res.status, 200, `${url} → ${res.status}`);
  assert.match(res.headers.get('content-type') ?? '', type, url);
  assert.equal(res.headers.get('access-control-allow-origin'), '*', url);
  assert.equal(res.headers.get('cache-control'), 'public, max-age=3600', url);
  const body = Buffer.from(await res.arrayBuffer());
  assert.ok(body.length > 0, `${url} is not empty`);
  assert.equal(Number(res.headers.get('content-length')), body.length);
  return body;
}

/**
 * Sends a raw request target (fetch would normalise `..` away).
 * @param {string} base
 * @param {string} target
 * @returns {Promise<number>} status
 */
function rawStatus(base, target) {
  const {hostname, port} = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({host: hostname, port, path: target, method: 'GET'}, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

/**
 * @param {string} text
 * @returns {{ tags: { tag: string, attrs: Record<string, string> }[], uris: string[] }}
 */
function parsePlaylist(text) {
  assert.ok(text.startsWith('#EXTM3U\n'), 'starts with #EXTM3U');
  /** @type {{ tag: string, attrs: Record<string, string> }[]} */
  const tags = [];
  /** @type {string[]} */
  const uris = [];
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const [tag = '', rest = ''] = line.split(/:(.*)/s);
      /** @type {Record<string, string>} */
      const attrs = {};
      for (const [, key = '', value = ''] of rest.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
        attrs[key] = value.replace(/^"|"$/g, '');
      }
      tags.push({tag, attrs});
    } else {
      uris.push(line);
    }
  }
  return {tags, uris};
}

/**
 * Fetches a media playlist, checks it is a complete VOD playlist whose segments resolve.
 * @param {string} url
 * @param {RegExp} segmentType
 * @returns {Promise<number>} total duration
 */
async function checkMediaPlaylist(url, segmentType) {
  const text = (await fetchOk(url, /^application\/vnd\.apple\.mpegurl$/)).toString();
  assert.match(text, /^#EXT-X-PLAYLIST-TYPE:VOD$/m, url);
  assert.match(text, /^#EXT-X-ENDLIST$/m, url);
  const target = Number(/^#EXT-X-TARGETDURATION:(\d+)$/m.exec(text)?.[1]);
  const durations = [...text.matchAll(/^#EXTINF:([\d.]+),/gm)].map((m) => Number(m[1]));
  const {uris} = parsePlaylist(text);
  assert.ok(uris.length > 0);
  assert.equal(durations.length, uris.length, 'one EXTINF per segment');
  for (const d of durations) assert.ok(Math.round(d) <= target, 'EXTINF ≤ target duration');
  for (const uri of uris) {
    const head = await fetch(new URL(uri, url), {method: 'HEAD'});
    assert.equal(head.status, 200, uri);
    assert.match(head.headers.get('content-type') ?? '', segmentType, uri);
    assert.ok(Number(head.headers.get('content-length')) > 0);
  }
  return durations.reduce((a, b) => a + b, 0);
}

describe('media referenced by the service', () => {
  test('every URL of every record resolves with the right content type', async () => {
    const videos = await allVideos();
    /** @type {Map<string, RegExp>} */
    const urls = new Map();
    for (const v of videos) {
      urls.set(v.playbackDetails.streamUrl, /^application\/vnd\.apple\.mpegurl$/);
      urls.set(v.playbackDetails.mp4Url, /^video\/mp4$/);
      urls.set(v.playbackDetails.thumbnailUrl, /^image\/jpeg$/);
      urls.set(v.playbackDetails.gifUrl, /^image\/gif$/);
    }
    assert.ok(urls.size >= videos.length, 'distinct URLs were collected');
    for (const [url, type] of urls) {
      const body = await fetchOk(url, type);
      if (type.source.includes('jpeg')) assert.equal(body.readUInt16BE(0), 0xffd8, 'JPEG magic');
      if (type.source.includes('gif')) assert.equal(body.subarray(0, 6).toString(), 'GIF89a');
      if (type.source.includes('mp4')) assert.equal(body.subarray(4, 8).toString(), 'ftyp');
      if (type.source.includes('mpegurl')) assert.ok(body.toString().startsWith('#EXTM3U'));
    }
  });

  test('fixture durations match the generated media (the two manifests)', async () => {
    for (const [name, fixtures] of [
      ['clips.json', clips],
      ['test-clips.json', testClips],
    ]) {
      const entries = await manifest(/** @type {string} */ (name));
      assert.deepEqual(entries.map((c) => c.slug).sort(), Object.keys(fixtures).sort(), name);
      for (const c of entries) {
        assert.ok(Math.abs(clip(c.slug).duration - c.duration) < 0.01, `${c.slug} duration`);
        assert.equal(clip(c.slug).subtitles, c.subtitles, `${c.slug} subtitles`);
      }
    }
    for (const v of await allVideos()) {
      const slug = new URL(v.playbackDetails.mp4Url).pathname.split('/')[2] ?? '';
      assert.ok(slug in clips, `${v.id} plays an explainer, not the test clip ${slug}`);
      assert.equal(v.playbackDetails.duration, clip(slug).duration, `${v.id}`);
    }
  });

  test('every explainer runs 30 to 90 s and has three renditions and captions', async () => {
    for (const c of await manifest('clips.json')) {
      assert.ok(c.duration >= 30 && c.duration <= 90, `${c.slug}: ${c.duration}s`);
      assert.equal(c.subtitles, true, c.slug);
    }
  });

  test('every master playlist has complete renditions matching the duration', async () => {
    const media = createVideos(standIns.mediaUrl);
    for (const slug of [...Object.keys(clips), ...Object.keys(testClips)]) {
      const streamUrl = `${standIns.mediaUrl}/videos/${slug}/master.m3u8`;
      if (slug in clips) {
        assert.ok(
          media.some((v) => v.playbackDetails.streamUrl === streamUrl),
          `${slug} is used by a video`,
        );
      }
      const master = parsePlaylist((await fetchOk(streamUrl, /mpegurl/)).toString());
      const variants = master.tags.filter((t) => t.tag === '#EXT-X-STREAM-INF');
      assert.equal(variants.length, slug in clips ? 3 : 2, `${slug} renditions`);
      assert.equal(master.uris.length, variants.length);
      const resolutions = new Set();
      for (const [i, {attrs}] of variants.entries()) {
        assert.ok(Number(attrs.BANDWIDTH) > 0, 'BANDWIDTH');
        assert.match(attrs.RESOLUTION ?? '', /^\d+x\d+$/);
        assert.match(attrs.CODECS ?? '', /^avc1\.[0-9a-f]{6},mp4a\.40\.2$/i);
        resolutions.add(attrs.RESOLUTION);
        const total = await checkMediaPlaylist(
          new URL(master.uris[i] ?? '', streamUrl).href,
          /^video\/mp2t$/,
        );
        assert.ok(
          Math.abs(total - clip(slug).duration) < 0.1,
          `${slug} ${master.uris[i]}: ${total}s`,
        );
      }
      assert.equal(resolutions.size, variants.length, 'renditions differ in resolution');
      const hasSubtitles = master.tags.some((t) => t.tag === '#EXT-X-MEDIA');
      assert.equal(hasSubtitles, clip(slug).subtitles, `${slug} subtitles`);
    }
  });

  /**
   * Checks a clip's SUBTITLES rendition and returns its cues.
   * @param {string} slug
   * @param {string} lang
   * @param {string} name
   */
  async function subtitlesOf(slug, lang, name) {
    const streamUrl = `${standIns.mediaUrl}/videos/${slug}/master.m3u8`;
    const master = parsePlaylist((await fetchOk(streamUrl, /mpegurl/)).toString());
    const subs = master.tags.filter(
      (t) => t.tag === '#EXT-X-MEDIA' && t.attrs.TYPE === 'SUBTITLES',
    );
    assert.equal(subs.length, 1);
    const attrs = subs[0]?.attrs ?? {};
    assert.equal(attrs['GROUP-ID'], 'subs');
    assert.equal(attrs.LANGUAGE, lang);
    assert.equal(attrs.NAME, name);
    for (const variant of master.tags.filter((t) => t.tag === '#EXT-X-STREAM-INF')) {
      assert.equal(variant.attrs.SUBTITLES, 'subs');
    }
    const playlistUrl = new URL(attrs.URI ?? '', streamUrl).href;
    const total = await checkMediaPlaylist(playlistUrl, /^text\/vtt/);
    assert.ok(Math.abs(total - clip(slug).duration) < 0.1);
    const vttUri = parsePlaylist((await fetchOk(playlistUrl, /mpegurl/)).toString()).uris[0] ?? '';
    const vtt = (await fetchOk(new URL(vttUri, playlistUrl).href, /^text\/vtt/)).toString();
    assert.ok(vtt.startsWith('WEBVTT\n'));
    const map = /^X-TIMESTAMP-MAP=MPEGTS:(\d+),LOCAL:00:00:00\.000$/m.exec(vtt);
    assert.ok(map, 'has X-TIMESTAMP-MAP');
    // ffmpeg's MPEG-TS muxer starts at about 1.4 s (126000 ticks of 90 kHz).
    const seconds = Number(map[1]) / 90000;
    assert.ok(seconds > 1.3 && seconds < 1.6, `MPEGTS maps to ${seconds}s`);
    const toSeconds = (/** @type {string} */ stamp) =>
      stamp.split(':').reduce((sum, part) => sum * 60 + Number(part), 0);
    return [...vtt.matchAll(/^(\S+) --> (\S+)\n((?:.+\n?)+)/gm)].map((m) => ({
      start: toSeconds(m[1] ?? ''),
      end: toSeconds(m[2] ?? ''),
      text: (m[3] ?? '').trim().replace(/\n/g, ' '),
    }));
  }

  test('the subtitled test clip has a SUBTITLES rendition with a playlist and WebVTT', async () => {
    const cues = await subtitlesOf(subtitledTestClip, 'en', 'English');
    assert.ok(cues.length >= 2, 'has cues');
  });

  test("every explainer's captions say its script, in order, within the video", async () => {
    const names = {en: 'English', de: 'Deutsch'};
    for (const explainer of explainers) {
      const cues = await subtitlesOf(explainer.slug, explainer.lang, names[explainer.lang]);
      const script = [
        `${explainer.title}.`,
        ...explainer.slides.flatMap((s) => s.lines.map((line) => line.say)),
      ];
      assert.deepEqual(
        cues.map((cue) => cue.text),
        script,
        explainer.slug,
      );
      let previous = 0;
      for (const cue of cues) {
        assert.ok(cue.start >= previous && cue.end > cue.start, `${explainer.slug}: ${cue.text}`);
        previous = cue.end;
      }
      assert.ok(previous < clip(explainer.slug).duration, `${explainer.slug} ends in time`);
    }
  });

  test('every MPEG-TS stream starts its sound and its picture together, with no gap to seek over', async () => {
    // A gap at the start (the AAC encoder's priming frame stamped before the video) makes players
    // seek as they start, where WebKitGTK can deadlock (docs/browsers.md).
    const folder = new URL('../../demo/media/clips/', import.meta.url);
    const playlists = (await readdir(folder, {recursive: true})).filter((path) =>
      path.endsWith('.m3u8'),
    );
    let muxed = 0;
    for (const path of playlists) {
      const url = new URL(path, folder);
      const playlist = await readFile(url, 'utf8');
      const first = parsePlaylist(playlist).uris[0] ?? '';
      // Masters list playlists; AES-128 segments are ciphertext; the redirect's segments are the
      // muxed ones under the host's /moved/.
      if (!first.endsWith('.ts') || first.startsWith('/') || playlist.includes('#EXT-X-KEY')) {
        continue;
      }
      const {audio, video} = streamStarts(await readFile(new URL(first, url)));
      if (audio === undefined || video === undefined) continue;
      muxed++;
      assert.ok(
        Math.abs(audio - video) < 0.001,
        `${path}: sound at ${audio} s, picture at ${video} s`,
      );
    }
    assert.ok(muxed >= 30, `${muxed} muxed streams checked`);
  });
});

describe('delivery host behaviour', () => {
  const mp4 = () => `${standIns.mediaUrl}/videos/market-basics/medium.mp4`;

  test('Range requests return 206 with the requested bytes', async () => {
    const full = Buffer.from(await (await fetch(mp4())).arrayBuffer());
    const res = await fetch(mp4(), {headers: {range: 'bytes=100-199'}});
    assert.equal(res.status, 206);
    assert.equal(res.headers.get('content-range'), `bytes 100-199/${full.length}`);
    assert.equal(res.headers.get('content-length'), '100');
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), full.subarray(100, 200));

    const tail = await fetch(mp4(), {headers: {range: 'bytes=-10'}});
    assert.equal(tail.status, 206);
    assert.deepEqual(Buffer.from(await tail.arrayBuffer()), full.subarray(full.length - 10));

    const open = await fetch(mp4(), {headers: {range: `bytes=${full.length - 5}-`}});
    assert.equal(open.status, 206);
    assert.equal((await open.arrayBuffer()).byteLength, 5);

    const past = await fetch(mp4(), {headers: {range: `bytes=${full.length}-`}});
    assert.equal(past.status, 416);
    assert.equal(past.headers.get('content-range'), `bytes */${full.length}`);
    await past.arrayBuffer();

    const head = await fetch(mp4(), {method: 'HEAD'});
    assert.equal(head.headers.get('accept-ranges'), 'bytes');
  });

  test('/moved/<path> redirects to /<path>, as a CDN sends a segment to another edge', async () => {
    const moved = `${standIns.mediaUrl}/moved/videos/shapes/ts/muxed/seg-0.ts?x=1`;
    const res = await fetch(moved, {redirect: 'manual'});
    assert.equal(res.status, 302);
    assert.equal(res.headers.get('location'), '/videos/shapes/ts/muxed/seg-0.ts?x=1');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const followed = await fetch(moved);
    assert.equal(followed.status, 200);
    assert.equal(followed.url, `${standIns.mediaUrl}/videos/shapes/ts/muxed/seg-0.ts?x=1`);
    await followed.arrayBuffer();
  });

  test('parseRange handles the single-range forms and ignores the rest', () => {
    assert.deepEqual(parseRange('bytes=0-0', 10), [0, 0]);
    assert.deepEqual(parseRange('bytes=5-100', 10), [5, 9]);
    assert.deepEqual(parseRange('bytes=-3', 10), [7, 9]);
    assert.deepEqual(parseRange('bytes=-30', 10), [0, 9]);
    assert.equal(parseRange('bytes=10-', 10), 'unsatisfiable');
    assert.equal(parseRange('bytes=0-1,3-4', 10), null);
    assert.equal(parseRange('items=0-1', 10), null);
    assert.equal(parseRange('bytes=5-2', 10), null);
    assert.equal(parseRange(undefined, 10), null);
  });

  test('HEAD gives headers without a body; query strings are ignored', async () => {
    const get = await fetch(`${standIns.mediaUrl}/videos/market-basics/thumbnail.jpg?time=2`);
    const length = (await get.arrayBuffer()).byteLength;
    const head = await fetch(`${standIns.mediaUrl}/videos/market-basics/thumbnail.jpg?time=99`, {
      method: 'HEAD',
    });
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'image/jpeg');
    assert.equal(head.headers.get('content-length'), String(length));
    assert.equal((await head.arrayBuffer()).byteLength, 0);
  });

  test('CORS exposes Content-Length and Content-Range; preflight allows Range', async () => {
    const res = await fetch(mp4(), {method: 'HEAD'});
    const exposed = (res.headers.get('access-control-expose-headers') ?? '').toLowerCase();
    assert.ok(exposed.includes('content-length') && exposed.includes('content-range'));
    const pre = await fetch(mp4(), {
      method: 'OPTIONS',
      headers: {origin: 'http://x.test', 'access-control-request-headers': 'range'},
    });
    assert.equal(pre.status, 204);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /range/i);
  });

  test('anything else is 404; other methods 405', async () => {
    for (const path of [
      '/',
      '/videos/',
      '/videos/market-basics/',
      '/videos/market-basics/nope.mp4',
      '/videos/no-such-clip/master.m3u8',
      '/videos/market-basics/360p',
      '/media/market-basics/medium.mp4',
      '/faults/stall/no-such-clip/master.m3u8',
      '/faults/stall-segments/no-such-clip/seg-001.ts',
      '/faults/slow-later/no-such-clip/master.m3u8',
    ]) {
      const res = await fetch(`${standIns.mediaUrl}${path}`);
      assert.equal(res.status, 404, path);
      await res.arrayBuffer();
    }
    const post = await fetch(mp4(), {method: 'POST', body: 'x'});
    assert.equal(post.status, 405);
    await post.arrayBuffer();
  });

  test('path traversal and encoded separators are refused', async (t) => {
    // A clips folder with a servable-looking file right outside it.
    const dir = await mkdtemp(join(tmpdir(), 'media-host-'));
    t.after(() => rm(dir, {recursive: true, force: true}));
    await mkdir(join(dir, 'clips', 'clip', 'sub'), {recursive: true});
    await writeFile(join(dir, 'secret.jpg'), 'secret');
    await writeFile(join(dir, 'clips', 'clip', 'ok.jpg'), 'ok');
    await writeFile(join(dir, 'clips', 'clip', 'sub', 'deep.jpg'), 'deep');
    await writeFile(join(dir, 'clips', 'clip', '.hidden.jpg'), 'hidden');
    const host = createMediaHost({clipsDir: join(dir, 'clips')});
    host.listen(0, '127.0.0.1');
    await once(host, 'listening');
    t.after(() => new Promise((resolve) => host.close(resolve)));
    const base = `http://127.0.0.1:${/** @type {any} */ (host.address()).port}`;

    assert.equal(await rawStatus(base, '/videos/clip/ok.jpg'), 200);
    assert.equal(await rawStatus(base, '/videos/clip/sub/deep.jpg'), 200);
    for (const target of [
      '/videos/../secret.jpg',
      '/videos/clip/../../secret.jpg',
      '/videos/clip/../../../media/secret.jpg',
      '/videos/%2e%2e/secret.jpg',
      '/videos/clip/%2e%2e/%2e%2e/secret.jpg',
      '/videos/clip%2f..%2f..%2fsecret.jpg',
      '/videos/clip/..%2f..%2fsecret.jpg',
      '/videos/clip/..%2F..%2Fsecret.jpg',
      '/videos/clip%5c..%5c..%5csecret.jpg',
      '/videos/clip/..\\..\\secret.jpg',
      '/videos/clip/sub%2fdeep.jpg',
      '/videos/clip/./ok.jpg',
      '/videos/clip//ok.jpg',
      '/videos/clip/ok.jpg%00.jpg',
      '/videos/clip/.hidden.jpg',
      '/videos/clip/%E0%A4%A.jpg',
    ]) {
      assert.equal(await rawStatus(base, target), 404, target);
    }
    const files = (await readdir(dir)).sort();
    assert.deepEqual(files, ['clips', 'secret.jpg'], 'the outside file exists');
  });

  test('only media file types are served', async () => {
    // clips.json and the generators exist one and two levels up but are not media.
    for (const target of [
      '/videos/../clips.json',
      '/videos/market-basics/../../make-test-clips.sh',
      '/videos/stocks-explained/../../slides.html',
      '/videos/market-basics/360p/index.m3u8.bak',
    ]) {
      assert.equal(await rawStatus(standIns.mediaUrl, target), 404, target);
    }
  });

  test('request log records method and path; DELETE clears it', async () => {
    const log = `${standIns.mediaUrl}/__requests`;
    assert.equal((await fetch(log, {method: 'DELETE'})).status, 204);
    assert.deepEqual(await (await fetch(log)).json(), []);
    await (await fetch(`${standIns.mediaUrl}/videos/crypto-cycles/animated.gif`)).arrayBuffer();
    await (
      await fetch(`${standIns.mediaUrl}/videos/crypto-cycles/master.m3u8?x=1`, {
        method: 'HEAD',
      })
    ).arrayBuffer();
    const res = await fetch(log);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(await res.json(), [
      {method: 'GET', path: '/videos/crypto-cycles/animated.gif'},
      {method: 'HEAD', path: '/videos/crypto-cycles/master.m3u8'},
    ]);
    const filtered = await (await fetch(`${log}?prefix=/videos/crypto-cycles/master`)).json();
    assert.equal(filtered.length, 1);
    assert.equal((await fetch(log, {method: 'DELETE'})).status, 204);
    assert.deepEqual(await (await fetch(log)).json(), []);
  });
});
