import {aTimeout, expect, fixture, html, oneEvent} from '@open-wc/testing';
import {waitUntil} from '../wait-until.js';
import '../../src/video-player/video-player.js';
import type {Video} from '../../src/data/index.js';
import type {VideoPlayer} from '../../src/video-player/video-player.component.js';
import {spyOnHls} from '../playback/hls-spy.js';
import {Scope} from '../stand-in.js';
import {clipVideo} from './clips.js';
import {advances, media, part} from './player-dom.js';
import {fetchedUrls} from '../resource-timing.js';

async function byId(scope: Scope, id: string) {
  const {endpoint, apiKey} = scope.source();
  return fixture<VideoPlayer>(
    html`<video-player video-id=${id} endpoint=${endpoint} api-key=${apiKey!}></video-player>`,
  );
}

describe('<video-player> loading its record', () => {
  it('fetches video-id once and fires video-load', async () => {
    const scope = await Scope.create();
    const player = await byId(scope, '1001');
    const {detail} = await oneEvent(player, 'video-load');
    expect(detail.video.id).to.equal(1001);
    await waitUntil(() => part(player, 'facade'));
    expect(await scope.requests()).to.have.length(1);
    await expect(player).to.be.accessible();
  });

  it('makes no request for a video handed over as a property', async () => {
    const scope = await Scope.create();
    const {endpoint, apiKey} = scope.source();
    const video = await clipVideo();
    const player = await fixture<VideoPlayer>(
      html`<video-player
        .video=${video}
        video-id="1001"
        endpoint=${endpoint}
        api-key=${apiKey!}
      ></video-player>`,
    );
    await waitUntil(() => part(player, 'title')?.textContent === 'Compound Growth');
    expect(await scope.requests()).to.deep.equal([]);
  });

  it('shows an authoring error for a video property that is no usable record', async () => {
    const video = {...(await clipVideo()), playbackDetails: {streamUrl: 'javascript:alert(1)'}};
    const player = await fixture<VideoPlayer>(
      html`<video-player .video=${video as unknown as Video}></video-player>`,
    );
    await waitUntil(() => part(player, 'error'));
    expect(part(player, 'error')!.textContent).to.contain('not a usable video record');
    await expect(player).to.be.accessible();
  });

  it('drops what is unsafe in a video property and plays the rest', async () => {
    const good = await clipVideo();
    const video = {
      ...good,
      title: '<img src=x onerror="window.hacked=1">',
      playbackDetails: {...good.playbackDetails, thumbnailUrl: 'javascript:alert(1)'},
    };
    const player = await fixture<VideoPlayer>(html`<video-player .video=${video}></video-player>`);
    await waitUntil(() => part(player, 'title'));
    expect(part(player, 'title')!.textContent).to.equal(video.title);
    expect(player.shadowRoot!.querySelector('img[src^="javascript"]')).to.be.null;
    expect((window as {hacked?: number}).hacked).to.equal(undefined);
  });

  it('shows an authoring error for a video-id that is no id, without a request', async () => {
    const scope = await Scope.create();
    const player = await byId(scope, 'intro');
    await waitUntil(() => part(player, 'error'));
    expect(part(player, 'error')!.textContent).to.contain('video-id="42"');
    expect(part(player, 'retry-button')).to.be.null;
    expect(await scope.requests()).to.deep.equal([]);
    await expect(player).to.be.accessible();
    player.strings = {invalidVideoId: 'Das Attribut video-id ist keine Zahl: „{id}“.'};
    await player.updateComplete;
    expect(part(player, 'error')!.textContent!.trim()).to.equal(
      'Das Attribut video-id ist keine Zahl: „intro“.',
    );
  });

  it('shows a service error, not the other video, when the answer is of another id', async () => {
    const scope = await Scope.create();
    const other = await (
      await fetch(`${scope.source().endpoint}/content/video/1003`, {
        headers: {'x-api-key': scope.source().apiKey!},
      })
    ).json();
    await scope.fault({status: 200, body: JSON.stringify(other), contentType: 'application/json'});
    const player = await byId(scope, '1001');
    const {detail} = await oneEvent(player, 'playback-error');
    expect(detail.error).to.include({name: 'VideoServiceError', kind: 'bad-response'});
    await waitUntil(() => part(player, 'error'));
    expect(part(player, 'facade')).to.be.null;
    expect(part(player, 'error')!.textContent).to.contain('did not answer like the video service');
  });

  it('shows a failed load with Retry, which loads again', async () => {
    const scope = await Scope.create();
    // The client retries a 5xx twice by itself: three failures reach the player.
    await scope.fault({status: 503}, {status: 503}, {status: 503});
    const player = await byId(scope, '1002');
    const {detail} = await oneEvent(player, 'playback-error');
    expect(detail.error.name).to.equal('VideoServiceError');
    await waitUntil(() => part(player, 'retry-button'));
    await expect(player).to.be.accessible();
    part(player, 'retry-button')!.click();
    await waitUntil(() => part(player, 'facade'), 'Retry did not load the video');
  });

  it('loads again by itself when the browser comes back online', async () => {
    const scope = await Scope.create();
    // The client retries a 5xx twice by itself: three failures reach the player.
    await scope.fault({status: 503}, {status: 503}, {status: 503});
    const player = await byId(scope, '1002');
    await oneEvent(player, 'playback-error');
    await waitUntil(() => part(player, 'retry-button'));
    window.dispatchEvent(new Event('online'));
    await waitUntil(() => part(player, 'facade'), 'did not load again on online');
  });

  it('tears the playback down when the video changes', async () => {
    const spy = await spyOnHls();
    try {
      const player = await fixture<VideoPlayer>(html`<video-player muted></video-player>`);
      player.video = await clipVideo('compound-growth');
      await player.play();
      await advances(player, 0.2);
      expect(spy.alive.size).to.equal(1);
      const next = {...(await clipVideo('options-greeks')), id: 901, title: 'Options Greeks'};
      player.video = next;
      await waitUntil(() => part(player, 'title')?.textContent === 'Options Greeks');
      expect(spy.alive.size).to.equal(0);
      expect(media(player)).to.be.null;
      expect(player.paused).to.be.true;
    } finally {
      spy.restore();
    }
  });

  it('loads again when video-id changes', async () => {
    const scope = await Scope.create();
    const player = await byId(scope, '1001');
    await oneEvent(player, 'video-load');
    player.videoId = '1003';
    const {detail} = await oneEvent(player, 'video-load');
    expect(detail.video.id).to.equal(1003);
  });
});

describe('<video-player preload>', () => {
  const segments = (clip: string) =>
    fetchedUrls((url) => url.includes(`/videos/${clip}/`) && /\.ts$/.test(url));

  it('metadata: attaches at once but buffers one segment until played', async () => {
    const player = await fixture<VideoPlayer>(
      html`<video-player muted preload="metadata"></video-player>`,
    );
    player.video = await clipVideo('sector-rotation');
    await waitUntil(() => (media(player)?.readyState ?? 0) >= 2, 'no first frame', {
      timeout: 10000,
    });
    await aTimeout(500); // Proving that nothing more comes needs some time to pass.
    expect(segments('sector-rotation')).to.have.length(1);
    await player.play();
    await waitUntil(() => segments('sector-rotation').length > 1, 'buffering stayed limited');
  });

  it('auto: starts loading before play', async () => {
    const player = await fixture<VideoPlayer>(
      html`<video-player muted preload="auto"></video-player>`,
    );
    player.video = await clipVideo('crypto-cycles');
    await waitUntil(() => (media(player)?.readyState ?? 0) >= 3, 'did not buffer', {
      timeout: 10000,
    });
    expect(player.paused).to.be.true;
  });
});

describe('<video-player autoplay>', () => {
  it('plays muted once at least half of it is on screen', async () => {
    const wrapper = await fixture<HTMLDivElement>(
      html`<div>
        <div style="height: 150vh"></div>
        <video-player autoplay></video-player>
      </div>`,
    );
    const player = wrapper.querySelector('video-player')!;
    player.video = await clipVideo();
    await waitUntil(() => part(player, 'facade'));
    await aTimeout(100);
    expect(media(player), 'started off screen').to.be.null;
    const playing = oneEvent(player, 'playing');
    player.scrollIntoView();
    await playing;
    expect(player.muted).to.be.true;
    window.scrollTo(0, 0);
  });
});
