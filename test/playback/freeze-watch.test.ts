import {expect} from '@open-wc/testing';
import {setEnvironment} from '../../src/internal/environment.js';
import {FREEZE_CHECK, watchFreezes, type FreezeWatch} from '../../src/playback/freeze-watch.js';

/**
 * A media element whose clock the test moves: no real one can be made to hang while it says it
 * plays (a decoder or pipeline fault of the browser), which is what the watch is for.
 */
class FakeMedia extends EventTarget {
  currentTime = 0;
  seeking = false;
  playbackRate = 1;

  fire(type: string): void {
    this.dispatchEvent(new Event(type));
  }
}

describe('watchFreezes', () => {
  let timers: Map<number, {run: () => void; ms: number}>;
  let restore: () => void;
  let media: FakeMedia;
  let lifetime: AbortController;
  let calls: string[];
  let watch: FreezeWatch;

  /** Runs the timers due now, as the clock would after their delay. */
  function tick(times = 1) {
    for (let i = 0; i < times; i++) {
      const due = [...timers.values()];
      timers.clear();
      for (const timer of due) timer.run();
    }
  }

  beforeEach(() => {
    timers = new Map();
    let next = 1;
    restore = setEnvironment({
      setTimeout: (run, ms) => {
        timers.set(next, {run, ms});
        return next++ as unknown as ReturnType<typeof setTimeout>;
      },
      clearTimeout: (handle) => void timers.delete(handle as unknown as number),
    });
    media = new FakeMedia();
    lifetime = new AbortController();
    calls = [];
    watch = watchFreezes(media as unknown as HTMLMediaElement, lifetime.signal, {
      onFreeze: () => calls.push(`freeze at ${media.currentTime}`),
      onThaw: () => calls.push(`thaw at ${media.currentTime}`),
    });
  });

  afterEach(() => {
    lifetime.abort();
    restore();
  });

  it('calls a freeze after three reads of one time while playing, a thaw once it moves', () => {
    media.fire('playing');
    expect([...timers.values()].map(({ms}) => ms)).to.deep.equal([FREEZE_CHECK]);
    media.currentTime = 2;
    tick();
    tick(2);
    expect(calls, 'two reads that found it unchanged').to.deep.equal([]);
    tick();
    expect(calls).to.deep.equal(['freeze at 2']);
    expect(watch.frozen).to.equal(true);
    tick(3);
    expect(calls, 'once per freeze').to.deep.equal(['freeze at 2']);
    media.currentTime = 2.5;
    tick();
    expect(calls).to.deep.equal(['freeze at 2', 'thaw at 2.5']);
    expect(watch.frozen).to.equal(false);
  });

  it('reads nothing before playing, and stops at a pause, the end or a waiting', () => {
    tick(5);
    expect(timers.size).to.equal(0);
    for (const stop of ['pause', 'ended', 'waiting']) {
      media.fire('playing');
      tick(2);
      media.fire(stop);
      expect(timers.size, stop).to.equal(0);
      expect(watch.frozen, stop).to.equal(false);
    }
    expect(calls).to.deep.equal([]);
  });

  it('forgets a freeze a waiting ends, without a thaw: the stall watchdog has it', () => {
    media.fire('playing');
    tick(4);
    media.fire('waiting');
    expect([calls, watch.frozen]).to.deep.equal([['freeze at 0'], false]);
  });

  it('counts no read while seeking, at a rate of 0 or on a hidden page', () => {
    media.fire('playing');
    media.seeking = true;
    tick(4);
    media.seeking = false;
    media.playbackRate = 0;
    tick(4);
    media.playbackRate = 1;
    Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});
    try {
      tick(4);
    } finally {
      delete (document as {hidden?: boolean}).hidden;
    }
    expect(calls).to.deep.equal([]);
    tick(3);
    expect(calls, 'counting again').to.deep.equal(['freeze at 0']);
  });

  it('reads nothing in a read already due when it stopped (a clock swapped in between)', () => {
    media.fire('playing');
    const [due] = [...timers.values()];
    media.fire('pause');
    due!.run();
    expect(timers.size).to.equal(0);
  });

  it('ends with its signal', () => {
    media.fire('playing');
    lifetime.abort();
    expect(timers.size).to.equal(0);
    media.fire('playing');
    expect(timers.size, 'no longer listening').to.equal(0);
  });
});
