import {expect} from '@open-wc/testing';
import {LruMap} from '../../src/internal/lru-map.js';

describe('LruMap', () => {
  it('keeps at most its capacity, evicting the least recently set', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('c', 3);
    expect([...map.keys()]).to.deep.equal(['b', 'c']);
  });

  it('counts a get as a use', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    expect(map.get('a')).to.equal(1);
    map.set('c', 3);
    expect([...map.keys()]).to.deep.equal(['a', 'c']);
  });

  it('moves an updated key to the most recent place without growing', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1).set('b', 2).set('a', 10).set('c', 3);
    expect([...map.entries()]).to.deep.equal([
      ['a', 10],
      ['c', 3],
    ]);
  });

  it('answers undefined for a missing key without changing the order', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    expect(map.get('z')).to.equal(undefined);
    expect(map.size).to.equal(1);
  });

  it('refuses a capacity that is not a positive integer', () => {
    expect(() => new LruMap(0)).to.throw(RangeError, 'positive integer, got 0');
    expect(() => new LruMap(1.5)).to.throw(RangeError);
  });
});
