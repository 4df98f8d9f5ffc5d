import {expect} from '@open-wc/testing';
import type {Video} from '../../src/data/index.js';
import {ChunkError} from '../../src/internal/chunk-error.js';
import type {AttachOptions, MediaBinding, MediaLayer} from '../../src/playback/media-layer.js';
import {PlaybackController, type ControllerHost} from '../../src/playback/playback-controller.js';
import type {PlayerSource} from '../../src/playback/player-source.js';

/** A promise settled by hand, so each step of a transition happens when the test says. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => ((resolve = yes), (reject = no)));
  return {promise, resolve, reject};
}

function record(id: number): Video {
  return {
    id,
    title: `Video ${id}`,
    community: false,
    tags: [],
    categories: {items: []},
    playbackDetails: {mp4Url: `https://media.test/${id}.mp4`, duration: 60},
  };
}

/** A media layer that plays nothing: it keeps what it was attached with and what it was told. */
class FakeLayer implements MediaLayer {
  attached: AttachOptions[] = [];
  commands: Array<[string, unknown]> = [];
  played = deferred<void>();
  retries = 0;

  attach(options: AttachOptions): MediaBinding {
    this.attached.push(options);
    return {
      media: options.media,
      currentTime: 0,
      play: () => this.played.promise,
      run: (command, value) => void this.commands.push([command, value]),
      retry: () => void this.retries++,
    };
  }
}

/** A host whose record and media layer arrive when the test resolves them. */
function fakeHost(preload: 'none' | 'metadata' = 'none') {
  const host = {
    preload,
    records: [] as Array<{
      source: PlayerSource;
      signal: AbortSignal;
      fresh: boolean;
      answer: ReturnType<typeof deferred<Video>>;
    }>,
    layers: [] as Array<ReturnType<typeof deferred<MediaLayer>>>,
    events: [] as Array<[string, unknown]>,
    loadRecord(source: PlayerSource, signal: AbortSignal, fresh: boolean) {
      const answer = deferred<Video>();
      host.records.push({source, signal, fresh, answer});
      return answer.promise;
    },
    loadMedia() {
      const layer = deferred<MediaLayer>();
      host.layers.push(layer);
      return layer.promise;
    },
    budget: (wanted: typeof preload) => wanted,
    height: () => 0,
    emit: (type: string, detail?: unknown) => void host.events.push([type, detail]),
  } satisfies ControllerHost & Record<string, unknown>;
  return host;
}

/** A controller of `host`, handed the element's options as the element does. */
function controllerOf(host: ReturnType<typeof fakeHost>): PlaybackController {
  const controller = new PlaybackController(host);
  controller.options = {...controller.options, preload: host.preload};
  return controller;
}

/** The source the element hands down: the id of record `id`. */
const source = (id: number): PlayerSource => ({videoId: String(id), endpoint: '/api/video'});

/** Lets every settled promise run its reactions, then publishes. */
async function settle(controller: PlaybackController) {
  for (let i = 0; i < 5; i++) await Promise.resolve();
  controller.store.flush();
}

/** A controller showing the poster of record 1. */
async function onFacade(preload: 'none' | 'metadata' = 'none') {
  const host = fakeHost(preload);
  const controller = controllerOf(host);
  void controller.load(source(1));
  host.records[0]!.answer.resolve(record(1));
  await settle(controller);
  return {host, controller};
}

/** A controller that started by itself (`preload="metadata"`), its fake media attached. */
async function attached() {
  const {host, controller} = await onFacade('metadata');
  const layer = new FakeLayer();
  host.layers[0]!.resolve(layer);
  await settle(controller);
  return {host, controller, layer, options: layer.attached[0]!};
}

describe('PlaybackController', () => {
  it('goes idle → loading → facade and announces the record', async () => {
    const host = fakeHost();
    const controller = controllerOf(host);
    expect(controller.snapshot.status).to.equal('idle');
    void controller.load(source(1));
    controller.store.flush();
    expect(controller.snapshot.status).to.equal('loading');
    expect(host.records[0]!.source).to.deep.equal(source(1));
    host.records[0]!.answer.resolve(record(1));
    await settle(controller);
    expect(controller.snapshot.status).to.equal('facade');
    expect(controller.snapshot.record?.id).to.equal(1);
    expect(controller.snapshot.duration).to.equal(60);
    // The length known: `durationchange`, as a `<video>` says it.
    expect(host.events).to.deep.equal([
      ['video-load', {video: record(1)}],
      ['durationchange', undefined],
    ]);
    expect(host.layers).to.have.length(0); // Nothing of playback before intent.
  });

  it('stays idle without a source, and a play then resolves at once', async () => {
    const host = fakeHost();
    const controller = controllerOf(host);
    void controller.load(undefined);
    await settle(controller);
    expect(controller.snapshot.status).to.equal('idle');
    expect(host.records).to.have.length(0);
    await controller.play();
  });

  it('queues a play and commands sent before the engine is ready, and hands them over', async () => {
    const host = fakeHost();
    const controller = controllerOf(host);
    void controller.load(source(1));
    const before = performance.now();
    const played = controller.play(); // On the poster, before even the record is known.
    controller.seek(12);
    controller.setVolume(0.3);
    controller.setVolume(0.4); // The latest of a kind wins.
    controller.setMuted(true);
    controller.setLevel(1);
    host.records[0]!.answer.resolve(record(1));
    await settle(controller);
    expect(controller.snapshot.status).to.equal('starting');
    expect(controller.snapshot.volume).to.equal(0.4);
    const layer = new FakeLayer();
    host.layers[0]!.resolve(layer);
    await settle(controller);
    expect(layer.attached).to.have.length(1);
    const [first, ...rest] = [...layer.attached[0]!.queue];
    const [command, askedAt] = first!;
    // A queued play holds when it was asked: the intent the start-up time is counted from.
    expect(command).to.equal('play');
    expect(askedAt).to.be.within(before, layer.attached[0]!.recordAt);
    expect(rest).to.deep.equal([
      ['seek', 12],
      ['setVolume', 0.4],
      ['setMuted', true],
      ['setLevel', 1],
    ]);
    let resolved = false;
    void played.then(() => (resolved = true));
    await settle(controller);
    expect(resolved, 'play resolved before the media played').to.be.false;
    layer.played.resolve();
    await played;
  });

  it('sends commands to the media once attached, not to the queue', async () => {
    const host = fakeHost('metadata');
    const controller = controllerOf(host);
    void controller.load(source(1));
    host.records[0]!.answer.resolve(record(1));
    await settle(controller);
    const layer = new FakeLayer();
    host.layers[0]!.resolve(layer); // preload="metadata" starts without a play.
    await settle(controller);
    expect([...layer.attached[0]!.queue]).to.deep.equal([]);
    controller.setRate(2);
    controller.setCaptions(true);
    controller.pause();
    controller.fullscreen();
    expect(layer.commands).to.deep.equal([
      ['setRate', 2],
      ['setCaptions', true],
      ['pause', undefined],
      ['fullscreen', undefined],
    ]);
  });

  it('drops a queued play on pause, and rejects it with an AbortError', async () => {
    const {host, controller} = await onFacade();
    let settled = '';
    void controller.play().then(
      () => (settled = 'resolved'),
      (error: DOMException) => (settled = error.name),
    );
    controller.pause();
    await settle(controller);
    expect(settled, 'the play cut short').to.equal('AbortError');
    const layer = new FakeLayer();
    host.layers[0]!.resolve(layer);
    await settle(controller);
    expect(layer.attached[0]!.queue.has('play')).to.be.false;
  });

  describe('when the source changes mid-start', () => {
    it('aborts the start: the old record is never attached', async () => {
      const {host, controller} = await onFacade();
      void controller.play().catch(() => {});
      await settle(controller);
      expect(controller.snapshot.status).to.equal('starting');
      void controller.load(source(2)); // The element's video changed.
      host.records[1]!.answer.resolve(record(2));
      const layer = new FakeLayer();
      host.layers[0]!.resolve(layer); // The old start's code arrives late.
      await settle(controller);
      // The queued play carried over to the new record, whose start attaches it.
      expect(layer.attached).to.have.length(0);
      host.layers[1]!.resolve(layer);
      await settle(controller);
      expect(layer.attached.map((options) => options.record.id)).to.deep.equal([2]);
    });

    it('aborts the record request of the old source and ignores its answer', async () => {
      const host = fakeHost();
      const controller = controllerOf(host);
      void controller.load(source(1));
      void controller.load(source(2));
      expect(host.records[0]!.signal.aborted).to.be.true;
      host.records[1]!.answer.resolve(record(2));
      host.records[0]!.answer.resolve(record(1));
      await settle(controller);
      expect(controller.snapshot.record?.id).to.equal(2);
      expect(host.events.filter(([type]) => type === 'video-load')).to.have.length(1);
    });

    it('aborts the attached media and resets what came from the old source', async () => {
      const {controller, options} = await attached();
      options.report({status: 'playing', currentTime: 30, engine: 'mp4', volume: 0.5});
      controller.setMuted(true);
      await settle(controller);
      void controller.load(source(2));
      expect(options.signal.aborted).to.be.true;
      expect(controller.media).to.equal(undefined);
      controller.store.flush();
      const {status, record: shown, currentTime, engine, volume} = controller.snapshot;
      expect({status, shown, currentTime, engine, volume}).to.deep.equal({
        status: 'loading',
        shown: undefined,
        currentTime: 0,
        engine: undefined,
        volume: 0.5, // The viewer's choices stay.
      });
    });
  });

  it('shows a failed record load as an error, and its retry asks afresh', async () => {
    const host = fakeHost();
    const controller = controllerOf(host);
    void controller.load(source(1));
    const played = controller.play();
    const failure = new Error('service down');
    host.records[0]!.answer.reject(failure);
    await settle(controller);
    expect(controller.snapshot.status).to.equal('error');
    expect(controller.snapshot.error).to.equal(failure);
    expect(await played.catch((error: unknown) => error)).to.equal(failure);
    // Its play said `play` at once, as a `<video>` does; one whose source failed stays unpaused.
    expect(host.events).to.deep.equal([
      ['play', undefined],
      ['playback-error', {error: failure}],
    ]);
    expect(controller.snapshot.paused).to.be.false;
    controller.retry();
    expect(host.records[1]!.fresh).to.be.true;
    expect(host.records[1]!.source).to.deep.equal(source(1)); // The source it was handed.
    host.records[1]!.answer.resolve(record(1));
    await settle(controller);
    expect(controller.snapshot.status).to.equal('facade');
    expect(controller.snapshot.error).to.equal(undefined);
  });

  it('shows playback code that did not load as such, and retry plays', async () => {
    const {host, controller} = await onFacade();
    const played = controller.play();
    const failure = new ChunkError({
      cause: new TypeError('Failed to fetch dynamically imported module'),
    });
    host.layers[0]!.reject(failure);
    expect(await played.catch((e: unknown) => e)).to.equal(failure);
    controller.store.flush();
    expect(controller.snapshot.status).to.equal('error');
    expect(controller.snapshot.error).to.equal(failure);
    controller.retry();
    const layer = new FakeLayer();
    host.layers[1]!.resolve(layer);
    await settle(controller);
    expect(layer.attached[0]!.queue.has('play')).to.be.true;
  });

  it('hands retry to the attached media after a playback error', async () => {
    const {host, controller, layer} = await attached();
    controller.retry();
    expect(layer.retries).to.equal(1);
    expect(host.records).to.have.length(1);
  });

  it('tears down: aborts everything, cuts a waiting play short and loads again on request', async () => {
    const host = fakeHost();
    const controller = controllerOf(host);
    void controller.load(source(1));
    const played = controller.play();
    controller.tearDown();
    expect(host.records[0]!.signal.aborted).to.be.true;
    // Nothing will play: the caller's play is cut short, as a removed `<video>`'s is.
    const error = await played.then(
      () => undefined,
      (failure: DOMException) => failure,
    );
    expect(error?.name).to.equal('AbortError');
    controller.store.flush();
    expect(controller.snapshot.status).to.equal('torn-down');
    void controller.reload(); // Back on the page: the source it was handed last.
    expect(host.records[1]!.source).to.deep.equal(source(1));
    host.records[1]!.answer.resolve(record(1));
    await settle(controller);
    expect(controller.snapshot.status).to.equal('facade');
  });

  it('publishes frozen snapshots, batched per microtask, only when something changed', async () => {
    const controller = controllerOf(fakeHost());
    const seen: number[] = [];
    controller.store.subscribe((state) => seen.push(state.volume));
    controller.setVolume(0.5);
    controller.setVolume(0.7); // The same microtask: one snapshot.
    await settle(controller);
    controller.setVolume(0.7); // No change: no snapshot.
    await settle(controller);
    controller.setVolume(2); // Clamped.
    await settle(controller);
    expect(seen).to.deep.equal([0.7, 1]);
    expect(Object.isFrozen(controller.snapshot)).to.be.true;
  });

  describe('as the player’s <video>', () => {
    it('plays in the <video> it answered from, and takes a new one for a new source', async () => {
      const {host, controller} = await onFacade();
      const waiting = controller.video;
      expect(controller.media).to.be.undefined;
      expect(controller.video).to.equal(waiting);
      void controller.play().catch(() => {});
      const layer = new FakeLayer();
      host.layers[0]!.resolve(layer);
      await settle(controller);
      expect(layer.attached[0]!.media).to.equal(waiting);
      expect(controller.media).to.equal(waiting);
      host.events.length = 0;
      void controller.load(source(2));
      // The load algorithm's: the playing source aborted and emptied, its length unknown.
      expect(host.events.map(([type]) => type)).to.deep.equal([
        'abort',
        'emptied',
        'durationchange',
      ]);
      expect(controller.video).to.not.equal(waiting);
    });

    it('says a command waiting for the engine with the event a <video> fires for it', async () => {
      const {host, controller} = await onFacade();
      host.events.length = 0;
      controller.setVolume(0.5);
      controller.setMuted(true);
      controller.setRate(2);
      controller.seek(3);
      controller.setLevel(1);
      expect(host.events).to.deep.equal([]); // Later, as a `<video>`'s.
      await settle(controller);
      expect(host.events.map(([type]) => type)).to.deep.equal([
        'volumechange',
        'volumechange',
        'ratechange',
        'timeupdate',
      ]);
    });
  });
});
