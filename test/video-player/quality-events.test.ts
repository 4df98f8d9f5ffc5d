import {expect, fixture, html, oneEvent} from '@open-wc/testing';
import '../../src/video-player/video-player.js';
import type {QualityEvent} from '../../src/playback/quality-event.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {fetchedUrls} from '../resource-timing.js';
import {holdKey, releaseSegments, standIn} from '../stand-in.js';
import {waitUntil} from '../wait-until.js';
import {clipVideo} from './clips.js';
import {advances} from './player-dom.js';
import {quickStalls} from './quick-stalls.js';

/** A record of the clip with an id of its own, so two browsers' beacons never mix. */
async function uniqueVideo(...args: Parameters<typeof clipVideo>) {
  return {...(await clipVideo(...args)), id: Math.floor(Math.random() * 1e9)};
}

/** The quality events the player fires, as they come. */
function qualityEvents(el: VideoPlayer): QualityEvent[] {
  const seen: QualityEvent[] = [];
  el.addEventListener('video-player-quality', ({detail}) => seen.push(detail));
  return seen;
}

function ofType<T extends QualityEvent['type']>(events: QualityEvent[], type: T) {
  return events.filter((event): event is Extract<QualityEvent, {type: T}> => event.type === type);
}

/** What docs/analytics.md's listener hands to Google Analytics, by `gtag` call. */
const analyticsCalls: unknown[][] = [];
const gtag = (...args: unknown[]) => analyticsCalls.push(args);

document.addEventListener('video-player-quality', ({detail}) => {
  const {type, videoId, ...figures} = detail;
  const steps = detail.type === 'startup' ? detail.steps : {};
  gtag('event', `video_${type}`, {video_id: videoId, ...figures, ...steps, steps: undefined});
});

const isWhole = (value: number) => Number.isInteger(value) && value >= 0;

/** Plays a record of the 6 s clip to its end; the record. */
async function playToEnd(el: VideoPlayer, playback?: Parameters<typeof clipVideo>[1]) {
  const video = await uniqueVideo('compound-growth', playback);
  el.video = video;
  const ended = oneEvent(el, 'ended');
  await el.play();
  await ended;
  return video;
}

async function player(beacon?: string) {
  return beacon === undefined
    ? fixture<VideoPlayer>(html`<video-player muted></video-player>`)
    : fixture<VideoPlayer>(html`<video-player muted beacon=${beacon}></video-player>`);
}

describe('<video-player> quality events', function (this: {timeout(ms: number): void}) {
  // Each case plays the 6 s clip, some to its end, some with late data.
  this.timeout(40_000);

  // First in the file: no player here has had a beacon yet.
  it('loads no beacon sender for a player without the beacon attribute', async () => {
    const el = await player();
    el.video = await uniqueVideo();
    await el.play();
    await advances(el);
    expect(fetchedUrls((url) => url.includes('quality-beacon'))).to.deep.equal([]);
  });

  it('reports one startup whose steps sum to its total, then a summary at the end', async () => {
    const el = await player();
    const events = qualityEvents(el);
    const video = await playToEnd(el);
    await waitUntil(() => ofType(events, 'summary').length, 'no summary');

    const startups = ofType(events, 'startup');
    expect(startups).to.have.length(1);
    const [startup] = startups;
    expect(startup!.videoId).to.equal(String(video.id));
    const steps = Object.values(startup!.steps);
    expect(steps).to.have.length(5);
    expect(steps.every(isWhole), JSON.stringify(startup)).to.be.true;
    expect(steps.reduce((a, b) => a + b)).to.be.at.most(startup!.totalMs);
    expect(startup!.totalMs).to.be.above(0);
    // The media's data and first frame always come after the intent.
    expect(startup!.steps.firstSegmentMs + startup!.steps.decodeMs).to.be.above(0);

    const [summary, ...more] = ofType(events, 'summary');
    expect(more).to.deep.equal([]);
    expect(summary!.videoId).to.equal(String(video.id));
    // The clip is 6 s long and played at normal speed.
    expect(summary!.watchedMs).to.be.within(4000, 15_000);
    expect(summary!.rebufferRatio).to.be.within(0, 1);
    expect(isWhole(summary!.levelSwitches)).to.be.true;
    expect(summary!.rebufferCount).to.equal(ofType(events, 'rebuffer').length);
    // hls.js plays it in both test browsers: the renditions' bitrates are known.
    expect(el.engine).to.equal('hls');
    expect(summary!.averageBitrate).to.be.above(10_000);
    await expect(el).to.be.accessible();

    // The analytics recipe got the start-up with its steps as flat parameters.
    const sent = analyticsCalls.find(
      ([, name, params]) =>
        name === 'video_startup' && (params as {video_id: string}).video_id === String(video.id),
    );
    expect(sent?.[2]).to.deep.include({...startup!.steps, totalMs: startup!.totalMs});
  });

  it('reports a rebuffer when data comes late during playback', async () => {
    const {mediaUrl} = await standIn();
    const el = await player();
    const events = qualityEvents(el);
    const key = holdKey(); // The segments after the first wait until the test lets them go.
    el.video = await uniqueVideo('compound-growth', {
      streamUrl: `${mediaUrl}/faults/hold-later/${key}/compound-growth/master.m3u8`,
    });
    const ended = oneEvent(el, 'ended');
    await el.play();
    await waitUntil(
      () => el.playback.snapshot.status === 'waiting' && el.currentTime > 1,
      'it never waited for the held segment',
    );
    await new Promise((resolve) => setTimeout(resolve, 300)); // The stall's length is measured.
    await releaseSegments(key);
    await ended;
    await waitUntil(() => ofType(events, 'summary').length, 'no summary');
    const rebuffers = ofType(events, 'rebuffer');
    expect(rebuffers.map((rebuffer) => rebuffer.count)).to.deep.equal(
      rebuffers.map((_, index) => index + 1),
    );
    // The wait for the late segment; a loaded machine may add short ones before it.
    expect(Math.max(...rebuffers.map((rebuffer) => rebuffer.durationMs))).to.be.above(200);
    const [summary] = ofType(events, 'summary');
    expect(summary!.rebufferCount).to.equal(rebuffers.length);
    expect(summary!.rebufferMs).to.equal(rebuffers.reduce((sum, r) => sum + r.durationMs, 0));
    expect(summary!.rebufferRatio).to.be.above(0).and.below(1);
  });

  it('sums a play session up when the page is left, while it plays', async () => {
    const el = await player();
    const events = qualityEvents(el);
    el.video = await uniqueVideo();
    await el.play();
    await advances(el, 1);
    // What the browser fires on leaving the page (the page stays: only the event is made).
    window.dispatchEvent(new PageTransitionEvent('pagehide', {persisted: true}));
    const [summary, ...more] = ofType(events, 'summary');
    expect(more).to.deep.equal([]);
    expect(summary!.watchedMs).to.be.within(500, 6000);
    expect(el.paused).to.be.false;
  });

  it('reports an error with the player’s code when nothing can be downloaded', async () => {
    const restore = quickStalls();
    try {
      const el = await player();
      const events = qualityEvents(el);
      const refused = 'http://127.0.0.1:1/videos/x';
      const video = await uniqueVideo('compound-growth', {
        streamUrl: `${refused}/master.m3u8`,
        mp4Url: `${refused}/medium.mp4`,
      });
      el.video = video;
      const failed = oneEvent(el, 'playback-error');
      void el.play().catch(() => {});
      await failed;
      expect(ofType(events, 'error')).to.deep.equal([
        {type: 'error', videoId: String(video.id), code: 'network', fatal: true},
      ]);
      expect(ofType(events, 'startup')).to.deep.equal([]);
    } finally {
      restore();
    }
  });

  it('sends the events of a play to its beacon URL, where the proxy takes them', async () => {
    const {proxyPath} = await standIn();
    const el = await player(`${proxyPath}/beacon`);
    const events = qualityEvents(el);
    const video = await playToEnd(el);
    const arrived = async () => {
      const all = (await (
        await fetch('/__beacons.json', {cache: 'no-store'})
      ).json()) as QualityEvent[];
      return all.filter((event) => event.videoId === String(video.id));
    };
    await waitUntil(async () => (await arrived()).some((e) => e.type === 'summary'), 'no beacon');
    // What the proxy logged is what the player fired, field for field.
    expect(await arrived()).to.deep.equal(events);
  });

  it('tells the author when beacon is not an http(s) URL, and sends nothing', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args[0]);
    try {
      const el = await player('ftp://example.com/beacon');
      const events = qualityEvents(el);
      el.video = await uniqueVideo();
      await el.play();
      // The session opens at the first frame (WebKit under load calls it back late).
      await waitUntil(() => ofType(events, 'startup').length, 'no startup');
      el.remove(); // Ends the play session: the summary is due.
      await waitUntil(() => ofType(events, 'summary').length, 'no summary');
      expect(warnings).to.have.length(1);
      expect(String(warnings[0])).to.contain('The beacon attribute must be an http or https URL');
      expect(String(warnings[0])).to.contain('ftp://example.com/beacon');
    } finally {
      console.warn = warn;
    }
  });
});
