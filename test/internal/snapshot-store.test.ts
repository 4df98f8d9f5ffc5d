import {expect} from '@open-wc/testing';
import {SnapshotStore} from '../../src/internal/snapshot-store.js';

describe('SnapshotStore', () => {
  it('publishes once per microtask, merging the patches of that microtask', async () => {
    const store = new SnapshotStore({a: 1, b: 'x'});
    const seen: Array<{a: number; b: string}> = [];
    store.subscribe((state) => seen.push(state));
    store.update({a: 2});
    store.update({b: 'y'});
    expect(store.state).to.deep.equal({a: 1, b: 'x'});
    expect(store.latest).to.deep.equal({a: 2, b: 'y'});
    await Promise.resolve();
    expect(seen).to.deep.equal([{a: 2, b: 'y'}]);
  });

  it('publishes nothing when every value is the same, NaN included', () => {
    const store = new SnapshotStore({a: NaN, list: [1]});
    const seen: unknown[] = [];
    store.subscribe((state) => seen.push(state));
    store.update({a: NaN, list: store.state.list});
    store.flush();
    expect(seen).to.deep.equal([]);
    store.update({list: [1]}); // Another array is a change, even with the same items.
    store.flush();
    expect(seen).to.have.length(1);
  });

  it('hands out frozen snapshots', () => {
    const store = new SnapshotStore({a: 1});
    store.update({a: 2});
    store.flush();
    expect(Object.isFrozen(store.state)).to.be.true;
    expect(() => ((store.state as {a: number}).a = 3)).to.throw(TypeError);
  });

  it('stops calling a listener once unsubscribed', () => {
    const store = new SnapshotStore({a: 1});
    const seen: number[] = [];
    const stop = store.subscribe((state) => seen.push(state.a));
    store.update({a: 2});
    store.flush();
    stop();
    store.update({a: 3});
    store.flush();
    expect(seen).to.deep.equal([2]);
  });
});
