import {expect} from '@open-wc/testing';
import {FREEZE_CHECK, watchFreezes, type FreezeWatch} from '../../src/playback/freeze-watch.js';
import {ManualTimers} from './manual-timers.js';

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
  let timers: ManualTimers;
  let media: FakeMedia;
  let lifetime: AbortController;
  let calls: string[];
  let watch: FreezeWatch;

  beforeEach(() => {
    timers = new ManualTimers();
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
    timers.restore();
  });

  it('calls a freeze after three reads of one time while playing, a thaw once it moves', () => {
    media.fire('playing');
    expect(timers.delays).to.deep.equal([FREEZE_CHECK]);
    media.currentTime = 2;
    timers.run();
    timers.run(2);
    expect(calls, 'two reads that found it unchanged').to.deep.equal([]);
    timers.run();
    expect(calls).to.deep.equal(['freeze at 2']);
    expect(watch.frozen).to.equal(true);
    timers.run(3);
    expect(calls, 'once per freeze').to.deep.equal(['freeze at 2']);
    media.currentTime = 2.5;
    timers.run();
    expect(calls).to.deep.equal(['freeze at 2', 'thaw at 2.5']);
    expect(watch.frozen).to.equal(false);
  });

  it('reads nothing before playing, and stops at a pause, the end or a waiting', () => {
    timers.run(5);
    expect(timers.pending.length).to.equal(0);
    for (const stop of ['pause', 'ended', 'waiting']) {
      media.fire('playing');
      timers.run(2);
      media.fire(stop);
      expect(timers.pending.length, stop).to.equal(0);
      expect(watch.frozen, stop).to.equal(false);
    }
    expect(calls).to.deep.equal([]);
  });

  it('forgets a freeze a waiting ends, without a thaw: the stall watchdog has it', () => {
    media.fire('playing');
    timers.run(4);
    media.fire('waiting');
    expect([calls, watch.frozen]).to.deep.equal([['freeze at 0'], false]);
  });

  it('counts no read while seeking, at a rate of 0 or on a hidden page', () => {
    media.fire('playing');
    media.seeking = true;
    timers.run(4);
    media.seeking = false;
    media.playbackRate = 0;
    timers.run(4);
    media.playbackRate = 1;
    Object.defineProperty(document, 'hidden', {configurable: true, get: () => true});
    try {
      timers.run(4);
    } finally {
      delete (document as {hidden?: boolean}).hidden;
    }
    expect(calls).to.deep.equal([]);
    timers.run(3);
    expect(calls, 'counting again').to.deep.equal(['freeze at 0']);
  });

  it('reads nothing in a read already due when it stopped (a clock swapped in between)', () => {
    media.fire('playing');
    const [due] = timers.pending;
    media.fire('pause');
    due!.run();
    expect(timers.pending.length).to.equal(0);
  });

  it('ends with its signal', () => {
    media.fire('playing');
    lifetime.abort();
    expect(timers.pending.length).to.equal(0);
    media.fire('playing');
    expect(timers.pending.length, 'no longer listening').to.equal(0);
  });
});
