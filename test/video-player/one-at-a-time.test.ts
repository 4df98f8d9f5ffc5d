import {expect, fixture, html} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {HlsConstructor} from '../../src/playback/load-hls.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {lastAsked} from '../../src/video-player/last-asked.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';

/** Where the page keeps hls.js's import (src/playback/load-hls.ts): any copy of the bundle. */
const ENGINE = Symbol.for('video-content-widgets.hls');
type Page = typeof globalThis & {[ENGINE]?: Promise<HlsConstructor>};

const CLIPS = ['bonds-and-rates', 'options-explained', 'sector-rotation'];
/**
 * The budget tests count requests per clip: clips of their own keep out what an earlier test's
 * players fetched late, and the master playlists this page keeps until a play takes them.
 */
const WARM_CLIPS = ['crypto-cycles', 'options-greeks', 'crypto-explained'];
const BUFFER_CLIPS = ['market-basics', 'money-habits'];

/**
 * Players side by side, each with a clip of its own (of `clips`); `pointer` false keeps
 * pointers off them.
 */
async function players(
  count: number,
  attributes = '',
  pointer = true,
  clips = CLIPS,
): Promise<VideoPlayer[]> {
  const box = await fixture<HTMLElement>(
    html`<div
      style="display: grid; grid-template-columns: repeat(3, 200px); ${
        pointer ? '' : 'pointer-events: none'
      }"
    ></div>`,
  );
  box.innerHTML = Array.from(
    {length: count},
    () => `<video-player muted ${attributes}></video-player>`,
  ).join('');
  const found = Array.from(box.querySelectorAll('video-player'));
  await Promise.all(
    found.map(async (player, index) => (player.video = await clipVideo(clips[index]))),
  );
  return found;
}

/**
 * Requests the page made whose URL has `text`, from the browser's resource timing; the poster
 * images (the facade shows them) are not counted.
 */
const fetched = (text: string) =>
  performance
    .getEntriesByType('resource')
    .filter((entry) => entry.name.includes(text) && !/\.(jpg|gif)\b/.test(entry.name))
    .map((entry) => entry.name);
const requests = (text: string) => fetched(text).length;

describe('<video-player> one at a time, one engine per page', () => {
  beforeEach(() => performance.clearResourceTimings());

  it('fetches hls.js once for three players', async () => {
    const three = await players(3);
    // Every engine each player had: WebKitGTK's media start can stall on a loaded machine
    // until the stall bound hands the play to the MP4 file, after hls.js had the video.
    const engines = three.map((player) => {
      const seen = new Set<string | undefined>();
      player.playback.subscribe((state) => seen.add(state.engine));
      return seen;
    });
    // Not waiting for frames: whether each plays on is other tests' subject.
    for (const player of three) await player.play();
    await waitUntil(
      () => engines.every((seen) => seen.has('hls')),
      () => `engines ${engines.map((seen) => [...seen].join('/')).join(', ')}`,
    );
    expect(requests('hls.light')).to.equal(1);
    expect((globalThis as Page)[ENGINE]).to.be.an.instanceOf(Promise);
  });

  it('takes the hls.js another copy of the bundle put on the page', async () => {
    const Hls = await (globalThis as Page)[ENGINE]!;
    let made = 0;
    class PageHls extends Hls {
      constructor(...config: ConstructorParameters<HlsConstructor>) {
        super(...config);
        made++;
      }
    }
    (globalThis as Page)[ENGINE] = Promise.resolve(PageHls);
    try {
      const [player] = await players(1);
      await player!.play();
      await advances(player!, 0.1);
      expect(made).to.equal(1);
      expect(requests('hls.light')).to.equal(0);
    } finally {
      (globalThis as Page)[ENGINE] = Promise.resolve(Hls);
    }
  });

  it('pauses a playing player when another one starts', async () => {
    const [a, b] = await players(2);
    await a!.play();
    await advances(a!, 0.1);
    await b!.play();
    await waitUntil(() => a!.paused, 'the first player kept playing');
    expect(b!.paused).to.be.false;
  });

  it('plays the one asked last when two are asked before either has started', async () => {
    const [a, b] = await players(2);
    // Two quick clicks: the first player's start (playback code, hls.js, its stream) is still
    // under way when the second is asked for, and either may be the first to play.
    const first = a!.play().catch(() => {});
    await b!.play();
    await first;
    await advances(b!, b!.currentTime + 0.3);
    expect(a!.paused, 'the first one played on (or started after the second)').to.be.true;
    expect(b!.paused).to.be.false;
  });

  it('lets a removed player go: the page no longer holds it as the one asked last', async () => {
    const [a, b] = await players(2);
    await a!.play();
    await b!.play();
    // Booleans: a failure message that printed the player would walk all of its members.
    expect(lastAsked() === b, 'the one asked last').to.be.true;
    a!.remove(); // Not the one asked last: the newest ask stands.
    expect(lastAsked() === b, 'the newest ask stands').to.be.true;
    b!.remove();
    expect(lastAsked() === undefined, 'the page kept the removed player, its <video> and hls.js').to
      .be.true;
  });

  it('keeps both playing when the second has keep-playing', async () => {
    const [a, b] = await players(2);
    b!.keepPlaying = true;
    await a!.play();
    await advances(a!, 0.1);
    await b!.play();
    await advances(b!, 0.3);
    expect(a!.paused).to.be.false;
    // Nor is a keep-playing player paused by another one starting.
    a!.pause();
    await a!.play();
    await advances(a!, a!.currentTime + 0.2);
    expect(b!.paused).to.be.false;
  });

  it('warms up one player on screen without intent; intent warms another', async () => {
    const three = await players(3, 'preload="visible"', false, WARM_CLIPS);
    await waitUntil(() => requests('master.m3u8') >= 1, 'no player warmed up');
    const warm = WARM_CLIPS.findIndex((clip) => requests(`${clip}/master.m3u8`) === 1);
    await waitUntil(
      () => requests(WARM_CLIPS[warm]!) >= 2,
      'the warm player fetched no level playlist',
    );
    const [wanted, other] = [0, 1, 2].filter((index) => index !== warm);
    part(three[wanted!]!, 'facade')!.focus(); // The viewer's intent on another one.
    // Intent warms up as far as the first segment; waiting for it also keeps it out of the next test.
    await waitUntil(
      () => fetched(WARM_CLIPS[wanted!]!).some((url) => url.endsWith('.ts')),
      'intent fetched no first segment',
    );
    expect(requests('master.m3u8')).to.equal(2);
    expect(requests(WARM_CLIPS[other!]!), 'the third waits for intent').to.equal(0);
  });

  it('buffers one player before a play; another asking for it waits for the viewer', async () => {
    // No pointer reaches them: one resting over a player is the viewer's intent, which warms it
    // up (Firefox once fired it on a player laid out under a pointer moved away beforehand).
    const both = await players(2, 'preload="auto"', false, BUFFER_CLIPS);
    // Whichever attaches first holds the page's one buffering slot.
    await waitUntil(() => both.some((player) => media(player)), 'no player attached');
    const buffering = both.find((player) => media(player))!;
    const waiting = both.find((player) => player !== buffering)!;
    await waitUntil(() => media(buffering)!.buffered.length > 0, 'the player buffered nothing');
    expect(media(waiting)).to.be.null;
    expect(fetched(BUFFER_CLIPS[both.indexOf(waiting)]!), 'the other fetched').to.deep.equal([]);
    await waiting.play();
    await advances(waiting, 0.1);
  });
});
