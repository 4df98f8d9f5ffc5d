import {expect} from '@open-wc/testing';
import {SEEK_CHECK_DELAY, watchSeeks} from '../../src/playback/seek-watchdog.js';
import {ManualTimers} from './manual-timers.js';

/**
 * A media element whose seeks finish only when the test says so, as WebKitGTK's MediaSource
 * loses one now and then. Every seek is recorded.
 */
class FakeMedia extends EventTarget {
  seeking = false;
  seeks: number[] = [];
  /** Buffered from 0 to this time (s). */
  bufferedEnd = 10;
  private _time = 0;

  get currentTime(): number {
    return this._time;
  }

  set currentTime(time: number) {
    this._time = time;
    this.seeks.push(time);
    this.seeking = true;
    this.dispatchEvent(new Event('seeking'));
  }

  get buffered(): TimeRanges {
    const end = this.bufferedEnd;
    return {length: end > 0 ? 1 : 0, start: () => 0, end: () => end};
  }

  finishSeek(): void {
    this.seeking = false;
    this.dispatchEvent(new Event('seeked'));
  }
}

describe('watchSeeks', () => {
  let timers: ManualTimers;
  let media: FakeMedia;
  let lifetime: AbortController;

  beforeEach(() => {
    timers = new ManualTimers();
    media = new FakeMedia();
    lifetime = new AbortController();
    watchSeeks(media as unknown as HTMLMediaElement, lifetime.signal);
  });

  afterEach(() => {
    lifetime.abort();
    timers.restore();
  });

  it('seeks again to the same time when a seek into buffered data never finishes', () => {
    media.currentTime = 0.18;
    expect(timers.delays).to.deep.equal([SEEK_CHECK_DELAY]);
    timers.run();
    expect(media.seeks).to.deep.equal([0.18, 0.18]);
    media.finishSeek();
    expect(media.seeking).to.equal(false);
    expect(timers.pending.length).to.equal(0);
  });

  it('keeps seeking again while the seek stays lost, waiting twice as long each time', () => {
    media.currentTime = 3;
    timers.run();
    expect(timers.delays).to.deep.equal([2 * SEEK_CHECK_DELAY]);
    timers.run();
    expect(timers.delays).to.deep.equal([4 * SEEK_CHECK_DELAY]);
    expect(media.seeks).to.deep.equal([3, 3, 3]);
    media.finishSeek();
    media.currentTime = 4;
    expect(timers.delays, 'a new seek').to.deep.equal([SEEK_CHECK_DELAY]);
  });

  it('leaves a seek that finishes in time alone', () => {
    media.currentTime = 2;
    media.finishSeek();
    expect(timers.pending.length).to.equal(0);
    expect(media.seeks).to.deep.equal([2]);
  });

  it('leaves a seek waiting for its data alone, and makes it again once the data is there', () => {
    media.bufferedEnd = 0;
    media.currentTime = 5;
    timers.run();
    expect(media.seeks).to.deep.equal([5]);
    expect(timers.pending.length, 'still watched').to.equal(1);
    media.bufferedEnd = 8;
    timers.run();
    expect(media.seeks).to.deep.equal([5, 5]);
  });

  it('stops when the source is emptied or the signal aborts', () => {
    media.currentTime = 1;
    media.dispatchEvent(new Event('emptied'));
    expect(timers.pending.length).to.equal(0);
    media.currentTime = 1;
    lifetime.abort();
    expect(timers.pending.length).to.equal(0);
    media.currentTime = 1;
    expect(timers.pending.length, 'no longer listening').to.equal(0);
    expect(media.seeks).to.deep.equal([1, 1, 1]);
  });
});
